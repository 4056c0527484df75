import AppModels
import LocationSystem
import ScenarioLanguage
import SimulationKit

/// The run core: one run of a scenario — the scenario's steps on the simulation's queue, the
/// system's replies, the app's reactions (through its ``AppDriver``), and the verdicts of the checks.
///
/// What the run tells the outside goes to a ``RunObserver``: a plain run (``run(_:)``) streams every
/// trace record out through a ``TraceRecorder``; an ``ExploringRun`` holds a core with an
/// ``ExplorationObserver`` that builds no record, and the core stops at each what-if choice for it.
/// A value, like everything it holds, so exploration can fork a run mid-way by copying it.
///
/// ```swift
/// var run = ScenarioRun(prepared)
/// let outcome = run.run { record in print(TextTimeline.line(record), terminator: "") }
/// ```
public struct ScenarioRun: Sendable {
    /// The prepared scenario.
    public var prepared: PreparedRun {
        _read { yield preparedBox.value }
    }
    /// Held in a box: forking a run then retains one object instead of every buffer of the
    /// scenario (each run made from a ``PreparedRun`` has a box of its own).
    let preparedBox: PreparedBox
    /// The simulated world.
    public internal(set) var simulation: Simulation
    /// The app while it runs (the scenario's model unless ``PreparedRun/app`` says otherwise); nil
    /// before launch and after termination.
    public var app: (any AppDriver)? { hasApp ? driver : nil }
    /// The app, or ``NoApp`` while none runs (``hasApp``).
    var driver: any AppDriver = NoApp()
    /// Whether an app runs (``driver`` is not ``NoApp``).
    private(set) var hasApp = false
    var lastUI: [StateEntry] = []
    var lastSession: [StateEntry] = []
    /// Moves whenever ``lastUI`` or ``lastSession`` changes, so checks can tell a changed model
    /// state from an unchanged one without comparing it.
    var shownVersion = 0
    /// What the state checks read when they last ran (``CheckInputs``); nil before the first.
    var checkedInputs: CheckInputs?
    /// Whether the app may have changed since its invariants were last checked: invariants that
    /// read only the app's own state (``AppDriver/invariantsReadSystem``) are checked only then.
    var invariantsDue = true
    /// The launched app's ``AppDriver/invariantsReadSystem``.
    var invariantsReadSystem = true
    var tracker: ExpectationTracker
    var events = 0
    /// Steps performed so far (a timeline's length, for choosing the shortest counterexample).
    var steps = 0
    var failure: RuntimeFailure?
    /// The last authorization request the system ignored since an alert was last shown — when, why
    /// and by which rule: an `alert` step that finds no alert says why there is none
    /// (``noAlertReason()``), spelled only then, as most ignored requests are never asked about.
    var ignoredRequest: (time: SimInstant, reason: String, rule: RuleID?)?
    var hitLimit = false
    /// The line stopped at a what-if choice, waiting for a choice; nil in a plain run.
    var pendingStep: PendingStep?
    /// The next of the box's timed lines (``PreparedBox/lines``) to run.
    var nextLine = 0

    /// A run at time zero, its first timed line next. The prepared scenario is taken, not copied,
    /// when the caller is done with it (a copy retains each of its buffers), and read in place from
    /// its box.
    public init(_ prepared: consuming PreparedRun) {
        self.init(shared: PreparedBox(prepared))
    }

    /// A run at time zero of the scenario `box` holds, shared with every other run made from it.
    public init(shared box: PreparedBox) {
        preparedBox = box
        simulation = Simulation(configuration: box.value.configuration)
        tracker = ExpectationTracker(
            scenario: box.value.scenario, texts: box.value.expectationTexts,
            modelLocation: Self.modelLocation(box.value.scenario))
    }

    static func modelLocation(_ scenario: Scenario) -> SourceLocation {
        let statement = scenario.header.first { if case .model = $0.header { true } else { false } }
        return statement?.location ?? SourceLocation(file: scenario.file, line: 1, column: 1)
    }

    /// Runs to the scenario's end (or the first step that cannot happen, or the event limit),
    /// handing every record to `emit` as it is made, and returns the verdicts.
    public mutating func run(_ emit: (TraceRecord) -> Void) -> RunOutcome {
        withoutActuallyEscaping(emit) { emit in
            var recorder = TraceRecorder(emit)
            runEvents(observer: &recorder)
            return finishRun(observer: &recorder)
        }
    }

    /// Runs the timed lines and the system's events in time order until the scenario's end, a
    /// failure, the event limit or, when the observer ``RunObserver/stopsAtChoices``, a line that
    /// holds a what-if choice (left in ``pendingStep``).
    mutating func runEvents(observer: inout some RunObserver) {
        let end = prepared.scenario.resolvedEnd
        while failure.isNone, !hitLimit, pendingStep.isNone, let next = nextEvent(), next.time <= end {
            if events >= prepared.maximumEvents {
                hitLimit = true
                observer.note(rule: nil) {
                    TraceRecord(
                        time: simulation.now,
                        payload: .error(.failed("stopped at the limit of \(prepared.maximumEvents) events")))
                }
                break
            }
            tracker.passDeadlines(before: next.time, observer: &observer)
            if let line = next.line {
                simulation.advance(to: next.time)
                nextLine += 1
                events += 1
                if stopsAtChoice(line, observer: observer) { return }
                perform(entryAt: line, observer: &observer)
            } else {
                // The run schedules no event of its own: the queue hands back only the system's.
                guard case .system(let produced) = simulation.step() else { break }
                events += 1
                process(produced, observer: &observer)
            }
            checkAfterEvent(observer: &observer)
        }
    }

    /// When the next event is due, and the timeline entry it runs when it is the next timed line
    /// rather than the system's: a line goes first among events due at one time.
    private func nextEvent() -> (time: SimInstant, line: Int?)? {
        let system = simulation.nextEventTime()
        let lines = preparedBox.lines
        if nextLine < lines.count, system.map({ lines[nextLine].time <= $0 }) ?? true {
            return (lines[nextLine].time, lines[nextLine].entry)
        }
        return system.map { ($0, nil) }
    }

    /// Whether the entry at `index` holds a what-if choice the observer stops at: it is then left
    /// in ``pendingStep``.
    private mutating func stopsAtChoice(_ index: Int, observer: some RunObserver) -> Bool {
        guard type(of: observer).stopsAtChoices, let step = prepared.scenario.timeline[index].step,
            let pending = PendingStep(entry: index, step: step), choiceOptions(for: pending) != nil
        else { return false }
        pendingStep = pending
        return true
    }

    /// The checks after every event: `always`, `eventually`, untimed lines, the model's invariants.
    mutating func checkAfterEvent(observer: inout some RunObserver) {
        guard failure.isNone else { return }
        // Building a snapshot reads the model's whole UI and session: only when a check will read it,
        // and only when something it reads changed since the checks last ran (the verdicts would not).
        // No optional snapshot outlives the branch: destroying one goes through the runtime's generic
        // witnesses, after every event.
        if tracker.watchesState {
            let due = tracker.readsCallbackDue && simulation.callbackDue
            let inputs = CheckInputs(simulation.state, shownVersion: shownVersion, callbackDue: due)
            if inputs != checkedInputs || tracker.readsAlertText {
                checkedInputs = inputs
                let snapshot = StateSnapshot(simulation: simulation, ui: lastUI, session: lastSession, callbackDue: due)
                tracker.checkState(snapshot, time: simulation.now, observer: &observer)
            }
        }
        // An app unchanged since the last check breaks the same rules, unless they read the system,
        // and each broken rule is reported once: the check (and the system handle it takes) would
        // change nothing.
        guard invariantsDue || invariantsReadSystem else { return }
        invariantsDue = false
        guard hasApp else { return }
        let violations = driver.invariantViolations(system: simulation.appSystem())
        if !violations.isEmpty {
            tracker.checkModel(violations, time: simulation.now, observer: &observer)
        }
    }

    /// Closes the run: the clock to the end, the verdicts that wait for it, and the outcome.
    mutating func finishRun(observer: inout some RunObserver) -> RunOutcome {
        let end = prepared.scenario.resolvedEnd
        if failure.isNone && !hitLimit && simulation.now < end {
            simulation.advance(to: end)
        }
        let stop = self.stop
        tracker.finish(at: stop.time, stopped: stop.reason, observer: &observer)
        return outcome(tracker.results, end: stop.time, observer: observer)
    }

    /// The outcome ``finishRun(observer:)`` would give, leaving the run as it is: the verdicts that
    /// wait for the end are decided on copies of the checks and of `observer` (the clock's last move
    /// changes nothing they read). Exploration keeps a timeline's end state whole, not a copy of it.
    func outcomeAtEnd(observer: some RunObserver) -> RunOutcome {
        let stop = self.stop
        // Nothing left to decide (most timelines): the verdicts are the run's own, with no copies.
        if stop.reason == nil && tracker.decidedBeforeEnd(keepingPassing: type(of: observer).keepsPassingVerdicts) {
            return outcome(tracker.results, end: stop.time, observer: observer)
        }
        var tracker = tracker
        var observer = observer
        tracker.finish(at: stop.time, stopped: stop.reason, observer: &observer)
        return outcome(tracker.results, end: stop.time, observer: observer)
    }

    /// When the run ends (its failure's time, the event limit's, or the scenario's end) and why it
    /// stopped early, if it did.
    /// A run that reached its end is told apart first: asking a run-time failure for its time
    /// copies the optional through the runtime's generic witnesses, at every timeline's end.
    private var stop: (time: SimInstant, reason: String?) {
        if failure.isNone && !hitLimit { return (prepared.scenario.resolvedEnd, nil) }
        let time = failure?.time ?? simulation.now
        return (time, RunOutcome.stopReason(failure: failure, hitEventLimit: hitLimit, end: time))
    }

    private func outcome(_ results: [ExpectationResult], end: SimInstant, observer: some RunObserver) -> RunOutcome {
        RunOutcome(
            results: results, failure: failure.isNone ? nil : failure, hitEventLimit: hitLimit, events: events,
            records: observer.recordCount, end: end, ruleCounts: observer.ruleCounts)
    }

    // MARK: System records

    /// Notes each record and hands deliveries to the app, whose calls produce more records. A
    /// delivery is built whenever a callback check watches: the check reads it.
    mutating func process(_ produced: [SystemRecord], observer: inout some RunObserver) {
        // Each record is read where it lies: a copy of one retains everything it holds.
        for index in produced.indices {
            let rule = produced[index].rule
            // Whether the app was in the foreground when a callback arrived is part of the callback.
            if tracker.watchesCallbacks && produced[index].isDelivery {
                let trace = TraceRecord.from(produced[index], foreground: simulation.state.app.lifecycle == .foreground)
                observer.record(trace, rule: rule)
                tracker.observe(trace, observer: &observer)
            } else {
                observer.note(rule: rule) {
                    TraceRecord.from(produced[index], foreground: simulation.state.app.lifecycle == .foreground)
                }
            }
            switch produced[index].kind {
            case .delivered(let event):
                deliver(event, observer: &observer)
            case .crash:
                endApp()
                emitStateChange(observer: &observer)
            case .ignoredCall(let call, let reason) where call.isAuthorizationRequest:
                ignoredRequest = (produced[index].time, reason, rule)
            case .alertShown:
                ignoredRequest = nil
            default:
                break
            }
        }
        if !simulation.state.app.lifecycle.isRunning && simulation.state.app.lifecycle != .suspended && hasApp {
            endApp()
            emitStateChange(observer: &observer)
        }
    }

    /// Ends the app: none runs until the next launch.
    mutating func endApp() {
        driver = NoApp()
        hasApp = false
    }

    /// Gives an event to the app (a fresh one at launch), applies its calls, records what changed.
    mutating func deliver(_ event: AppEvent, observer: inout some RunObserver) {
        if case .launched = event { launchApp() }
        guard hasApp else { return }
        // A launch makes a new app and a termination ends it: the UI changes whatever the handler did.
        let replaced: Bool
        switch event {
        case .launched, .terminated: replaced = true
        default: replaced = false
        }
        // An event the app ignores changes nothing and calls nothing: there is nothing to hand over.
        if !replaced && driver.ignores(event) { return }
        var system = simulation.appSystem()
        var changed = true
        // Changed where it lies: its storage is copied only if a forked run shares it.
        if type(of: observer).readsUIOnlyAfterChange && !replaced {
            changed = driver.handleNotingChange(event, system: &system)
        } else {
            driver.handle(event, system: &system)
        }
        if case .terminated = event { endApp() }
        process(simulation.perform(system.calls), observer: &observer)
        // An app the event left unchanged shows what the last state change recorded.
        if changed { emitStateChange(observer: &observer) }
    }

    /// A fresh app at launch, and what its invariants read.
    private mutating func launchApp() {
        let launched = prepared.app.launch(prepared.model, prepared.modelOptions)
        driver = launched ?? NoApp()
        hasApp = launched != nil
        invariantsReadSystem = type(of: driver).invariantsReadSystem
    }

    /// After the app may have changed: notes a `state` record with the UI and session keys that
    /// changed since the last one, tells the observer of a new UI, and marks the app's invariants due.
    mutating func emitStateChange(observer: inout some RunObserver) {
        invariantsDue = true
        // Without an app, ``NoApp`` shows nothing.
        let ui = driver.ui
        let session = driver.session
        let uiChanged = ui != lastUI
        guard uiChanged || session != lastSession else { return }
        shownVersion += 1
        if uiChanged { observer.shown(ui) }
        let (oldUI, oldSession) = (lastUI, lastSession)
        lastUI = ui
        lastSession = session
        observer.note(rule: nil) {
            let uiChanges = StateEntry.changes(from: oldUI, to: ui)
            let sessionChanges = StateEntry.changes(from: oldSession, to: session)
            guard !uiChanges.isEmpty || !sessionChanges.isEmpty else { return nil }
            return TraceRecord(time: simulation.now, payload: .state(ui: uiChanges, session: sessionChanges))
        }
    }

    // MARK: Scenario lines

    /// Runs the timeline entry at `index` as written: a step, or a check at its time. The entry is
    /// read in place rather than copied whole.
    mutating func perform(entryAt index: Int, observer: inout some RunObserver) {
        let location = prepared.scenario.timeline[index].location
        switch prepared.scenario.timeline[index].action {
        case .expectation(let expectation):
            let snapshot = StateSnapshot(simulation: simulation, ui: lastUI, session: lastSession)
            tracker.checkNow(
                expectation, text: prepared.expectationTexts[index] ?? expectation.scenarioText, location: location,
                snapshot: snapshot, observer: &observer)
        case .step(let step):
            perform(step, at: location, observer: &observer)
        }
    }

    /// Performs the step of the entry at `index` as a choice resolved it.
    mutating func perform(entryAt index: Int, resolved step: Step, observer: inout some RunObserver) {
        perform(step, at: prepared.scenario.timeline[index].location, observer: &observer)
    }

    /// Performs `step`, written at `location`; a step that cannot happen ends the run there.
    private mutating func perform(_ step: Step, at location: SourceLocation, observer: inout some RunObserver) {
        steps += 1
        observer.note(rule: nil) {
            TraceRecord(time: simulation.now, payload: .step(text: step.scenarioText, line: location.line))
        }
        do {
            try perform(step, observer: &observer)
        } catch {
            let message = error.description
            failure = RuntimeFailure(
                time: simulation.now, location: location, lineText: prepared.line(location.line),
                message: message, infeasible: error.infeasible)
            observer.note(rule: nil) {
                TraceRecord(time: simulation.now, payload: .error(.failed(message, line: location.line)))
            }
        }
    }
}

extension SystemRecord {
    /// Whether the record hands an event to the app (the only records a callback watch reads).
    var isDelivery: Bool {
        if case .delivered = kind { true } else { false }
    }
}
