import AppModels

extension StateValue {
    /// The value as a trace field.
    var traceValue: TraceValue {
        switch self {
        case .text(let text): return .string(text)
        case .number(let number): return .int(number)
        case .flag(let flag): return .bool(flag)
        case .none: return .null
        }
    }
}
