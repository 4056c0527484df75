import Vocabulary

/// Whether the app may post notifications, with UserNotifications' raw values.
public enum UNAuthorizationStatus: Int, Sendable {
    /// The user has not decided.
    case notDetermined = 0
    /// The user refused.
    case denied = 1
    /// The user allowed notifications.
    case authorized = 2
    /// Provisionally allowed: quiet delivery to Notification Center (NOTIF-3).
    case provisional = 3
    /// An App Clip's temporary authorization (NOTIF-8).
    case ephemeral = 4

    init(_ status: NotificationAuthorizationStatus) {
        self = Self(rawValue: status.rawValue) ?? .notDetermined
    }
}

/// One interaction's setting, with UserNotifications' raw values.
public enum UNNotificationSetting: Int, Sendable {
    /// The app did not ask for it.
    case notSupported = 0
    /// It is off.
    case disabled = 1
    /// It is on.
    case enabled = 2

    init(_ setting: NotificationSetting) {
        self = Self(rawValue: setting.rawValue) ?? .notSupported
    }
}

/// How alerts appear, with UserNotifications' raw values.
public enum UNAlertStyle: Int, Sendable {
    /// No banner.
    case none = 0
    /// A banner that goes away by itself.
    case banner = 1
    /// A banner that stays until dismissed (never chosen by the simulated system).
    case alert = 2
}
