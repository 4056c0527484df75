/// AUTH-6 (the second prompt for provisional Always) and LIFE-1 (the background relaunch by a
/// location event that follows it).
extension Simulation {
    /// AUTH-6 (D 000, 004): Core Location is about to deliver an event that needs Always to an app
    /// with provisional Always, typically while it is not running, and asks the user first.
    ///
    /// Throws when the app does not hold provisional Always.
    public mutating func provisionalAlwaysPrompt() throws(StepError) -> [SystemRecord] {
        guard state.status == .authorizedAlways, state.authorization.provisionalAlways else {
            throw .notProvisionalAlways(status: state.status)
        }
        if !state.alertPending(.provisionalAlways) {
            present(upgradeAlert(kind: .provisionalAlways, requester: .system, rule: .auth6))
        }
        return finish()
    }

    /// AUTH-6: Change to Always Allow → Always with *no callback* (the status is already 3), and the
    /// waiting location event is delivered (LIFE-1). Keep Only While Using → callback 4.
    mutating func answerProvisionalAlways(_ alert: Alert, button: String) {
        emit(.auth6, .alertAnswered(.provisionalAlways, button: button))
        if button == "Change to Always Allow" {
            state.authorization.provisionalAlways = false
            if state.app.lifecycle.isRunning {
                schedule(.relaunchLocationEvent, after: replyDelay())
            } else if state.app.lifecycle != .suspended {
                relaunchByLocationEvent()
            }
        } else {
            changeAuthorization(rule: .auth6) { state in
                state.authorization.decision = .authorizedWhenInUse
                state.authorization.provisionalAlways = false
            }
        }
    }

    /// The scenario step `location-event`: Core Location has an event for the app that needs Always
    /// (a region entry, a visit). With provisional Always the user is asked first (AUTH-6); with
    /// Always, a terminated app is relaunched in the background to receive it (LIFE-1) and a running
    /// one receives it at once; without Always nothing reaches the app, and a log line says so.
    public mutating func locationEvent() throws(StepError) -> [SystemRecord] {
        if state.status == .authorizedAlways, state.authorization.provisionalAlways {
            return try provisionalAlwaysPrompt()
        }
        guard state.status == .authorizedAlways else {
            emit(.auth6, .log("a location event that needs Always was not delivered: status is \(state.status.name)"))
            return finish()
        }
        if state.app.lifecycle.isRunning {
            schedule(.relaunchLocationEvent, after: .zero)
            return finish()
        }
        if state.app.lifecycle == .suspended {
            emit(.life1, .log("a location event waits for the suspended app to resume"))
            return finish()
        }
        return try relaunchForLocationEvent()
    }

    /// LIFE-1 (003): a location event relaunches a terminated app in the background. The app goes
    /// through launch first; the event then reaches only the managers that exist by then, so a
    /// manager created later (in a view) misses it.
    public mutating func relaunchForLocationEvent() throws(StepError) -> [SystemRecord] {
        guard !state.app.lifecycle.isRunning, state.app.lifecycle != .suspended else {
            throw .lifecycle(step: "relaunch for a location event", current: state.app.lifecycle)
        }
        relaunchByLocationEvent()
        return finish()
    }

    /// LIFE-1: starts the process in the background and queues the location event for right after
    /// the launch handler (same instant, later in order).
    mutating func relaunchByLocationEvent() {
        startProcess(lifecycle: .background)
        emit(.life1, .delivered(.launched(launchCount: state.app.launchCount, byLocationEvent: true)))
        schedule(.relaunchLocationEvent, after: .zero)
    }

    /// LIFE-1: the location event reaches every manager that exists now and may receive fixes.
    mutating func deliverRelaunchLocationEvent() {
        for var manager in state.managers.values where state.status.isAuthorized {
            manager.updating = true
            let fix = makeFix(for: manager)
            deliver(.locations(manager.id, [fix.fix]), rule: .life1)
        }
    }
}
