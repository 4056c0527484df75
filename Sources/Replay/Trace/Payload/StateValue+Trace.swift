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

    /// The value as the text timeline writes it: text quoted when it holds a space or is empty,
    /// `none` for no value.
    public var traceText: String { traceValue.plainText }
}
