import AppModels
import LocationSystem
import ScenarioLanguage
import SimulationKit

extension ScenarioRun {
    /// A run that stops at every what-if choice on the timeline (`maybe`, `alert any`, a `fault`
    /// step) so exploration can fork it there; the header's and windows' choices are made before,
    /// in the ``PreparedRun``.
    public init(exploring prepared: PreparedRun) {
        self.init(prepared)
        stopsAtChoices = true
        buildsAllRecords = false
    }

    /// Runs until the next what-if choice and returns it, or returns nil when the run is over (call
    /// ``finish(_:)`` for the verdicts). Records go to `emit` as they are made.
    ///
    /// Calling it again without ``choose(_:_:)`` returns the same choice: nothing runs.
    public mutating func advance(_ emit: (TraceRecord) -> Void) -> PendingChoice? {
        if let choice = pendingChoice { return choice }
        withoutActuallyEscaping(emit) { emit in
            var sink = makeSink(emit)
            runEvents(sink: &sink)
            absorb(sink)
        }
        return pendingChoice
    }

    /// The choice the run is stopped at, if any.
    public var pendingChoice: PendingChoice? {
        guard let pendingStep, let options = choiceOptions(for: pendingStep) else { return nil }
        let line = prepared.scenario.timeline[pendingStep.entry].location.line
        let kind: ChoicePoint.Kind
        switch pendingStep.step {
        case .maybe: kind = .maybe
        case .alert: kind = .alertAny
        default: kind = .stepFault
        }
        return PendingChoice(
            point: ChoicePoint(kind: kind, line: line, entry: pendingStep.entry, depth: pendingStep.depth),
            options: options)
    }

    /// Takes option `option` (an index into ``PendingChoice/options``) at the pending choice, and
    /// performs the line once nothing is left to decide on it (`maybe alert any` asks twice).
    ///
    /// - Precondition: the run is stopped at a choice and `option` is one of its indices.
    public mutating func choose(_ option: Int, _ emit: (TraceRecord) -> Void) {
        guard var pending = pendingStep, let options = choiceOptions(for: pending) else {
            preconditionFailure("choose(\(option)) with no choice pending")
        }
        precondition(options.indices.contains(option), "option \(option) of \(options)")
        var skipped = false
        switch pending.step {
        case .maybe(let inner):
            if option == 0 {
                skipped = true
            } else {
                pending.step = inner
                pending.depth += 1
                pending.decided = false
            }
        case .alert(.any):
            pending.step = .alert(.button(label: options[option]))
        case .fault:
            if option == 0 { skipped = true } else { pending.decided = true }
        default:
            break
        }
        if !skipped, choiceOptions(for: pending) != nil {
            pendingStep = pending
            return
        }
        pendingStep = nil
        withoutActuallyEscaping(emit) { emit in
            var sink = makeSink(emit)
            if !skipped { perform(entryAt: pending.entry, resolved: pending.step, sink: &sink) }
            checkAfterEvent(sink: &sink)
            absorb(sink)
        }
    }

    /// Ends the run: the clock to the end and the verdicts that wait for it.
    ///
    /// - Precondition: no choice is pending (``advance(_:)`` returned nil).
    public mutating func finish(_ emit: (TraceRecord) -> Void) -> RunOutcome {
        precondition(pendingStep == nil, "finish() with a choice pending")
        return withoutActuallyEscaping(emit) { emit in
            var sink = makeSink(emit)
            return finishRun(sink: &sink)
        }
    }

    /// The options the pending line offers, simplest first; nil when nothing is left to choose
    /// (an `alert any` with no alert up fails as the plain run does).
    func choiceOptions(for pending: PendingStep) -> [String]? {
        switch pending.step {
        case .maybe: return ["skipped", "taken"]
        case .alert(.any):
            guard let alert = simulation.state.alert, !alert.buttons.isEmpty else { return nil }
            return alert.buttons
        case .fault: return pending.decided ? nil : ["off", "on"]
        default: return nil
        }
    }

    /// Everything the rest of the run depends on, for deduplication: two timelines with equal keys
    /// at a choice point continue identically, so exploration runs the rest once.
    public var stateKey: RunStateKey {
        RunStateKey(
            simulation: simulation, app: app, tracker: tracker, lastUI: lastUI, lastSession: lastSession,
            pendingStep: pendingStep, failure: failure, hitLimit: hitLimit)
    }

    /// How exploration branches this run: by copying it, or by re-running it from time zero (the
    /// app's ``AppDriver/branching``).
    public var branching: AppBranching { prepared.app.branching }

    /// The app's UI as last recorded (what the user sees now).
    public var currentUI: [StateEntry] { lastUI }

    /// Events processed so far.
    public var eventCount: Int { events }

    /// Steps performed so far.
    public var stepCount: Int { steps }

    /// The UIs the model showed since the last call, in order (exploration only: a run that builds
    /// every record shows them as `state` records instead).
    public mutating func takeShownUI() -> [[StateEntry]] {
        defer { shownUI = [] }
        return shownUI
    }
}

/// The part of a run that decides its future: system, app, pending verdicts, the UI last shown and
/// the line held at a choice. Counters and the trace so far are left out, so converging timelines
/// compare equal. Only a run whose app forks by copy (``AppBranching/fork``) has a meaningful key.
public struct RunStateKey: Hashable, Sendable {
    let simulation: Simulation
    let app: (any AppDriver)?
    let tracker: ExpectationTracker
    let lastUI: [StateEntry]
    let lastSession: [StateEntry]
    let pendingStep: PendingStep?
    let failure: RuntimeFailure?
    let hitLimit: Bool

    /// Hashes the world, the model and the checks; the UI and session last recorded follow from the
    /// model, and the held line from the queue, so they are only compared.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(simulation)
        if let app { app.hashState(into: &hasher) } else { hasher.combine(0) }
        hasher.combine(tracker)
        hasher.combine(pendingStep?.entry)
        hasher.combine(pendingStep?.depth)
        hasher.combine(failure == nil)
        hasher.combine(hitLimit)
    }

    /// Equal when every part is; the apps compare through ``AppDriver/isSameState(as:)``.
    public static func == (lhs: RunStateKey, rhs: RunStateKey) -> Bool {
        let sameApp: Bool
        switch (lhs.app, rhs.app) {
        case (nil, nil): sameApp = true
        case (let left?, let right?): sameApp = left.isSameState(as: right)
        default: sameApp = false
        }
        return sameApp && lhs.simulation == rhs.simulation && lhs.tracker == rhs.tracker && lhs.lastUI == rhs.lastUI
            && lhs.lastSession == rhs.lastSession && lhs.pendingStep == rhs.pendingStep && lhs.failure == rhs.failure
            && lhs.hitLimit == rhs.hitLimit
    }
}
