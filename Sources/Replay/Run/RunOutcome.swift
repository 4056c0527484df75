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

/// A step that could not happen at run time (`alert "Allow Once"` with no alert on screen): the run
/// stops there, with the time, the line and what was on screen instead.
public struct RuntimeFailure: Hashable, Sendable, CustomStringConvertible {
    /// When.
    public var time: SimInstant
    /// The step's line.
    public var location: SourceLocation
    /// The step's source text.
    public var lineText: String
    /// Why it could not happen, and what the screen showed.
    public var message: String

    /// `file:line:column: error at 8.700s: message`, the line and a caret.
    public var description: String {
        let number = String(location.line)
        let gutter = String(repeating: " ", count: max(5, number.count))
        let padded = String(repeating: " ", count: gutter.count - number.count) + number
        let indent = String(repeating: " ", count: max(0, location.column - 1))
        return "\(location): error at \(time): \(message)\n\(padded) | \(lineText)\n\(gutter) | \(indent)^\n"
    }
}

/// What one run came to: every verdict, a run-time failure if a step could not happen, and counts.
public struct RunOutcome: Hashable, Sendable {
    /// Every expectation's verdict, in the order reached.
    public var results: [ExpectationResult]
    /// The step that stopped the run, if one did.
    public var failure: RuntimeFailure?
    /// Whether the event limit stopped the run.
    public var hitEventLimit: Bool
    /// Events the run processed (scenario steps and system events).
    public var events: Int
    /// Trace records it produced.
    public var records: Int
    /// The simulated time it ended at.
    public var end: SimInstant
    /// The catalog rules that produced records, with how often, sorted by ID.
    public var rulesFired: [String: Int]

    /// True when every expectation held and nothing stopped the run early.
    public var passed: Bool {
        failure == nil && !hitEventLimit && results.allSatisfy(\.passed)
    }

    /// The verdicts that failed.
    public var failures: [ExpectationResult] { results.filter { !$0.passed } }
}
