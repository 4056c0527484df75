import LocationSystem

/// A system alert appearing or being answered.
public enum TraceAlert: Hashable, Sendable {
    /// The alert appeared on screen.
    case shown(Alert)
    /// The user tapped `answer` on the alert of `kind`.
    case answered(AlertKind, answer: String)

    /// The kind of alert.
    public var alertKind: AlertKind {
        switch self {
        case .shown(let alert): return alert.kind
        case .answered(let kind, _): return kind
        }
    }

    /// The schema's fields: `action`, `alert`, and `title`, `buttons`, `by` or `answer`.
    var fields: TraceFields {
        switch self {
        case .shown(let alert):
            return TraceFields(sortedEntries: [
                ("action", "shown"), ("alert", .string(alert.kind.rawValue)),
                ("buttons", .array(alert.buttons.map { .string($0) })), ("by", .string(alert.requester.description)),
                ("title", .string(alert.title)),
            ])
        case .answered(let kind, let answer):
            return TraceFields(sortedEntries: [
                ("action", "answered"), ("alert", .string(kind.rawValue)), ("answer", .string(answer)),
            ])
        }
    }
}
