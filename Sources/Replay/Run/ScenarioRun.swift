import AppModels
import LocationSystem
import ScenarioLanguage
import SimulationKit

/// One run of a scenario: the scenario's steps on the simulation's queue, the system's replies, the
/// model's reactions, and the verdicts, streamed out as trace records.
///
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
    private let preparedBox: PreparedBox
    /// The simulated world.
    public internal(set) var simulation: Simulation
    /// The app's model while the app runs; nil before launch and after termination.
    public internal(set) var model: AnyAppModel?
    var lastUI: [StateEntry] = []
    var lastSession: [StateEntry] = []
    /// Moves whenever ``lastUI`` or ``lastSession`` changes, so checks can tell a changed model
    /// state from an unchanged one without comparing it.
    var shownVersion = 0
    /// What the state checks read when they last ran (``CheckInputs``); nil before the first.
    var checkedInputs: CheckInputs?
    /// The UIs shown since the explorer last took them (``takeShownUI()``); filled only when records
    /// are not all built, since a plain run shows them as `state` records.
    var shownUI: [[StateEntry]] = []
    var tracker: ExpectationTracker
    var events = 0
    var records = 0
    var ruleCounts = RuleCounts()
    /// Steps performed so far (a timeline's length, for choosing the shortest counterexample).
    var steps = 0
    var failure: RuntimeFailure?
    /// The last authorization request the system ignored since an alert was last shown, as a note
    /// (`the request at 1.000s was ignored: … (PLIST-2)`): an `alert` step that finds no alert says
    /// why there is none.
    var ignoredRequest: String?
    var hitLimit = false
    /// The line stopped at a what-if choice, waiting for ``choose(_:_:)``; nil in a plain run.
    var pendingStep: PendingStep?
    /// Whether the run stops at what-if choices (exploration) instead of taking the plain run's
    /// choices: the first button, the `maybe` step taken, a fault switched on.
    public var stopsAtChoices = false
    /// Whether every trace record is built (a plain run prints them). Exploration clears it: then
    /// only the records a check reads are built (callbacks while a callback expectation watches, and
    /// the rare error records); steps are counted, the UIs shown are kept (``takeShownUI()``), the
    /// rest only mark their rules as fired, and the outcome leaves out the lines that held to the
    /// end (exploration reads the failures).
    public var buildsAllRecords = true

    /// A run at time zero with every timed line of the scenario scheduled.
    public init(_ prepared: PreparedRun) {
        preparedBox = PreparedBox(prepared)
        simulation = Simulation(configuration: prepared.configuration)
        tracker = ExpectationTracker(
            scenario: prepared.scenario, texts: prepared.expectationTexts,
            modelLocation: Self.modelLocation(prepared.scenario))
        for (index, entry) in prepared.scenario.timeline.enumerated() where entry.timing != .untimed {
            if case .expectation(let expectation) = entry.action, !expectation.isCheckedAtItsTime { continue }
            simulation.schedule(external: index, at: entry.time)
        }
    }

    static func modelLocation(_ scenario: Scenario) -> SourceLocation {
        let statement = scenario.header.first { if case .model = $0.header { true } else { false } }
        return statement?.location ?? SourceLocation(file: scenario.file, line: 1, column: 1)
    }

    /// Runs to the scenario's end (or the first step that cannot happen, or the event limit),
    /// handing every record to `emit` as it is made, and returns the verdicts.
    public mutating func run(_ emit: (TraceRecord) -> Void) -> RunOutcome {
        withoutActuallyEscaping(emit) { emit in runToEnd(emit) }
    }

    private mutating func runToEnd(_ emit: @escaping (TraceRecord) -> Void) -> RunOutcome {
        var sink = makeSink(emit)
        runEvents(sink: &sink)
        return finishRun(sink: &sink)
    }

    /// A sink for this run's records: it builds them all only when the run does.
    func makeSink(_ emit: @escaping (TraceRecord) -> Void) -> RecordSink {
        RecordSink(emit: emit, buildsAll: buildsAllRecords)
    }

    /// Steps the queue until the scenario's end, a failure, the event limit or, when
    /// ``stopsAtChoices`` is set, a line that holds a what-if choice (left in ``pendingStep``).
    mutating func runEvents(sink: inout RecordSink) {
        let end = prepared.scenario.resolvedEnd
        while failure == nil, !hitLimit, pendingStep == nil, let next = simulation.nextEventTime(), next <= end {
            if events >= prepared.maximumEvents {
                hitLimit = true
                sink.emit(
                    TraceRecord(
                        time: simulation.now,
                        payload: .error(.failed("stopped at the limit of \(prepared.maximumEvents) events"))))
                break
            }
            tracker.passDeadlines(before: next, sink: &sink)
            guard let outcome = simulation.step() else { break }
            events += 1
            switch outcome {
            case .external(let index):
                if stopsAtChoices, let step = prepared.scenario.timeline[index].step,
                    let pending = PendingStep(entry: index, step: step), choiceOptions(for: pending) != nil
                {
                    pendingStep = pending
                    return
                }
                perform(entryAt: index, sink: &sink)
            case .system(let produced):
                process(produced, sink: &sink)
            }
            checkAfterEvent(sink: &sink)
        }
    }

    /// The checks after every event: `always`, `eventually`, untimed lines, the model's invariants.
    mutating func checkAfterEvent(sink: inout RecordSink) {
        guard failure == nil else { return }
        // Building a snapshot reads the model's whole UI and session: only when a check will read it,
        // and only when something it reads changed since the checks last ran (the verdicts would not).
        var snapshot: StateSnapshot?
        if tracker.watchesState {
            let due = tracker.readsCallbackDue && simulation.callbackDue
            let inputs = CheckInputs(simulation.state, shownVersion: shownVersion, callbackDue: due)
            if inputs != checkedInputs || tracker.readsAlertText {
                checkedInputs = inputs
                snapshot = StateSnapshot(simulation: simulation, ui: lastUI, session: lastSession, callbackDue: due)
            }
        }
        tracker.afterEvent(snapshot, time: simulation.now, model: model, sink: &sink, system: simulation)
    }

    /// Closes the run: the clock to the end, the verdicts that wait for it, and the outcome.
    mutating func finishRun(sink: inout RecordSink) -> RunOutcome {
        let end = prepared.scenario.resolvedEnd
        let finalTime = failure?.time ?? (hitLimit ? simulation.now : end)
        if failure == nil && !hitLimit && simulation.now < end {
            simulation.advance(to: end)
        }
        let stopped = RunOutcome.stopReason(failure: failure, hitEventLimit: hitLimit, end: finalTime)
        tracker.finish(at: finalTime, stopped: stopped, sink: &sink)
        absorb(sink)
        return RunOutcome(
            results: tracker.results, failure: failure, hitEventLimit: hitLimit, events: events, records: records,
            end: finalTime, ruleCounts: ruleCounts)
    }

    /// Adds a sink's counts to the run's totals.
    mutating func absorb(_ sink: RecordSink) {
        records += sink.count
        ruleCounts.add(sink.rules)
    }

    // MARK: System records

    /// Emits each record and hands deliveries to the model, whose calls produce more records.
    mutating func process(_ produced: [SystemRecord], sink: inout RecordSink) {
        for record in produced {
            if buildsAllRecords || (tracker.watchesCallbacks && record.isDelivery) {
                let foreground = simulation.state.app.lifecycle == .foreground
                let trace = TraceRecord.from(record, foreground: foreground)
                sink.emit(trace, rule: record.rule)
                tracker.observe(trace, sink: &sink)
            } else {
                sink.tally(rule: record.rule)
            }
            switch record.kind {
            case .delivered(let event):
                deliver(event, sink: &sink)
            case .crash:
                model = nil
                emitStateChange(sink: &sink)
            case .ignoredCall(let call, let reason) where call.isAuthorizationRequest:
                ignoredRequest =
                    "the request at \(record.time) was ignored: \(reason)" + (record.rule.map { " (\($0))" } ?? "")
            case .alertShown:
                ignoredRequest = nil
            default:
                break
            }
        }
        if !simulation.state.app.lifecycle.isRunning && simulation.state.app.lifecycle != .suspended && model != nil {
            model = nil
            emitStateChange(sink: &sink)
        }
    }

    /// Gives an event to the model (a fresh one at launch), applies its calls, records what changed.
    mutating func deliver(_ event: AppEvent, sink: inout RecordSink) {
        if case .launched = event {
            model = try? prepared.model.instantiate(prepared.modelOptions)
        }
        guard var current = model else { return }
        // Taken out while it handles the event, so its storage is not shared and is changed in place.
        model = nil
        var app = simulation.appSystem()
        current.handle(event, system: &app)
        model = current
        if case .terminated = event { model = nil }
        process(simulation.perform(app.calls), sink: &sink)
        emitStateChange(sink: &sink)
    }

    /// Emits a `state` record with the UI and session keys that changed since the last one.
    mutating func emitStateChange(sink: inout RecordSink) {
        let ui = model?.ui ?? []
        let session = model?.session ?? []
        guard sink.buildsAll else {
            if ui != lastUI {
                shownUI.append(ui)
                lastUI = ui
                shownVersion += 1
                sink.tally(rule: nil)
            }
            if session != lastSession {
                lastSession = session
                shownVersion += 1
            }
            return
        }
        let uiChanges = StateChange.changes(from: lastUI, to: ui)
        let sessionChanges = StateChange.changes(from: lastSession, to: session)
        if ui != lastUI || session != lastSession { shownVersion += 1 }
        lastUI = ui
        lastSession = session
        guard !uiChanges.isEmpty || !sessionChanges.isEmpty else { return }
        sink.emit(TraceRecord(time: simulation.now, payload: .state(ui: uiChanges, session: sessionChanges)))
    }

    // MARK: Scenario lines

    /// Runs the timeline entry at `index`: a step, or a check at its time.
    mutating func perform(entryAt index: Int, resolved: Step? = nil, sink: inout RecordSink) {
        var entry = prepared.scenario.timeline[index]
        if let resolved { entry.action = .step(resolved) }
        switch entry.action {
        case .expectation(let expectation):
            let snapshot = StateSnapshot(simulation: simulation, ui: lastUI, session: lastSession)
            tracker.checkNow(
                expectation, text: prepared.expectationTexts[index] ?? expectation.scenarioText, entry: entry,
                snapshot: snapshot, sink: &sink)
        case .step(let step):
            steps += 1
            if sink.buildsAll {
                sink.emit(
                    TraceRecord(
                        time: simulation.now, payload: .step(text: step.scenarioText, line: entry.location.line)))
            } else {
                sink.tally(rule: nil)
            }
            do {
                try perform(step, sink: &sink)
            } catch {
                let message = error.description
                failure = RuntimeFailure(
                    time: simulation.now, location: entry.location, lineText: prepared.line(entry.location.line),
                    message: message)
                sink.emit(
                    TraceRecord(time: simulation.now, payload: .error(.failed(message, line: entry.location.line))))
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
