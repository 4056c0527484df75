import LocationSystem
import Vocabulary

/// A change of the system's own state, heard by the app or not (AUTH-6's silent upgrade).
public enum TraceSystemChange: Hashable, Sendable {
    /// The location authorization the app reads changed.
    case authorization(AuthorizationStatus, fullAccuracy: Bool)
    /// The Motion & Fitness status changed.
    case motion(MotionStatus)

    /// The schema's `event` field: what changed.
    public var event: String {
        switch self {
        case .authorization: return "authorization"
        case .motion: return "motion"
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
        }
    }
}
