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
    /// What was expected and what actually happened.
    public var message: String
    /// When the verdict was reached.
    public var time: SimInstant

    /// A verdict.
    public init(location: SourceLocation, text: String, passed: Bool, message: String, time: SimInstant) {
        self.location = location
        self.text = text
        self.passed = passed
        self.message = message
        self.time = time
    }
}
