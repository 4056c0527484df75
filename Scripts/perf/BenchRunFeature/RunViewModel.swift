import CoreLocation
import CoreMotion

/// The Run screen of an iOS 18 app, written as such apps are: a `@MainActor` view model whose
/// authorization status is an `AsyncStream` fed by the manager's delegate, a `CLServiceSession` held
/// while the screen is open, `CLLocationUpdate.liveUpdates()` with a first-sample deadline, an
/// awaited request for temporary full accuracy, and the Motion & Fitness prompt awaited through a
/// continuation.
@MainActor
public final class RunViewModel: NSObject {
    /// What the screen shows.
    public enum Screen: String, Sendable {
        case welcome, waitingForLocation, tracking, locationDenied, noSignal
    }

    /// What the screen shows now.
    public private(set) var screen = Screen.welcome
    /// The authorization status, as the status stream last said.
    public private(set) var status = "notDetermined"
    /// Locations received on this run.
    public private(set) var samples = 0
    /// Whether the route is drawn from precise locations.
    public private(set) var preciseRoute = false
    /// What the Motion & Fitness prompt gave: unknown, allowed, denied or unavailable.
    public private(set) var motion = "unknown"

    private let manager = CLLocationManager()
    private let activity = CMMotionActivityManager()
    /// In the order they subscribed, so every run tells them in the same order.
    private var observers: [(id: UUID, continuation: AsyncStream<CLAuthorizationStatus>.Continuation)] = []
    private var session: CLServiceSession?
    private var run: Task<Void, Never>?
    private var statusWatch: Task<Void, Never>?

    public override init() {
        super.init()
        manager.delegate = self
        let statuses = statuses()
        statusWatch = Task { [weak self] in
            for await status in statuses { self?.status = Self.name(status) }
        }
    }

    /// The authorization status now and at every change, for as long as the caller iterates.
    public func statuses() -> AsyncStream<CLAuthorizationStatus> {
        let (stream, continuation) = AsyncStream.makeStream(of: CLAuthorizationStatus.self)
        let id = UUID()
        observers.append((id, continuation))
        continuation.yield(manager.authorizationStatus)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.observers.removeAll { $0.id == id } }
        }
        return stream
    }

    /// "Start run": the screen opens; it needs When In Use for as long as it is open.
    public func startRunTapped() {
        guard run == nil else { return }
        session = CLServiceSession(authorization: .whenInUse)
        screen = .waitingForLocation
        run = Task { await self.track() }
    }

    /// "End run": the screen closes, and with it the session and the updates.
    public func endRunTapped() {
        run?.cancel()
        run = nil
        session?.invalidate()
        session = nil
        screen = .welcome
    }

    /// Follows the live updates; shows "no signal" when no sample comes within 10 seconds.
    private func track() async {
        let deadline = Task {
            try await Task.sleep(for: .seconds(10))
            if samples == 0 { screen = .noSignal }
        }
        defer { deadline.cancel() }
        do {
            for try await update in CLLocationUpdate.liveUpdates(.fitness) {
                if update.authorizationDenied {
                    screen = .locationDenied
                    continue
                }
                guard update.location != nil else { continue }
                samples += 1
                screen = .tracking
                if samples == 1 {
                    deadline.cancel()
                    await askForPreciseRoute()
                    await askForMotion()
                }
            }
        } catch {
            screen = .noSignal
        }
    }

    /// Asks once for precise locations when the user gave approximate ones.
    private func askForPreciseRoute() async {
        if manager.accuracyAuthorization == .reducedAccuracy {
            try? await manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "RunRoute")
        }
        preciseRoute = manager.accuracyAuthorization == .fullAccuracy
    }

    /// Shows the Motion & Fitness prompt (there is no request API: the first query asks) and
    /// waits for the user's answer.
    private func askForMotion() async {
        let now = Date()
        let answer: String = await withCheckedContinuation { continuation in
            activity.queryActivityStarting(from: now, to: now, to: .main) { _, error in
                let code = (error as NSError?)?.code
                continuation.resume(returning: code == nil ? "allowed" : code == 104 ? "unavailable" : "denied")
            }
        }
        motion = answer
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

extension RunViewModel: @preconcurrency CLLocationManagerDelegate {
    /// Tells every status stream the new status.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        let status = manager.authorizationStatus
        for observer in observers { observer.continuation.yield(status) }
    }
}
