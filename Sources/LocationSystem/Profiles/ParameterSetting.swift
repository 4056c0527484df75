import Vocabulary

/// The typed value a scenario's `set` line gives a profile parameter: one figure, or a span the
/// parameter holds as itself (`initialCallbackDelay 2ms..9ms`). A step (`step 1ms`) is a what-if
/// choice the runner resolves before the profile sees the value.
///
/// ```swift
/// var profile = Profile.ios27Simulator
/// try profile.set("allowOnceExpiry", to: .single(.duration(.seconds(17))))
/// ```
public enum ParameterSetting: Hashable, Sendable {
    /// One figure: `set allowOnceExpiry 17s`.
    case single(Quantity)
    /// A span, bounds included: `set initialCallbackDelay 2ms..9ms`.
    case range(low: Quantity, high: Quantity)

    /// The scenario spelling (`17s`, `2ms..9ms`), what trace headers record and messages quote.
    public var scenarioText: String {
        switch self {
        case .single(let value): return value.scenarioText
        case .range(let low, let high): return "\(low.scenarioText)..\(high.scenarioText)"
        }
    }
}
