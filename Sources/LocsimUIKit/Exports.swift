/// `import UIKit` brings Foundation with it on Apple platforms, so a file that imports only UIKit
/// may use `NSObject`, `Date` and `NotificationCenter`; the facade does the same.
@_exported import Foundation
