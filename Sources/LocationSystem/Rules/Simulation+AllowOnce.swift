import SimulationKit

/// AUTH-3: the Allow Once grant and its expiry.
extension Simulation {
    /// AUTH-3 (M 000): Allow Once reports 4, like While Using. `allowOnceExpiry` (18 s; measured grant
    /// 8.7 s, background ≈10 s, revert 28.3 s) after the app leaves the foreground the status reverts
    /// to 0. A (`foregroundKeepsAllowOnce`): a return to the foreground before then keeps the grant;
    /// a relaunch after the expiry starts from 0.
    mutating func settleAllowOnceExpiry() {
        let grant = state.authorization.temporaryAllowOnce && state.authorization.decision.isAuthorized
        let away = state.app.lifecycle != .foreground
        if grant, away, state.timers.allowOnceExpiry == nil {
            state.timers.allowOnceExpiry = schedule(.allowOnceExpiry, after: profile.allowOnceExpiry)
        } else if let token = state.timers.allowOnceExpiry, !grant || (!away && profile.foregroundKeepsAllowOnce) {
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
