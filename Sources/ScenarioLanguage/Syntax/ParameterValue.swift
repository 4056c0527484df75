import Vocabulary

/// The value of a `set` override: one figure, or a range that exploration walks (`2ms..9ms step 1ms`).
///
/// A range without a step is a measured span (the system draws from it with the seed); a range with a
/// step is a what-if choice point: each value is one timeline.
public enum ParameterValue: Hashable, Sendable {
    /// One figure: `set allowOnceExpiry 17s`.
    case single(Quantity)
    /// A span: `set initialCallbackDelay 2ms..9ms [step 1ms]`; bounds included, `low <= high`.
    case range(low: Quantity, high: Quantity, step: Quantity?)

    /// The spelling the printer writes back.
    public var scenarioText: String {
        switch self {
        case .single(let value): return value.scenarioText
        case .range(let low, let high, let step):
            return "\(low.scenarioText)..\(high.scenarioText)" + (step.map { " step \($0.scenarioText)" } ?? "")
        }
    }
}
