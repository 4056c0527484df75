import Foundation

/// The notifications UIKit posts on `NotificationCenter.default` as an app's lifecycle changes, by
/// the names UIKit gives them. The host cannot see the UIKit facade (it sits above), so the names are
/// spelled here too; the facade's `UIApplication.didBecomeActiveNotification` and the others are the
/// same strings (a test holds them together).
public enum LifecycleNotification: String, CaseIterable, Hashable, Sendable {
    /// `UIApplication.didFinishLaunchingNotification`.
    case didFinishLaunching = "UIApplicationDidFinishLaunchingNotification"
    /// `UIApplication.willEnterForegroundNotification`.
    case willEnterForeground = "UIApplicationWillEnterForegroundNotification"
    /// `UIApplication.didBecomeActiveNotification`.
    case didBecomeActive = "UIApplicationDidBecomeActiveNotification"
    /// `UIApplication.willResignActiveNotification`.
    case willResignActive = "UIApplicationWillResignActiveNotification"
    /// `UIApplication.didEnterBackgroundNotification`.
    case didEnterBackground = "UIApplicationDidEnterBackgroundNotification"
    /// `UIApplication.willTerminateNotification`.
    case willTerminate = "UIApplicationWillTerminateNotification"

    /// The name it is posted under.
    public var name: Notification.Name { Notification.Name(rawValue) }
}
