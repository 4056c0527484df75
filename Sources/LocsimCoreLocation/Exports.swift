/// `import CoreLocation` brings Foundation with it on Apple platforms, so a file that imports only CoreLocation
/// may use `NSObject`, `Date` and `NotificationCenter`; the facade does the same.
@_exported import Foundation
