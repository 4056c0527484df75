import Vocabulary

/// How a reminder will reach the person, from the notification settings the app read: a pure
/// function of `UNNotificationSettings`, so a grant is never taken for a banner and a sound (seed
/// 002: "Even an .authorized result does not mean every interaction is enabled"; provisional
/// notifications are quiet, NOTIF-3).
///
/// ```swift
/// ReminderDelivery.of(NotificationSettings(authorizationStatus: .provisional))            // .quiet
/// ReminderDelivery.of(NotificationSettings(authorizationStatus: .authorized, alertSetting: .disabled))
/// // .noAlerts
/// ```
public enum ReminderDelivery: String, CaseIterable, Hashable, Sendable {
    /// Never asked (a reset, or settings read before the first request).
    case notAsked
    /// Provisional: to Notification Center only, no banner, no sound (NOTIF-3).
    case quiet
    /// Allowed with alerts on: a banner.
    case banner
    /// Allowed with alerts switched off in Settings: no banner.
    case noAlerts
    /// Notifications denied: the reminder lives in the note only.
    case inAppOnly

    /// The delivery the settings give.
    public static func of(_ settings: NotificationSettings) -> ReminderDelivery {
        switch settings.authorizationStatus {
        case .notDetermined: return .notAsked
        case .denied: return .inAppOnly
        case .provisional: return .quiet
        case .authorized, .ephemeral: return settings.showsBanners ? .banner : .noAlerts
        }
    }

    /// The control that can make delivery more prominent: the explicit request from provisional
    /// (NOTIF-4 shows its alert), Settings once the person decided, nothing when nothing is missing.
    public var upgrade: String? {
        switch self {
        case .quiet: return "Make reminders prominent"
        case .noAlerts, .inAppOnly: return "Open Notification Settings"
        case .notAsked, .banner: return nil
        }
    }
}
