import AppModels
import LocationSystem

/// What watches one run of the run core (``ScenarioRun``): the core tells it of every trace record
/// it could make and of every UI the app shows, and asks it what to build.
///
/// A record is offered as a function that builds it (``note(rule:_:)``): building is most of a
/// record's cost, and an exploring run reads almost none. A plain run's observer, ``TraceRecorder``,
/// builds every record and hands it on; an exploring run's, ``ExplorationObserver``, builds none,
/// marks the rules that fired and keeps the UIs shown, and the core stops at each what-if choice for
/// it (``stopsAtChoices``) so exploration can fork the run there.
///
/// The core's functions are generic over the observer, so each run's checks compile to its own code
/// with no question asked at run time.
protocol RunObserver {
    /// Whether the core stops at what-if choices (`maybe`, `alert any`, a `fault` step) and waits
    /// for a choice, instead of taking the plain run's: the step taken, the first button, the fault on.
    static var stopsAtChoices: Bool { get }

    /// Whether the verdicts of lines that held are kept in full: listed at the end when they held
    /// throughout, and an `eventually` line's message saying when it held. Exploration reads only
    /// what failed.
    static var keepsPassingVerdicts: Bool { get }

    /// Whether the core asks the app if an event changed it (``AppDriver/handleNotingChange(_:system:)``)
    /// and reads its UI and session only when it did. A model answers by comparing itself with a
    /// copy from before the event: cheap in exploration's short timelines, where most events leave
    /// the model as it was, but a model whose arrays grow all day in a plain run would copy them
    /// at every event.
    static var readsUIOnlyAfterChange: Bool { get }

    /// A record the run could make, built by `build` if the observer reads records (nil: there is
    /// nothing to record after all), made by the system under `rule` (only system records carry one).
    mutating func note(rule: RuleID?, _ build: () -> TraceRecord?)

    /// A record the run built for its own checks (a callback a check watches), as is.
    mutating func record(_ record: TraceRecord, rule: RuleID?)

    /// The app's UI changed to `ui`.
    mutating func shown(_ ui: [StateEntry])

    /// The records noted so far.
    var recordCount: Int { get }

    /// The rules of the records noted so far: counted when the records were built, otherwise marked.
    var ruleCounts: RuleCounts { get }
}

/// A plain run's observer: builds every record and hands it to `emit`, counting records per rule.
struct TraceRecorder: RunObserver {
    static var stopsAtChoices: Bool { false }
    static var keepsPassingVerdicts: Bool { true }
    static var readsUIOnlyAfterChange: Bool { false }

    let emit: (TraceRecord) -> Void
    private(set) var recordCount = 0
    private(set) var ruleCounts = RuleCounts()

    init(_ emit: @escaping (TraceRecord) -> Void) {
        self.emit = emit
    }

    mutating func note(rule: RuleID?, _ build: () -> TraceRecord?) {
        guard let record = build() else { return }
        self.record(record, rule: rule)
    }

    mutating func record(_ record: TraceRecord, rule: RuleID?) {
        recordCount += 1
        if let rule { ruleCounts.add(rule) }
        emit(record)
    }

    /// A plain run's `state` records carry its UIs.
    mutating func shown(_ ui: [StateEntry]) {}
}
