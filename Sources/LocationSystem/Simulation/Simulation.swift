import SimulationKit
import Vocabulary

/// The whole simulated world as one value: the event queue, the system state, the profile and the
/// seeded random streams. Exploration forks a timeline by copying it and deduplicates by hashing it.
///
/// A driver runs the loop: schedule its own steps with ``schedule(external:at:)``, call ``step()``
/// until it returns nil, hand each delivered ``AppEvent`` to the app model together with an
/// ``AppSystem`` from ``appSystem()``, and apply the calls the model made with ``perform(_:)``.
/// Environment steps (``launch()``, ``answerAlert(_:)``, ``setLocation(_:)``, …) return their records at
/// once.
///
/// ```swift
/// var simulation = Simulation(configuration: SimulationConfiguration(seed: 7))
/// var records = try simulation.launch()
/// var app = simulation.appSystem()
/// let manager = app.createManager()
/// records += simulation.perform(app.calls)
/// while let outcome = simulation.step() {
///     if case .system(let produced) = outcome { records += produced }
/// }
/// // records: launched, didBecomeActive, call createManager m1,
/// //          0.00Xs [AUTH-1] delivered authorization m1 status=0 fullAccuracy=true
/// ```
public struct Simulation: FoldHashable, Sendable {
    /// Pending events, the driver's and the system's.
    public private(set) var queue: EventQueue<SystemEvent>
    /// The simulated OS's state.
    public internal(set) var state: SystemState
    /// The figures in force, read in place from their box.
    public var profile: Profile {
        _read { yield profileBox.value }
    }
    private let profileBox: ProfileBox
    /// The seeded random streams (`initialCallback`, `reply`); snapping seeds its own per cell.
    public internal(set) var random: SystemRandom
    /// Records produced by the operation in progress; always empty between public calls.
    var output: [SystemRecord] = []
    /// The reply delay drawn for the operation in progress, shared by all its replies so they keep
    /// their causal order (callbacks, then diagnostics, then updates); nil between public calls.
    var operationDelay: SimDuration?

    /// A world at time zero in the configured state, with the app not yet launched.
    public init(configuration: SimulationConfiguration) {
        queue = EventQueue(reservingCapacity: 64)
        profileBox = ProfileBox(configuration.profile)
        random = SystemRandom(seed: configuration.seed)
        let origin = Self.gridOrigin(seed: configuration.seed)
        state = SystemState(
            device: configuration.device, files: AppFiles(plist: configuration.plist, appName: configuration.appName),
            snapping: SnappingState(originLatitude_e6: origin.latitude_e6, originLongitude_e6: origin.longitude_e6),
            faults: configuration.faults)
        state.motion = configuration.startMotion
        if let start = configuration.start {
            state.authorization.decision = start.status == .restricted ? .notDetermined : start.status
            state.authorization.preciseEnabled = start.accuracy == .full
        }
    }

    /// The current simulated time.
    public var now: SimInstant { queue.now }

    /// The scenario seed.
    public var seed: UInt64 { random.seed }

    /// Schedules one of the driver's own events; ``step()`` hands it back as ``StepOutcome/external(_:)``
    /// at `time`, after every event already due then.
    public mutating func schedule(external id: Int, at time: SimInstant) {
        queue.schedule(.external(id), at: time)
    }

    /// When the next event, the driver's or the system's, is due; nil when nothing is pending.
    /// Inlinable: a driver asks before every step, and a call from another module copies the whole
    /// simulation to pass it.
    @inlinable public func nextEventTime() -> SimInstant? { queue.nextTime }

    /// Runs exactly one queued event and says what happened; nil when nothing is pending.
    public mutating func step() -> StepOutcome? {
        guard let next = queue.step() else { return nil }
        if case .external(let id) = next.event { return .external(id) }
        handle(next.event)
        return .system(finish())
    }

    /// Moves the clock to `time` with nothing run, for a driver whose next step is later than every
    /// pending event it has already stepped.
    ///
    /// - Precondition: no event is due before `time`.
    public mutating func advance(to time: SimInstant) {
        queue.advance(to: time)
    }

    /// Ends an operation: settles timers, sessions and live updates, and returns its records.
    mutating func finish() -> [SystemRecord] {
        settle()
        let records = output
        output = []
        operationDelay = nil
        return records
    }

    /// Appends a record stamped now. The kind is taken, not copied: a caller makes it for the record
    /// alone, and a copy retains everything it holds.
    mutating func emit(_ rule: RuleID?, _ kind: consuming SystemRecord.Kind) {
        // An operation's first record makes room for a few: most operations make two or three, and
        // an array grown from one slot reallocates for each.
        if output.capacity == 0 { output.reserveCapacity(4) }
        output.append(SystemRecord(time: now, rule: rule, kind: kind))
    }

    /// Schedules a system event `delay` from now.
    @discardableResult
    mutating func schedule(_ event: SystemEvent, after delay: SimDuration) -> EventToken {
        queue.schedule(event, after: delay)
    }

    /// Calls off every pending event the predicate selects.
    mutating func cancelEvents(where predicate: (SystemEvent) -> Bool) {
        queue.removeAll(where: predicate)
    }

    /// Calls off one pending event.
    mutating func cancel(_ token: EventToken) {
        queue.cancel(token)
    }

    /// Folds in the queue and the system state. The profile is left out (fixed for a run: every
    /// state an exploration compares shares it), and so are the random streams, whose positions
    /// follow from the rest nearly always, and the operation in progress (none between public
    /// calls); equality still compares them all. Always inlined, in other modules too: a call copies
    /// the whole simulation to pass it.
    @inlinable @inline(__always)
    public func fold(into fold: inout HashFold) {
        queue.fold(into: &fold)
        state.fold(into: &fold)
    }

    /// The hash of the grid's stream name, made once: every run places the grid.
    private static let gridStreamHash = RandomStreams.nameHash("snappingGrid")

    /// ACC-3: the seeded origin of the snapping grid, so another seed gives another grid.
    static func gridOrigin(seed: UInt64) -> Coordinate {
        var generator = RandomStreams.initialGenerator(seed: seed, nameHash: gridStreamHash)
        return Coordinate(
            latitude_e6: generator.next(in: 0...999_999), longitude_e6: generator.next(in: 0...999_999))
    }
}
