import SimulationKit

/// When an expected callback must (or must not) arrive.
///
/// Without a window (`nil` in ``Expectation``) a callback expectation covers the whole run.
public enum CallbackWindow: Hashable, Sendable {
    /// `at T`: at exactly this instant.
    case at(SimInstant)
    /// `between T1 and T2`: at or after T1 and at or before T2.
    case between(SimInstant, SimInstant)
    /// `within D`: at or after the line's time and at most D after it.
    case within(SimDuration)

    /// The spelling the printer writes back.
    public var scenarioText: String {
        switch self {
        case .at(let time): return "at \(time.sinceStart.scenarioText)"
        case .between(let from, let to):
            return "between \(from.sinceStart.scenarioText) and \(to.sinceStart.scenarioText)"
        case .within(let span): return "within \(span.scenarioText)"
        }
    }
}
