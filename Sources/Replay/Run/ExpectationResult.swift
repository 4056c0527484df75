import ScenarioLanguage
import SimulationKit

/// The verdict on one expectation, invariant or model rule.
public struct ExpectationResult: Hashable, Sendable {
    /// The line it came from.
    public var location: SourceLocation
    /// The expectation as written (`expect status == notDetermined`).
    public var text: String
    /// Whether it held.
    public var passed: Bool
    /// False for a line the run never reached: it stopped early (a step that could not happen, the
    /// event limit) before the line's time or window was over. Such a line neither held nor
    /// failed (`passed` is false) and is counted apart; the stop is the run's failure.
    public var reached: Bool
    /// What was expected and what actually happened.
    public var message: String
    /// When the verdict was reached.
    public var time: SimInstant

    /// A verdict.
    public init(
        location: SourceLocation, text: String, passed: Bool, message: String, time: SimInstant, reached: Bool = true
    ) {
        self.location = location
        self.text = text
        self.passed = passed
        self.reached = reached
        self.message = message
        self.time = time
    }
}
