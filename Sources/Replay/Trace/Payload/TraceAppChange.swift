import LocationSystem

/// A change of the app's process.
public enum TraceAppChange: Hashable, Sendable {
    /// A lifecycle event reached the app (`launched`, `didEnterBackground`, … `terminated`).
    case lifecycle(AppEvent)
    /// The system killed the app (PLIST-3).
    case crashed(signal: String, namespace: String, message: String)

    /// The schema's `event` field: the lifecycle event's name, or `crashed`.
    public var event: String {
        switch self {
        case .lifecycle(let event): return event.kind
        case .crashed: return "crashed"
        }
    }

    /// The schema's fields: `event`, and a launch's count and reason or a crash's details.
    var fields: TraceFields {
        switch self {
        case .lifecycle(.launched(let count, let byLocationEvent)):
            var fields: TraceFields = ["event": "launched", "launchCount": .int(Int64(count))]
            if byLocationEvent { fields["reason"] = "location-event" }
            return fields
        case .lifecycle(.wake(let token)):
            return ["event": "wake", "token": .int(Int64(token))]
        case .lifecycle(let event):
            return ["event": .string(event.kind)]
        case .crashed(let signal, let namespace, let message):
            return [
                "event": "crashed", "signal": .string(signal), "namespace": .string(namespace),
                "message": .string(message),
            ]
        }
    }
}
