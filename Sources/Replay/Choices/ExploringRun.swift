import AppModels
import LocationSystem

/// One timeline as exploration runs it: the run core (``ScenarioRun``) with an observer that builds
/// no trace record, stopped at each what-if choice on the timeline (`maybe`, `alert any`, a `fault`
/// step) so exploration can fork it there; the header's and windows' choices are made before, in the
/// ``PreparedRun``.
///
/// Forking is copying, when the app is a value (``branching`` is ``AppBranching/fork``); an app
/// that is a reference type cannot be copied, and exploration re-runs its timelines from time zero.
///
/// ```swift
/// var run = ExploringRun(prepared)
/// while let choice = run.advance() {   // line 12 alert any: ["Allow Once", …]
///     var other = run                   // a fork, for the next option
///     run.choose(0)
/// }
/// let outcome = run.finish()            // the verdicts that failed or were decided early
/// ```
public struct ExploringRun: Sendable {
    /// The run core; internal so a test can compare it with a plain run's.
    private(set) var core: ScenarioRun
    private var observer = ExplorationObserver()
    /// ``advance()`` returned nil: the run is at its end, with no event left before it.
    private var ended = false

    /// A run at time zero, its first timed line next; `prepared` is taken when
    /// the caller is done with it (``ScenarioRun/init(_:)``).
    public init(_ prepared: consuming PreparedRun) {
        core = ScenarioRun(prepared)
    }

    /// A run at time zero of the scenario `box` holds, shared with the other runs made from it.
    public init(shared box: PreparedBox) {
        core = ScenarioRun(shared: box)
    }

    /// Runs until the next what-if choice and returns it, or returns nil when the run is over (call
    /// ``finish()`` for the verdicts). Calling it again without ``choose(_:)`` returns the same
    /// choice: nothing runs.
    public mutating func advance() -> PendingChoice? {
        if let choice = core.pendingChoice { return choice }
        core.runEvents(observer: &observer)
        let choice = core.pendingChoice
        ended = choice == nil
        return choice
    }

    /// The choice the run is stopped at, if any.
    public var pendingChoice: PendingChoice? { core.pendingChoice }

    /// Takes option `option` (an index into ``PendingChoice/options``) at the pending choice, and
    /// performs the line once nothing is left to decide on it (`maybe alert any` asks twice).
    ///
    /// - Precondition: the run is stopped at a choice and `option` is one of its indices.
    public mutating func choose(_ option: Int) {
        core.choose(option, observer: &observer)
    }

    /// Ends the run: the clock to the end and the verdicts that wait for it. The outcome lists the
    /// verdicts that failed or were decided before the end, not the lines that held throughout, and
    /// marks the rules that fired (``RuleCounts/rules``) rather than counting them.
    ///
    /// - Precondition: no choice is pending (``advance()`` returned nil).
    public mutating func finish() -> RunOutcome {
        precondition(core.pendingStep == nil, "finish() with a choice pending")
        return core.finishRun(observer: &observer)
    }

    /// The outcome ``finish()`` would give, leaving the run as it is: exploration keeps a timeline's
    /// end state whole, rather than a copy of it, to recognise another timeline that ends the same.
    ///
    /// - Precondition: the run is at its end (``advance()`` returned nil).
    public func outcome() -> RunOutcome {
        precondition(ended, "outcome() before the run reached its end")
        return core.outcomeAtEnd(observer: observer)
    }

    /// The hash of everything the rest of the run depends on, for merging: two timelines in the same
    /// state at a choice point continue identically, so exploration runs the rest once. With the app
    /// only when it forks by copy (``AppBranching/fork``); `includingApp: false` leaves it out.
    public func stateHash(includingApp: Bool) -> Int {
        var hasher = Hasher()
        core.hashState(into: &hasher, includingApp: includingApp)
        return hasher.finalize()
    }

    /// Lets go of the app: a state kept to be compared without it (an object app, re-run for every
    /// timeline, under ``ExplorationOptions``' recorded-state heuristic) need not keep it alive.
    public mutating func dropApp() {
        core.endApp()
    }

    /// Whether `other` is in the same state as this run (``ScenarioRun/isSameState(as:includingApp:)``),
    /// so their futures are the same.
    public func isSameState(as other: ExploringRun, includingApp: Bool) -> Bool {
        core.isSameState(as: other.core, includingApp: includingApp)
    }

    /// How exploration branches this run: by copying it, or by re-running it from time zero (the
    /// app's ``AppDriver/branching``).
    public var branching: AppBranching { core.prepared.branching }

    /// The app's UI as last recorded (what the user sees now).
    public var currentUI: [StateEntry] { core.lastUI }

    /// Events processed so far.
    public var eventCount: Int { core.events }

    /// Steps performed so far.
    public var stepCount: Int { core.steps }

    /// The UIs the app showed since the last call, in order.
    public mutating func takeShownUI() -> [[StateEntry]] {
        observer.takeShownUI()
    }
}
