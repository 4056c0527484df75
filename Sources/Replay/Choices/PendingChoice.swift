import ScenarioLanguage

/// A run stopped at a what-if choice: where, and the options it offers, simplest first.
///
/// Exploration forks the run here — one copy per option — so every timeline shares the work done
/// before the choice. Options are listed simplest first (a `maybe` step skipped before taken, a fault
/// off before on, an alert's buttons in the order the alert lists them), so the lowest option index
/// is also the one a counterexample shrinks toward.
///
/// ```swift
/// var run = ExploringRun(prepared)
/// while let choice = run.advance() {   // line 12 alert any: ["Allow Once", …]
///     run.choose(0)
/// }
/// let outcome = run.finish()
/// ```
public struct PendingChoice: Hashable, Sendable {
    /// Where the run stopped.
    public var point: ChoicePoint
    /// The options, simplest first, as printed in a timeline (`"Don’t Allow"`, `skipped`, `on`).
    public var options: [String]

    /// A choice with its options.
    public init(point: ChoicePoint, options: [String]) {
        self.point = point
        self.options = options
    }
}

/// A line held at a what-if choice: the entry, its step as resolved so far, and how deep in `maybe`.
struct PendingStep: Hashable, Sendable {
    var entry: Int
    var step: Step
    var depth = 0
    /// True once a `fault` step's on/off is decided, so it is not asked again.
    var decided = false

    /// A pending line for a step that may hold a choice; nil for one that never does.
    init?(entry: Int, step: Step) {
        switch step {
        case .maybe, .alert(.any), .ifPossible(.alert(.any)), .fault: break
        default: return nil
        }
        self.entry = entry
        self.step = step
    }
}
