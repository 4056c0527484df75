/// `import AVFoundation` brings Foundation with it on Apple platforms, so a file that imports only
/// AVFoundation may use `NSObject` and `NotificationCenter`; the facade does the same.
@_exported import Foundation
