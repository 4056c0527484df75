import Vocabulary

/// What a state predicate reads: the authorization, the app, the alert, or a key of the model's state.
public enum Subject: Hashable, Sendable, CustomStringConvertible {
    /// `status`: the authorization status (a name or 0–4).
    case status
    /// `accuracy`: `full` or `reduced`.
    case accuracy
    /// `app`: the app's lifecycle state (`notRunning`, `foreground`, …).
    case app
    /// `alert`: `none`, or the kind of the system alert on screen.
    case alert
    /// `motion`: the Motion & Fitness status.
    case motion
    /// `camera`, `microphone`: a privacy permission's status, in its framework's words.
    case privacy(PrivacyPermission)
    /// `notifications.alerts`, `notifications.sounds`, `notifications.badges`: one interaction's
    /// `UNNotificationSetting` as the app would read it (NOTIF-5).
    case notificationSetting(NotificationInteraction)
    /// `ui.KEY`: a key of the model's UI snapshot.
    case ui(key: String)
    /// `session.KEY`: a key of the model's session snapshot.
    case session(key: String)

    /// The plain names, for suggestions (the keyed ones are spelt `ui.` and `session.`).
    public static let names =
        ["status", "accuracy", "app", "alert", "motion"] + PrivacyPermission.names
        + NotificationInteraction.names.map { "notifications.\($0)" } + ["ui", "session"]

    /// The spelling in a file: `status`, `ui.screen`.
    public var description: String {
        switch self {
        case .status: return "status"
        case .accuracy: return "accuracy"
        case .app: return "app"
        case .alert: return "alert"
        case .motion: return "motion"
        case .privacy(let permission): return permission.rawValue
        case .notificationSetting(let interaction): return "notifications.\(interaction)"
        case .ui(let key): return "ui.\(key)"
        case .session(let key): return "session.\(key)"
        }
    }

    /// True when `<`, `<=`, `>`, `>=` mean something: raw status values and model keys.
    public var isOrdered: Bool {
        switch self {
        case .status, .ui, .session: return true
        case .accuracy, .app, .alert, .motion, .privacy, .notificationSetting: return false
        }
    }
}
