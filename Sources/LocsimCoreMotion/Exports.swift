/// `import CoreMotion` brings Foundation with it on Apple platforms, so a file that imports only CoreMotion
/// may use `NSObject`, `Date` and `NotificationCenter`; the facade does the same.
@_exported import Foundation
