import ScenarioLanguage
import SimulationKit

/// What one run came to: every verdict, a run-time failure if a step could not happen, and counts.
public struct RunOutcome: Hashable, Sendable {
    /// Every expectation's verdict, in the order reached. An ``ExploringRun`` leaves out the lines
    /// that held to the end: exploration reads only what failed.
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
    /// How many records each catalog rule produced. An exploring run only marks the rules that fired
    /// (``RuleCounts/rules``).
    public var ruleCounts: RuleCounts

    /// The catalog rules that produced records, with how often (the counted ones: see ``ruleCounts``).
    public var rulesFired: [String: Int] { ruleCounts.byName }

    /// True when every expectation held and nothing stopped the run early.
    public var passed: Bool {
        failure == nil && !hitEventLimit && results.allSatisfy(\.passed)
    }

    /// The verdicts that failed (a line the run never reached did not fail: see ``notReached``).
    public var failures: [ExpectationResult] { results.filter { !$0.passed && $0.reached } }

    /// The lines the run never reached because it stopped early, each saying why it stopped.
    public var notReached: [ExpectationResult] { results.filter { !$0.reached } }

    /// Why the run stopped before its end, in words (`the run stopped at 3.000s: the step at line 7
    /// could not happen`; the step's own message is the failure's); nil when it ran to the end.
    public var stopReason: String? { Self.stopReason(failure: failure, hitEventLimit: hitEventLimit, end: end) }

    /// Why a run that ended at `end` stopped early, or nil when it did not.
    static func stopReason(failure: RuntimeFailure?, hitEventLimit: Bool, end: SimInstant) -> String? {
        if let failure {
            return "the run stopped at \(failure.time): the step at line \(failure.location.line) could not happen"
        }
        return hitEventLimit ? "the run stopped at the event limit at \(end)" : nil
    }
}
