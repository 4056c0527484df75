/// `import UserNotifications` brings Foundation with it on Apple platforms, so a file that imports
/// only UserNotifications may use `NSObject` and `NSError`; the facade does the same.
@_exported import Foundation
