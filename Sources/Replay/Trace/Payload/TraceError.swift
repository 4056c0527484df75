import LocationSystem

/// Something that could not happen.
public enum TraceError: Hashable, Sendable {
    /// A step impossible at run time, with its line, or the run stopped (no line).
    case failed(String, line: Int? = nil)
    /// The app used the API wrongly (a manager that was never created).
    case invalidCall(AppCall, reason: String)

    /// The schema's `message` field.
    public var message: String {
        switch self {
        case .failed(let message, _): return message
        case .invalidCall(let call, let reason): return "invalid call \(call.api): \(reason)"
        }
    }

    /// The schema's fields: `message`, and the line or the call's own fields (not its `api`, which
    /// the message names).
    var fields: TraceFields {
        switch self {
        case .failed(let message, let line):
            var fields: TraceFields = ["message": .string(message)]
            if let line { fields["line"] = .int(Int64(line)) }
            return fields
        case .invalidCall(let call, _):
            var fields = TracePayload.callFields(call)
            fields["message"] = .string(message)
            fields.removeValue(forKey: "api")
            return fields
        }
    }
}
