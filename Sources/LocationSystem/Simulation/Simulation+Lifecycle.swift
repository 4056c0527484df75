import SimulationKit

/// The app process, as a scenario drives it: launch, terminate, relaunch, background, foreground,
/// suspend, resume. Each step returns its records at once; deliveries among them go to the model.
extension Simulation {
    /// `launch`: starts the process in the foreground (`launched`, then `didBecomeActive`).
    public mutating func launch() throws(StepError) -> [SystemRecord] {
        guard !state.app.lifecycle.isRunning, state.app.lifecycle != .suspended else {
            throw .lifecycle(step: "launch", current: state.app.lifecycle)
        }
        grantEphemeralIfAppClip()
        startProcess(lifecycle: .foreground)
        // LIFE-2 (003): from the first instant of the process the real status is readable; a model
        // that shows a stored default instead is wrong until it reads it.
        emit(.life2, .delivered(.launched(launchCount: state.app.launchCount, byLocationEvent: false)))
        emit(nil, .delivered(.didBecomeActive))
        return finish()
    }

    /// `terminate`: ends the process. Its managers, sessions and pending callbacks go with it;
    /// persisted storage and alerts already on screen stay (MOT-1: an unanswered alert outlived
    /// the test process).
    public mutating func terminate() throws(StepError) -> [SystemRecord] {
        guard state.app.lifecycle != .notRunning else {
            throw .lifecycle(step: "terminate", current: state.app.lifecycle)
        }
        if state.app.lifecycle.isRunning {
            emit(nil, .delivered(.terminated))
        }
        endProcess(as: .notRunning)
        return finish()
    }

    /// `relaunch`: terminate if running, then launch; persisted storage survives.
    public mutating func relaunch() throws(StepError) -> [SystemRecord] {
        var records: [SystemRecord] = []
        if state.app.lifecycle != .notRunning && state.app.lifecycle != .crashed {
            records += try terminate()
        }
        return records + (try launch())
    }

    /// `background`: the app leaves the foreground. Starts AUTH-3's and ACC-6's clocks, AUTH-12's
    /// access loss, and ACC-9's route freeze.
    public mutating func background() throws(StepError) -> [SystemRecord] {
        guard state.app.lifecycle == .foreground else {
            throw .lifecycle(step: "background", current: state.app.lifecycle)
        }
        leaveForeground(rule: nil)
        return finish()
    }

    /// The user switches from the app to the Settings app: on a phone one app is on screen at a
    /// time, so an app in the foreground leaves it first, as for `background` (`didEnterBackground`,
    /// with AUTH-3's and ACC-6's clocks, AUTH-12's access loss and ACC-9's route freeze), after a
    /// device-log line that says why. An app that is not in the foreground is left as it is. A
    /// Settings step calls this before its change. Coming back to the app stays a step of its own:
    /// the user may stay in Settings.
    public mutating func switchToSettings() -> [SystemRecord] {
        guard state.app.lifecycle == .foreground else { return [] }
        emit(nil, .log("the user switches to Settings: the app leaves the foreground"))
        leaveForeground(rule: nil)
        return finish()
    }

    /// LIFE-3 (D: `openSettingsURLString` opens the app's page in the Settings app): the app
    /// itself opens Settings, which comes to the front, so a foreground app goes to the background
    /// at once. From the background nothing happens (A).
    mutating func openSettings() {
        guard state.app.lifecycle == .foreground else { return }
        leaveForeground(rule: .life3)
    }

    /// The foreground app goes to the background: `didEnterBackground`, and the clocks and losses
    /// that start there.
    private mutating func leaveForeground(rule: RuleID?) {
        state.app.lifecycle = .background
        state.app.resignedForAlert = false
        emit(rule, .delivered(.didEnterBackground))
        freezeRouteIfMoving()
        scheduleBackgroundAccessLoss()
    }

    /// `foreground`: the app returns (resuming first if suspended): `willEnterForeground`, then
    /// `didBecomeActive`. Stops the expiry clocks (A for AUTH-3), restores AUTH-12's access, and
    /// lets a frozen route (ACC-9) move again.
    public mutating func foreground() throws(StepError) -> [SystemRecord] {
        switch state.app.lifecycle {
        case .background:
            break
        case .suspended:
            resumeProcess()
        case .foreground, .notRunning, .crashed:
            throw .lifecycle(step: "foreground", current: state.app.lifecycle)
        }
        state.app.lifecycle = .foreground
        state.device.frozenPosition = nil
        restoreForegroundAccess()
        emit(nil, .delivered(.willEnterForeground))
        emit(nil, .delivered(.didBecomeActive))
        if state.alertOnScreen { resignActiveForAlert() }
        return finish()
    }

    /// `suspend`: a background app stops running; callbacks wait for resume (SET-2).
    public mutating func suspend() throws(StepError) -> [SystemRecord] {
        guard state.app.lifecycle == .background else {
            throw .lifecycle(step: "suspend", current: state.app.lifecycle)
        }
        emit(nil, .delivered(.suspended))
        state.app.lifecycle = .suspended
        return finish()
    }

    /// `resume`: a suspended app runs again in the background and hears what it missed (SET-2).
    public mutating func resume() throws(StepError) -> [SystemRecord] {
        guard state.app.lifecycle == .suspended else {
            throw .lifecycle(step: "resume", current: state.app.lifecycle)
        }
        resumeProcess()
        return finish()
    }

    /// SET-2: back to the background, then the held callbacks in order.
    mutating func resumeProcess() {
        state.app.lifecycle = .background
        emit(nil, .delivered(.resumed))
        deliverHeld()
    }

    /// A fresh process: no managers, sessions or held callbacks; the launch count goes up.
    mutating func startProcess(lifecycle: AppLifecycle) {
        let launches = state.app.launchCount + 1
        state.app = AppProcess()
        state.app.launchCount = launches
        state.app.lifecycle = lifecycle
    }

    /// The process ends (terminated or crashed): everything that belonged to it is cancelled.
    mutating func endProcess(as lifecycle: AppLifecycle) {
        state.app.lifecycle = lifecycle
        state.app.held = []
        state.app.activitySessions = []
        state.managers.removeAll()
        state.sessions.removeAll()
        state.liveUpdates.removeAll()
        state.pendingMotionQueries = []
        state.privacy.waiting = []
        state.device.frozenPosition = nil
        cancelEvents { $0.belongsToProcess }
    }
}
