// The lifecycle notifications and the Settings URL, with UIKit's names and values. The host posts
// the notifications by the same strings (LifecycleNotification), as iOS orders them.

extension UIApplication {
    /// Posted right after the app finishes launching (in the foreground or, relaunched for a
    /// location event, in the background).
    nonisolated public static let didFinishLaunchingNotification = NSNotification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted before the app leaves the background for the foreground (not at a cold launch).
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app becomes active: after launching, returning, or a system alert.
    nonisolated public static let didBecomeActiveNotification = NSNotification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active: before it enters the background, or
    /// when a system alert covers it.
    nonisolated public static let willResignActiveNotification = NSNotification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background.
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when a running (not suspended) app is about to end.
    nonisolated public static let willTerminateNotification = NSNotification.Name(
        "UIApplicationWillTerminateNotification")

    /// The URL that opens the app's page in Settings: opening it moves the app to the background
    /// and Settings to the front.
    nonisolated public static let openSettingsURLString = "app-settings:"
}
