import LocationSystem
import Vocabulary

/// A change of the system's own state, heard by the app or not (AUTH-6's silent upgrade).
public enum TraceSystemChange: Hashable, Sendable {
    /// The location authorization the app reads changed.
    case authorization(AuthorizationStatus, fullAccuracy: Bool)
    /// The Motion & Fitness status changed.
    case motion(MotionStatus)
    /// A camera or microphone status changed (CAM, MIC): `event` names the permission.
    case privacy(PrivacyStatus)
    /// The photos a limited grant shows changed (PHO-4, PHO-5).
    case photoSelection([Int])
    /// What the app reads of notifications changed: status and interaction settings (NOTIF).
    case notifications(NotificationSettings)

    /// The schema's `event` field: what changed.
    public var event: String {
        switch self {
        case .authorization: return "authorization"
        case .motion: return "motion"
        case .privacy(let status): return status.permission.rawValue
        case .photoSelection: return "photoSelection"
        case .notifications: return "notifications"
        }
    }

    /// The schema's fields: `event` and the new values.
    var fields: TraceFields {
        switch self {
        case .authorization(let status, let fullAccuracy):
            return TraceFields(sortedEntries: [
                ("event", "authorization"), ("fullAccuracy", .bool(fullAccuracy)),
                ("status", .int(Int64(status.rawValue))),
                ("statusName", .string(status.name)),
            ])
        case .motion(let status):
            return TraceFields(sortedEntries: [("event", "motion"), ("status", .string(status.description))])
        case .privacy(let status):
            return TraceFields(sortedEntries: [("event", .string(event)), ("status", .string(status.name))])
        case .photoSelection(let selection):
            let text = selection.isEmpty ? "none" : selection.map(String.init).joined(separator: ",")
            return TraceFields(sortedEntries: [("event", "photoSelection"), ("photos", .string(text))])
        case .notifications(let settings):
            return TraceFields(sortedEntries: [
                ("alert", .string(settings.alertSetting.name)), ("badge", .string(settings.badgeSetting.name)),
                ("event", "notifications"), ("sound", .string(settings.soundSetting.name)),
                ("status", .string(settings.authorizationStatus.name)),
            ])
        }
    }
}
