import LocationSystem
import SimulationKit
import Vocabulary

/// Seed 001's run session: pauses on the first sign of lost access, records the stretch it could not
/// see as a gap, and never invents the distance covered in it.
///
/// Why: on a revoke Core Location sends didFailWithError code 1 and then status 2; on a grant the
/// callback comes and fixes resume on their own (AUTH-11). The distance walked while denied happened,
/// but the app did not see it, and a straight line across the gap would be a guess presented as a
/// measurement. Code 0 (`locationUnknown`) is transient and does not pause. Gap times are relative to
/// the run's first fix, so a run reads the same whenever it started.
///
/// No options.
///
/// UI keys: `screen` (`Run`), `button` (`Start run` or `Stop run`), `banner` (why the run is paused,
/// or none), `distance` (`54 m`).
///
/// Session keys: `tracking` (`idle`, `running`, `pausedForAccess`, `ended`), `distance_m` (whole
/// metres, from fixes seen in a row only), `gaps` (`[9s…40s]`, run-relative), `transientFailures`
/// (code-0 failures heard).
///
/// Taps: `Start run` (starts updates, asking for When In Use first if undecided), `Stop run`.
public struct TrackingSessionModel: AppModel {
    /// Where the session is.
    public enum Tracking: String, CaseIterable, Hashable, Sendable {
        /// Not started.
        case idle
        /// Counting distance.
        case running
        /// Access was lost; waiting for the next fix.
        case pausedForAccess
        /// Stopped by the user.
        case ended
    }

    /// A stretch the app could not see, run-relative.
    public struct Gap: Hashable, Sendable, CustomStringConvertible {
        /// The last fix before access was lost.
        public var from: SimDuration
        /// The first fix after it returned.
        public var to: SimDuration

        /// `9s…40s`.
        public var description: String { "\(from.scenarioText)…\(to.scenarioText)" }
    }

    /// The last fix counted: when and where.
    struct LastFix: Hashable, Sendable {
        var time: SimInstant
        var coordinate: Coordinate
    }

    var manager: ManagerID?
    /// Where the session is.
    public private(set) var tracking = Tracking.idle
    /// Distance from consecutive fixes seen while running, in millimetres.
    public private(set) var distance_mm: Int64 = 0
    /// The gaps, in order.
    public private(set) var gaps: [Gap] = []
    var runStart: SimInstant?
    var last: LastFix?
    var pausedAt: SimInstant?
    var transientFailures = 0

    /// The session takes no options.
    public init(options: ModelOptions) throws(ModelOptionError) {}

    /// Pauses on code 1 and on any status without access; resumes, with a gap, on the next fix.
    public mutating func handle(_ event: AppEvent, system: inout AppSystem) {
        switch event {
        case .launched:
            manager = system.createManager()
        case .failure(_, let code):
            if code == ErrorCodes.denied { pause() } else { transientFailures += 1 }
        case .authorization(_, let status, _):
            if !status.isAuthorized { pause() }  // an authorized status waits for the first fix
        case .locations(_, let fixes):
            for fix in fixes { take(fix) }
        default:
            break
        }
    }

    /// Loss of access: pause from the last fix seen.
    mutating func pause() {
        guard tracking == .running else { return }
        tracking = .pausedForAccess
        pausedAt = last?.time
    }

    /// One fix: counted while running; after a pause it closes the gap and starts counting again.
    mutating func take(_ fix: Fix) {
        switch tracking {
        case .idle, .ended:
            return
        case .pausedForAccess:
            let start = runStart ?? fix.timestamp
            gaps.append(Gap(from: (pausedAt ?? fix.timestamp) - start, to: fix.timestamp - start))
            tracking = .running
        case .running:
            if let last { distance_mm += Geodesy.distance(last.coordinate, fix.coordinate).millimetres }
        }
        if runStart == nil { runStart = fix.timestamp }
        last = LastFix(time: fix.timestamp, coordinate: fix.coordinate)
    }

    /// `Start run` when idle or ended; `Stop run` while running or paused.
    public mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
        guard let manager else { return false }
        switch (label, tracking) {
        case ("Start run", .idle), ("Start run", .ended):
            if system.authorizationStatus == .notDetermined { system.requestWhenInUseAuthorization(manager) }
            system.startUpdatingLocation(manager)
            tracking = .running
            distance_mm = 0
            gaps = []
            runStart = nil
            last = nil
            pausedAt = nil
            return true
        case ("Stop run", .running), ("Stop run", .pausedForAccess):
            system.stopUpdatingLocation(manager)
            tracking = .ended
            return true
        default:
            return false
        }
    }

    /// The distance in whole metres, rounded.
    public var distance_m: Int64 { (distance_mm + 500) / 1_000 }

    /// The banner while paused for access.
    static let pausedBanner = StateValue.text("Paused: location access is off. The run resumes when it returns.")

    /// `screen`, `button`, `banner`, `distance`.
    public var ui: [StateEntry] {
        let running = tracking == .running || tracking == .pausedForAccess
        return [
            StateEntry("screen", .text("Run")),
            StateEntry("button", .text(running ? "Stop run" : "Start run")),
            StateEntry(
                "banner",
                tracking == .pausedForAccess
                    ? Self.pausedBanner : .none),
            StateEntry("distance", .text("\(distance_m) m")),
        ]
    }

    /// `tracking`, `distance_m`, `gaps`, `transientFailures`.
    public var session: [StateEntry] {
        [
            StateEntry("tracking", .text(tracking.rawValue)),
            StateEntry("distance_m", .number(distance_m)),
            StateEntry("gaps", .text("[" + gaps.map(\.description).joined(separator: ", ") + "]")),
            StateEntry("transientFailures", .number(Int64(transientFailures))),
        ]
    }
}
