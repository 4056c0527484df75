import SimulationKit

/// AUTH-3: the Allow Once grant and its expiry.
extension Simulation {
    /// AUTH-3 (M 000): Allow Once reports 4, like While Using. `allowOnceExpiry` (18 s; measured grant
    /// 8.7 s, background ≈10 s, revert 28.3 s) after the app leaves the foreground the status reverts
    /// to 0. A (`foregroundKeepsAllowOnce`): a return to the foreground before then keeps the grant;
    /// a relaunch after the expiry starts from 0.
    ///
    /// AUTH-13 (D+A): one-time authorization lasts while the app is in use, and an app showing the
    /// background location indicator is in use, so the clock does not run while a continuous
    /// background location session with the indicator is active (as ACC-6's does not); it starts
    /// afresh when the session ends in the background (A).
    mutating func settleAllowOnceExpiry() {
        let grant = state.authorization.temporaryAllowOnce && state.authorization.decision.isAuthorized
        let away = state.app.lifecycle != .foreground
        let held = grant && away && state.backgroundSessionActive
        if held != state.timers.allowOnceHeld {
            state.timers.allowOnceHeld = held
            if held {
                let reason = "a background location session with the indicator keeps the app in use"
                emit(.auth13, .log("Allow Once held: \(reason)"))
            }
        }
        if grant, away, !held, state.timers.allowOnceExpiry == nil {
            state.timers.allowOnceExpiry = schedule(.allowOnceExpiry, after: profile.allowOnceExpiry)
        } else if let token = state.timers.allowOnceExpiry,
            !grant || held || (!away && profile.foregroundKeepsAllowOnce)
        {
            cancel(token)
            state.timers.allowOnceExpiry = nil
        }
    }

    /// AUTH-3: the expiry itself: status 0 and a callback to every manager.
    mutating func expireAllowOnce() {
        state.timers.allowOnceExpiry = nil
        changeAuthorization(rule: .auth3) { state in
            state.authorization.decision = .notDetermined
            state.authorization.temporaryAllowOnce = false
            state.authorization.provisionalAlways = false
            state.authorization.temporaryFullAccuracy = false
        }
    }
}
