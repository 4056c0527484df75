import Vocabulary

/// The app's row in Settings and the device switches (SET table, SET-1, SET-4, AUTH-10, MOT-2).
/// All of these usually happen while the app is in the background; the scenario decides that.
extension Simulation {
    /// Picks a row in Settings > Privacy > Location Services > the app.
    /// - SET-NEVER (M 004): didFailWithError code 1 (to updating managers), then callback 2 with
    ///   fullAccuracy false, strictly later (AUTH-11).
    /// - SET-ASK (M 004): callback 0 with fullAccuracy true.
    /// - SET-WHILE-USING (M 004): callback 4, fullAccuracy per the Precise switch.
    /// - SET-ALWAYS (A): callback 3, not provisional.
    /// Every callback can be skipped by SET-4's fault.
    public mutating func setLocation(_ setting: LocationSetting) -> [SystemRecord] {
        switch setting {
        case .never:
            let revokes = state.status.isAuthorized
            let delay = revokes ? failRunningUpdates(rule: .setNever) : orderedReplyDelay()
            changeAuthorization(rule: .setNever, fromSettings: true, delay: delay) { state in
                state.authorization.decision = .denied
                Self.clearTemporaryGrants(&state)
            }
        case .ask:
            changeAuthorization(rule: .setAsk, fromSettings: true) { state in
                state.authorization.decision = .notDetermined
                Self.clearTemporaryGrants(&state)
            }
        case .whileUsing:
            changeAuthorization(rule: .setWhileUsing, fromSettings: true) { state in
                state.authorization.decision = .authorizedWhenInUse
                Self.clearTemporaryGrants(&state)
            }
        case .always:
            changeAuthorization(rule: .setAlways, fromSettings: true) { state in
                state.authorization.decision = .authorizedAlways
                Self.clearTemporaryGrants(&state)
            }
        }
        return finish()
    }

    /// A Settings choice ends provisional and temporary grants: the user decided.
    static func clearTemporaryGrants(_ state: inout SystemState) {
        state.authorization.provisionalAlways = false
        state.authorization.temporaryAllowOnce = false
        state.authorization.temporaryFullAccuracy = false
    }

    /// SET-PRECISE-OFF (M 004): Precise Location off → callback with the status unchanged and
    /// fullAccuracy false; SET-1 (M 004): accuracy changes come through the same callback even when
    /// the status is unchanged. Turning it on sends fullAccuracy true.
    public mutating func setPrecise(_ on: Bool) -> [SystemRecord] {
        changeAuthorization(rule: on ? .set1 : .setPreciseOff, fromSettings: true) { state in
            state.authorization.preciseEnabled = on
            if !on { state.authorization.temporaryFullAccuracy = false }
        }
        return finish()
    }

    /// SET-SERVICES-OFF (D 004): Location Services off for the device → callback 2 for every app
    /// (and, A `servicesOffFailsUpdates`, code 1 to running updates first, as any revoke).
    /// Turning it back on restores the stored decision with a callback.
    public mutating func setLocationServices(_ on: Bool) -> [SystemRecord] {
        let revokes = !on && state.status.isAuthorized && profile.servicesOffFailsUpdates
        let delay = revokes ? failRunningUpdates(rule: .setServicesOff) : orderedReplyDelay()
        changeAuthorization(rule: .setServicesOff, fromSettings: true, delay: delay) { state in
            state.device.locationServicesEnabled = on
        }
        return finish()
    }

    /// AUTH-10 (D 004): device management restricts location: the status reads 1 and requests never
    /// show an alert. A (`restrictionSendsCallback`): switching it while the app runs sends a callback.
    public mutating func setRestricted(_ on: Bool) -> [SystemRecord] {
        let revokes = on && state.status.isAuthorized
        let delay = revokes ? failRunningUpdates(rule: .auth10) : orderedReplyDelay()
        changeAuthorization(rule: .auth10, delay: delay, callback: profile.restrictionSendsCallback) { state in
            state.device.restricted = on
        }
        return finish()
    }

    /// MOT-2 (M 000): the Motion & Fitness switch sets every protected class at once, with no callback.
    public mutating func setMotion(_ on: Bool) -> [SystemRecord] {
        let status: MotionStatus = on ? .authorized : .denied
        if state.motion != status {
            state.motion = status
            emit(.mot2, .motionChanged(status))
        }
        return finish()
    }
}
