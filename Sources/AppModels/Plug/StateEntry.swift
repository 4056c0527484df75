/// One key of a model's UI or session state, with its value.
///
/// Ordered pairs rather than a dictionary: the order is the model's display order, and nothing
/// that reaches a trace may depend on hash order.
public struct StateEntry: Hashable, Sendable {
    /// The key as expectations name it (`ui.screen`, `session.distance_m`).
    public var key: String
    /// Its current value.
    public var value: StateValue

    /// A pair.
    public init(_ key: String, _ value: StateValue) {
        self.key = key
        self.value = value
    }
}

/// A UI or session value: exact and printable, so traces and goldens never vary.
public enum StateValue: Hashable, Sendable, CustomStringConvertible {
    /// Text the user reads or a symbolic state (`"Run map"`, `paused`).
    case text(String)
    /// A whole number (`54` metres, `3` gaps).
    case number(Int64)
    /// On or off.
    case flag(Bool)
    /// Nothing shown or held.
    case none

    /// The value as expectations and the text timeline write it.
    public var description: String {
        switch self {
        case .text(let text): return text
        case .number(let number): return String(number)
        case .flag(let flag): return flag ? "true" : "false"
        case .none: return "none"
        }
    }
}
