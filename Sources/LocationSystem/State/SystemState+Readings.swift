import Vocabulary

/// What the app reads through the getters, derived from the stored decision and the device: the
/// readings every callback, getter and expectation shares. Each is always inlined: it is a few
/// comparisons, and a call copies the whole state (hundreds of bytes) to pass it.
extension SystemState {
    /// `authorizationStatus`: AUTH-10 restricted reads 1; SET-SERVICES-OFF Location Services off
    /// reads 2 for every app; otherwise the stored decision.
    @inline(__always)
    public var status: AuthorizationStatus {
        if device.restricted { return .restricted }
        if !device.locationServicesEnabled { return .denied }
        return authorization.decision
    }

    /// `accuracyAuthorization`, per SET-3: meaningful only under 3 or 4 (Precise on, or temporary full
    /// accuracy); it reads reduced under 2 (and 1) and full under 0.
    @inline(__always)
    public var accuracy: Accuracy {
        switch status {
        case .notDetermined: return .full
        case .restricted, .denied: return .reduced
        case .authorizedAlways, .authorizedWhenInUse:
            return authorization.preciseEnabled || authorization.temporaryFullAccuracy ? .full : .reduced
        }
    }

    /// Whether `accuracyAuthorization` reads full.
    @inline(__always)
    public var fullAccuracy: Bool { accuracy == .full }

    /// Whether an alert is on screen. Asked by its case, not with `== nil`: an alert is equatable, so
    /// that compiles to comparing two optionals, each copied and destroyed.
    @inline(__always)
    var alertOnScreen: Bool {
        if case .none = alert { false } else { true }
    }

    /// Whether a location alert (AUTH-2's three buttons) is on screen or waiting.
    @inline(__always)
    var locationAlertPending: Bool {
        alertPending(.location)
    }

    /// Whether an alert of `kind` is on screen or waiting.
    @inline(__always)
    func alertPending(_ kind: AlertKind) -> Bool {
        alert?.kind == kind || waitingAlerts.contains { $0.kind == kind }
    }

    /// AUTH-12, ACC-6: a continuous background location session with the indicator is active — a
    /// `CLBackgroundActivitySession`, or a manager updating with background updates allowed.
    @inline(__always)
    var backgroundSessionActive: Bool {
        guard status.isAuthorized else { return false }
        return !app.activitySessions.isEmpty
            || managers.values.contains { $0.updating && $0.allowsBackgroundLocationUpdates }
    }

    /// Whether an updating `manager` may receive fixes now (``canLocate(_:)``).
    @inline(__always)
    func canReceiveFixes(_ manager: LocationManagerState) -> Bool {
        manager.updating && canLocate(manager)
    }

    /// Whether `manager` may be told a location now, updating or not (UPD-1's one location): the
    /// process runs, the status is authorized, and in the background only with a background session
    /// and access not lost (AUTH-12).
    @inline(__always)
    func canLocate(_ manager: LocationManagerState) -> Bool {
        guard status.isAuthorized else { return false }
        switch app.lifecycle {
        case .foreground: return true
        case .background:
            return !manager.lostAccessInBackground
                && (manager.allowsBackgroundLocationUpdates || !app.activitySessions.isEmpty)
        case .notRunning, .suspended, .crashed: return false
        }
    }

    /// Whether live updates can carry a location now.
    @inline(__always)
    var liveUpdatesCanLocate: Bool {
        guard status.isAuthorized else { return false }
        switch app.lifecycle {
        case .foreground: return true
        case .background: return !app.activitySessions.isEmpty
        case .notRunning, .suspended, .crashed: return false
        }
    }
}
