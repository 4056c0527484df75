import LocationSystem

/// A `log` record: what the system wrote to the device log, or an event it held or lost.
public enum TraceLog: Hashable, Sendable {
    /// A device-log line (PLIST-2's missing-key message).
    case line(String)
    /// An event waits for the suspended app to resume (SET-2).
    case held(AppEvent)
    /// An event was lost, for `reason`.
    case dropped(AppEvent, reason: String)
    /// A fault switch, by name, and what it did.
    case fault(String, detail: String)
    /// A `STEP?` the user could not take, and why (`the app's UI has no control "Start run"`).
    case skipped(reason: String)

    /// The schema's `event` field, if the record has one.
    public var event: String? {
        switch self {
        case .line: return nil
        case .held: return "held"
        case .dropped: return "dropped"
        case .fault(let name, _): return "fault \(name)"
        case .skipped: return "skipped"
        }
    }

    /// The schema's `message` field.
    public var message: String {
        switch self {
        case .line(let line): return line
        case .held(let event): return "until the app resumes: \(event)"
        case .dropped(let event, let reason): return "\(event) (\(reason))"
        case .fault(_, let detail): return detail
        case .skipped(let reason): return "not possible: \(reason)"
        }
    }

    /// The schema's fields: `event` (when there is one) and `message`.
    var fields: TraceFields {
        guard let event else { return TraceFields(sortedEntries: [("message", .string(message))]) }
        return TraceFields(sortedEntries: [("event", .string(event)), ("message", .string(message))])
    }
}
