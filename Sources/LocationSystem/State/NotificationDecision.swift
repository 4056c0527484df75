import Vocabulary

/// The notification permission as the system keeps it: the status and the app's switches in
/// Settings (an interaction the app never asked for has no switch: `notSupported`), and the
/// options of the requests waiting for the alert's answer.
///
/// The switches survive a denial, so turning Allow Notifications back on restores them (NOTIF-6,
/// A); what the app reads (``settings``) shows every interaction off while notifications are not
/// allowed.
public struct NotificationDecision: Hashable, Sendable {
    /// The status and the switch of each interaction, as Settings shows them.
    public var stored = NotificationSettings() {
        didSet { settings = Self.reading(stored) }
    }
    /// NOTIF-1, NOTIF-4: the options of the requests waiting for the alert, together.
    public var asked: NotificationOptions = []
    /// What `getNotificationSettings` reads now (NOTIF-5), kept beside ``stored`` rather than
    /// derived on each read: every check's inputs and every handle an app model gets read it, and
    /// ``stored`` changes only when the user or a request does.
    public private(set) var settings = NotificationDecision.reading(NotificationSettings())

    /// A fresh install: never asked.
    public init() {}

    /// What the app reads of `stored`: every interaction off while notifications are not allowed.
    static func reading(_ stored: NotificationSettings) -> NotificationSettings {
        var read = stored
        guard !stored.authorizationStatus.allowsNotifications else { return read }
        for interaction in NotificationInteraction.allCases where read[interaction] == .enabled {
            read[interaction] = .disabled
        }
        return read
    }

    /// Gives every interaction in `options` a switch, standing at `setting`; the others keep theirs.
    public mutating func addSwitches(for options: NotificationOptions, at setting: NotificationSetting) {
        for interaction in NotificationInteraction.allCases where options.contains(interaction.option) {
            stored[interaction] = setting
        }
    }

    /// The options the app has asked for so far (those with a switch).
    public var askedBefore: NotificationOptions {
        var options: NotificationOptions = []
        for interaction in NotificationInteraction.allCases where stored[interaction] != .notSupported {
            options.insert(interaction.option)
        }
        return options
    }
}
