import Foundation
import LocsimCoreLocation
import LocsimCoreMotion

/// The delegate twin of Examples/AsyncApp's `RunViewModel`: the same Run screen written as a
/// pre-iOS 18 app writes it — `requestWhenInUseAuthorization` and `startUpdatingLocation` instead of
/// a `CLServiceSession` and `liveUpdates()`, delegate callbacks instead of streams, completion
/// handlers instead of awaits — so the benchmark can price the async executor and the iOS 18 API
/// against an object app without them, on the example's scenarios (issue 18's "at most 3×").
///
/// The screen, the UI keys and the answers are the same; the trace is not: the calls differ, the
/// first location comes a second after `startUpdatingLocation` (ACC-1) where `liveUpdates()` sends
/// one at once (SES-1), so the benchmark's scenarios (Scripts/perf/run-*.scenario) expect it late
/// enough for both; and there is no first-sample deadline (a delegate app would use `asyncAfter`
/// or a `Timer`, which are not on locsim's clock; the scenarios deliver a sample before 10 s).
@MainActor
public final class RunDelegateViewModel: NSObject {
    /// What the screen shows (`RunViewModel.Screen`).
    public enum Screen: String, Sendable {
        case welcome, waitingForLocation, tracking, locationDenied, noSignal
    }

    /// What the screen shows now.
    public private(set) var screen = Screen.welcome
    /// The authorization status, as the delegate last heard it.
    public private(set) var status = "notDetermined"
    /// Locations received on this run.
    public private(set) var samples = 0
    /// Whether the route is drawn from precise locations.
    public private(set) var preciseRoute = false
    /// What the Motion & Fitness prompt gave: unknown, allowed, denied or unavailable.
    public private(set) var motion = "unknown"

    private let manager = CLLocationManager()
    private let activity = CMMotionActivityManager()
    /// Set while the screen is open (a struct, so it is not shown as UI).
    private var run: Run?
    private struct Run {}

    public override init() {
        super.init()
        manager.delegate = self
    }

    /// "Start run": asks for When In Use if needed and follows the location.
    public func startRunTapped() {
        guard run == nil else { return }
        run = Run()
        screen = .waitingForLocation
        switch manager.authorizationStatus {
        case .notDetermined: manager.requestWhenInUseAuthorization()
        case .authorizedWhenInUse, .authorizedAlways: locate()
        default: break
        }
    }

    private func locate() {
        manager.startUpdatingLocation()
    }

    /// "End run": stops the updates.
    public func endRunTapped() {
        run = nil
        manager.stopUpdatingLocation()
        screen = .welcome
    }

    private func firstSample() {
        guard manager.accuracyAuthorization == .reducedAccuracy else {
            preciseRoute = true
            askForMotion()
            return
        }
        manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "RunRoute") { [weak self] _ in
            guard let self else { return }
            preciseRoute = manager.accuracyAuthorization == .fullAccuracy
            askForMotion()
        }
    }

    private func askForMotion() {
        let now = Date()
        activity.queryActivityStarting(from: now, to: now, to: .main) { [weak self] _, error in
            let code = (error as NSError?)?.code
            self?.motion = code == nil ? "allowed" : code == 104 ? "unavailable" : "denied"
        }
    }
}

extension RunDelegateViewModel: @preconcurrency CLLocationManagerDelegate {
    /// Shows the new status; a refusal while the screen is open says location is off.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        status = RunDelegateViewModel.name(manager.authorizationStatus)
        guard run != nil else { return }
        switch manager.authorizationStatus {
        case .denied: screen = .locationDenied
        case .authorizedWhenInUse, .authorizedAlways: if samples == 0 { locate() }
        default: break
        }
    }

    /// Counts a sample; the first one asks for precise locations and for Motion & Fitness.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard run != nil, !locations.isEmpty else { return }
        samples += 1
        screen = .tracking
        if samples == 1 { firstSample() }
    }

    static func name(_ status: CLAuthorizationStatus) -> String {
        switch status {
        case .notDetermined: return "notDetermined"
        case .restricted: return "restricted"
        case .denied: return "denied"
        case .authorizedAlways: return "authorizedAlways"
        case .authorizedWhenInUse: return "authorizedWhenInUse"
        @unknown default: return "unknown"
        }
    }
}
