/// `UNAuthorizationStatus`, with UserNotifications' raw values: what
/// `UNNotificationSettings.authorizationStatus` reads. Notifications have two cases no other
/// permission has: `provisional` (NOTIF-3: quiet delivery without a prompt) and `ephemeral`
/// (NOTIF-8: an App Clip's temporary grant). There is no `restricted` case: Apple declares none.
///
/// ```swift
/// NotificationAuthorizationStatus(name: "provisional")?.rawValue  // 3
/// ```
public enum NotificationAuthorizationStatus: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// 0: the app has not asked, or the user has not answered.
    case notDetermined = 0
    /// 1: the user said no (the alert's Don't Allow, or Settings).
    case denied = 1
    /// 2: the user allowed notifications.
    case authorized = 2
    /// 3: provisionally allowed: delivered quietly to Notification Center only (NOTIF-3).
    case provisional = 3
    /// 4: an App Clip's temporary authorization (NOTIF-8).
    case ephemeral = 4

    /// The names in raw-value order, for suggestions.
    public static let names: [String] = allCases.map(\.name)

    /// The Swift case name (`notDetermined`).
    public var name: String {
        switch self {
        case .notDetermined: return "notDetermined"
        case .denied: return "denied"
        case .authorized: return "authorized"
        case .provisional: return "provisional"
        case .ephemeral: return "ephemeral"
        }
    }

    /// The status with this exact name, if any.
    public init?(name: String) {
        guard let status = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = status
    }

    /// Whether the app may post notifications at all: what `requestAuthorization`'s `granted` says.
    public var allowsNotifications: Bool { self == .authorized || self == .provisional || self == .ephemeral }

    /// The name: ``name``.
    public var description: String { name }
}

/// `UNNotificationSetting`, with UserNotifications' raw values: one interaction (alerts, sounds,
/// badges) as `UNNotificationSettings` reads it.
public enum NotificationSetting: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// 0: the app never asked for this interaction, so Settings shows no switch for it.
    case notSupported = 0
    /// 1: the interaction is off.
    case disabled = 1
    /// 2: the interaction is on.
    case enabled = 2

    /// The names in raw-value order, for suggestions.
    public static let names: [String] = allCases.map(\.name)

    /// The Swift case name.
    public var name: String {
        switch self {
        case .notSupported: return "notSupported"
        case .disabled: return "disabled"
        case .enabled: return "enabled"
        }
    }

    /// The setting with this exact name, if any.
    public init?(name: String) {
        guard let setting = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = setting
    }

    /// The name: ``name``.
    public var description: String { name }
}
