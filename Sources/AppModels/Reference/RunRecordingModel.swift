import LocationSystem
import Vocabulary

/// Seed 004's run recorder: every feature gated on the grant it needs (``FeatureGate``), and the
/// recording split into segments by precision, with the measured distance taken from precise
/// segments only.
///
/// Why: a callback can change the grant in the middle of a run (Precise Location off, temporary full
/// accuracy expiring), and a distance that joins a snapped centre (5,411.8 m accuracy, 1.7–2.1 km
/// off, ACC-2) to precise fixes is wrong in a way no one can see later: seed 004's run measured
/// 1,500 m honestly, where joining every fix gave 5,090 m. Gaps between segments are not bridged.
/// Speed and course from an approximate fix read 0 and 0, which look valid and are not (ACC-2), so
/// speed is trusted from precise fixes only; a trusted speed under 0.5 m/s auto-pauses the run.
///
/// No options.
///
/// UI keys: `weather`, `map`, `route`, `splits`, `background` (each a ``FeatureGate/State``:
/// `available`, `approximate`, `needsPrecision`, `needsAccess`, `needsAlways`), `distance` (`1500 m`,
/// plus `, with a gap` after an approximate stretch), `speed` (`1.39 m/s`, or `—` when no speed can
/// be trusted), `banner` (the auto-pause notice, or none), `button` (`Start run`/`Stop run`).
///
/// Session keys: `recording` (`idle`, `recording`, `stopped`), `segments`, `precision` (of the open
/// segment: `precise`, `approximate`, or none), `distance_m` (measured, whole metres),
/// `approximateGaps`, `autoPaused`.
///
/// Taps: `Start run`, `Stop run`, `Allow location` (when features need access and the alert can
/// appear), `Use precise location` (temporary full accuracy, purpose key `RunRoute`), `Allow
/// background recording` (requestAlways, once).
public struct RunRecordingModel: AppModel {
    /// The classic mistakes a variation can switch on; the reference has none.
    struct Flaws: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        /// Trusts speed ≥ 0, so an approximate fix's 0 reads as standing still.
        static let trustsApproximateSpeed = Flaws(rawValue: 1 << 0)
        /// Joins every fix into the distance, snapped centres included.
        static let joinsApproximateFixes = Flaws(rawValue: 1 << 1)
    }

    /// A stretch of fixes of one precision: its ends and its length, not every point, so the model
    /// stays small enough to hash at every step of an exploration.
    struct Segment: Hashable, Sendable {
        var precise: Bool
        var first: Coordinate
        var last: Coordinate
        var distance_mm: Int64
    }

    /// Where the recording is.
    enum Recording: String, CaseIterable, Hashable, Sendable {
        case idle, recording, stopped
    }

    /// The purpose key of the temporary full-accuracy request.
    public static let purposeKey = "RunRoute"
    /// A trusted speed below this auto-pauses the run (cm/s).
    static let autoPauseBelow_cmps: Int64 = 50

    let flaws: Flaws
    var manager: ManagerID?
    var status = AuthorizationStatus.notDetermined
    var fullAccuracy = true
    var servicesEnabled = true
    var askedForAlways = false
    var recording = Recording.idle
    var segments: [Segment] = []
    /// Whether the next fix continues the last segment (false after a grant change or access loss).
    var segmentOpen = false
    var speed_cmps: Int64?
    var autoPaused = false

    /// The reference recorder; it takes no options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        self.init(flaws: [])
    }

    /// A recorder with some of the classic mistakes, for the buggy variations.
    init(flaws: Flaws) {
        self.flaws = flaws
    }

    // MARK: Events

    /// Reads the grant at launch and on becoming active; splits on grant changes and access loss;
    /// records fixes.
    public mutating func handle(_ event: AppEvent, system: inout AppSystem) {
        switch event {
        case .launched:
            manager = system.createManager()
            askedForAlways = system.readStorage(AuthorizationModel.askedForAlwaysKey) == "true"
            read(system)
        case .didBecomeActive:
            read(system)
        case .authorization(_, let newStatus, let full):
            if newStatus != status || full != fullAccuracy { segmentOpen = false }
            status = newStatus
            fullAccuracy = full
            servicesEnabled = system.locationServicesEnabled
        case .failure(_, let code):
            if code == ErrorCodes.denied { segmentOpen = false }
        case .locations(_, let fixes):
            for fix in fixes { record(fix) }
        default:
            break
        }
    }

    /// The grant as the getters answer it now.
    mutating func read(_ system: AppSystem) {
        status = system.authorizationStatus
        fullAccuracy = system.accuracyAuthorization == .full
        servicesEnabled = system.locationServicesEnabled
    }

    /// One fix into the open segment, or a new one when precision changed or the segment was closed.
    mutating func record(_ fix: Fix) {
        guard recording == .recording else { return }
        let precise = !fix.isApproximate
        if segmentOpen, let open = segments.last, open.precise == precise {
            segments[segments.count - 1].distance_mm += Geodesy.distance(open.last, fix.coordinate).millimetres
            segments[segments.count - 1].last = fix.coordinate
        } else {
            segments.append(Segment(precise: precise, first: fix.coordinate, last: fix.coordinate, distance_mm: 0))
            segmentOpen = true
        }
        let trusted = fix.speed_cmps >= 0 && (precise || flaws.contains(.trustsApproximateSpeed))
        speed_cmps = trusted ? fix.speed_cmps : nil
        if let speed_cmps { autoPaused = speed_cmps < Self.autoPauseBelow_cmps }
    }

    // MARK: Figures

    /// The distance shown: precise segments only, gaps not bridged (the flawed variation joins
    /// every fix in order).
    public var distance_mm: Int64 {
        if flaws.contains(.joinsApproximateFixes) {
            var total: Int64 = 0
            for (index, segment) in segments.enumerated() {
                total += segment.distance_mm
                if index > 0 { total += Geodesy.distance(segments[index - 1].last, segment.first).millimetres }
            }
            return total
        }
        return segments.filter(\.precise).reduce(0) { $0 + $1.distance_mm }
    }

    /// The distance in whole metres, rounded.
    public var distance_m: Int64 { (distance_mm + 500) / 1_000 }

    /// Whether an approximate stretch interrupted the recording.
    public var hasApproximateGaps: Bool { segments.contains { !$0.precise } }

    /// The access the features read.
    var access: FeatureGate.Access { servicesEnabled ? FeatureGate.Access(status) : .none }

    /// The state of one feature now.
    public func state(of feature: FeatureGate.Feature) -> FeatureGate.State {
        FeatureGate.state(of: feature, access: access, precise: fullAccuracy)
    }

    // MARK: Taps

    /// The run controls and the offers the feature states call for.
    public mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
        guard let manager else { return false }
        let states = FeatureGate.Feature.allCases.map(state(of:))
        switch label {
        case "Start run" where recording != .recording:
            if status == .notDetermined { system.requestWhenInUseAuthorization(manager) }
            system.startUpdatingLocation(manager)
            recording = .recording
            segments = []
            segmentOpen = false
            speed_cmps = nil
            autoPaused = false
        case "Stop run" where recording == .recording:
            system.stopUpdatingLocation(manager)
            recording = .stopped
        case "Allow location" where states.contains(.needsAccess) && status == .notDetermined:
            system.requestWhenInUseAuthorization(manager)
        case "Use precise location" where states.contains(.needsPrecision):
            system.requestTemporaryFullAccuracyAuthorization(manager, purposeKey: Self.purposeKey)
        case "Allow background recording" where states.contains(.needsAlways) && !askedForAlways:
            askedForAlways = true
            system.writeStorage(AuthorizationModel.askedForAlwaysKey, "true")
            system.requestAlwaysAuthorization(manager)
        default:
            return false
        }
        return true
    }

    // MARK: State

    /// The auto-pause notice.
    static let autoPauseBanner = StateValue.text("Paused: you seem to have stopped.")

    /// Feature states, `distance`, `speed`, `banner`, `button`.
    public var ui: [StateEntry] {
        [
            StateEntry("weather", .text(state(of: .cityWeather).rawValue)),
            StateEntry("map", .text(state(of: .liveMap).rawValue)),
            StateEntry("route", .text(state(of: .routeAndDistance).rawValue)),
            StateEntry("splits", .text(state(of: .splitAlerts).rawValue)),
            StateEntry("background", .text(state(of: .backgroundRecording).rawValue)),
            StateEntry("distance", .text("\(distance_m) m" + (hasApproximateGaps ? ", with a gap" : ""))),
            StateEntry("speed", .text(speed_cmps.map { DecimalText.format($0, scale: 2) + " m/s" } ?? "—")),
            StateEntry("banner", autoPaused ? Self.autoPauseBanner : .none),
            StateEntry("button", .text(recording == .recording ? "Stop run" : "Start run")),
        ]
    }

    /// `recording`, `segments`, `precision`, `distance_m`, `approximateGaps`, `autoPaused`.
    public var session: [StateEntry] {
        [
            StateEntry("recording", .text(recording.rawValue)),
            StateEntry("segments", .number(Int64(segments.count))),
            StateEntry("precision", segments.last.map { .text($0.precise ? "precise" : "approximate") } ?? .none),
            StateEntry("distance_m", .number(distance_m)),
            StateEntry("approximateGaps", .flag(hasApproximateGaps)),
            StateEntry("autoPaused", .flag(autoPaused)),
        ]
    }
}
