import Vocabulary

/// What `requestAuthorization(options:)` asks for, with UserNotifications' raw values. The system
/// simulates `.alert`, `.sound`, `.badge` and `.provisional` (NOTIF-1 to NOTIF-4); the others are
/// accepted and not simulated (no CarPlay, no critical alerts, no in-app settings button).
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    /// The bits, as Apple numbers them.
    public let rawValue: UInt

    /// The options with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Badging the app's icon.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Playing sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Showing alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Showing notifications in CarPlay (not simulated).
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Critical alerts, which need an entitlement (not simulated).
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// A button in Settings for the app's own notification settings (not simulated).
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Provisional authorization: no prompt, quiet delivery (NOTIF-3).
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)

    /// The options the system simulates (the raw values are the same).
    var simulated: NotificationOptions {
        NotificationOptions(
            rawValue: rawValue
                & (Self.badge.rawValue | Self.sound.rawValue | Self.alert.rawValue
                    | Self.provisional.rawValue))
    }
}
