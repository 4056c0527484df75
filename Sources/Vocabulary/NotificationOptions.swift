/// `UNAuthorizationOptions`, with UserNotifications' raw values: what a
/// `requestAuthorization(options:)` asks for. Scenarios write the words in ``names`` order
/// (`call requestNotificationAuthorization alert sound badge provisional`).
public struct NotificationOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits, as `UNAuthorizationOptions` numbers them.
    public let rawValue: UInt

    /// Creates the set with these bits (Apple's raw values).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// 1 << 0: badging the app's icon.
    public static let badge = NotificationOptions(rawValue: 1 << 0)
    /// 1 << 1: playing a sound.
    public static let sound = NotificationOptions(rawValue: 1 << 1)
    /// 1 << 2: showing alerts (banners, Lock Screen, Notification Center).
    public static let alert = NotificationOptions(rawValue: 1 << 2)
    /// 1 << 6: provisional authorization, without a prompt (NOTIF-3).
    public static let provisional = NotificationOptions(rawValue: 1 << 6)

    /// The options scenarios name, in the order they are written.
    public static let named: [(name: String, option: NotificationOptions)] = [
        ("alert", .alert), ("sound", .sound), ("badge", .badge), ("provisional", .provisional),
    ]

    /// The words, in written order.
    public static let names: [String] = named.map(\.name)

    /// The option with this exact word, if any.
    public init?(name: String) {
        guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
        self = entry.option
    }

    /// The words of the options in this set, in written order.
    public var words: [String] { Self.named.filter { contains($0.option) }.map(\.name) }

    /// `alert,sound`, or `none` for the empty set.
    public var description: String { isEmpty ? "none" : words.joined(separator: ",") }
}

/// One interaction of a notification: its switch in the app's Notifications page in Settings
/// (`settings notifications sounds off`) and the option that asks for it.
public enum NotificationInteraction: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Alerts (Lock Screen, Notification Center, Banners): `alertSetting`.
    case alerts
    /// Sounds: `soundSetting`.
    case sounds
    /// Badges: `badgeSetting`.
    case badges

    /// The words, in Settings' order.
    public static let names: [String] = allCases.map(\.rawValue)

    /// The option a request names to ask for this interaction.
    public var option: NotificationOptions {
        switch self {
        case .alerts: return .alert
        case .sounds: return .sound
        case .badges: return .badge
        }
    }

    /// The word scenarios use (`sounds`).
    public var description: String { rawValue }
}

/// A change on the app's Notifications page in Settings (NOTIF-6): Allow Notifications on or off,
/// or one interaction's switch.
public enum NotificationSettingsChange: Hashable, Sendable, CustomStringConvertible {
    /// `settings notifications on|off`: Allow Notifications.
    case allow(Bool)
    /// `settings notifications alerts|sounds|badges on|off`.
    case interaction(NotificationInteraction, Bool)

    /// The words after `settings notifications`.
    public var description: String {
        switch self {
        case .allow(let on): return on ? "on" : "off"
        case .interaction(let interaction, let on): return "\(interaction) \(on ? "on" : "off")"
        }
    }
}
