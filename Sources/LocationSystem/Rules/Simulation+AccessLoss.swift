import SimulationKit

/// AUTH-11 and AUTH-12: running updates that lose access.
extension Simulation {
    /// AUTH-11 (M 001): revoking access while updates run delivers didFailWithError code 1 to every
    /// updating manager, then (`failureToCallbackGap` later, A) the authorization callback. Updates
    /// stay requested, so fixes resume on their own after a grant (see ``fixTick(_:)``).
    ///
    /// - Returns: the delay the status callbacks must use so they come strictly after the failures.
    mutating func failRunningUpdates(rule: RuleID) -> SimDuration {
        let delay = orderedReplyDelay()
        for manager in state.managers.values where manager.updating {
            let id = manager.id
            // AUTH-11 (M 001): the code-1 failure is what revoking does to running updates, whichever
            // switch revoked them; the status callback that follows carries the switch's own rule.
            scheduleDelivery(.failure(id, code: ErrorCodes.denied), rule: .auth11, after: delay)
        }
        return delay + profile.failureToCallbackGap
    }

    /// AUTH-12 (M 004): a When In Use app that is updating and leaves the foreground without a
    /// background location session loses access; code 1 arrives in the background
    /// (`backgroundAccessLossDelay` later, A).
    mutating func scheduleBackgroundAccessLoss() {
        guard state.status == .authorizedWhenInUse, state.app.activitySessions.isEmpty else { return }
        for manager in state.managers.values where manager.updating && !manager.allowsBackgroundLocationUpdates {
            let delay = random.next(in: profile.backgroundAccessLossDelay.closedRange, stream: .reply)
            schedule(.backgroundAccessLoss(manager.id), after: delay)
        }
    }

    /// AUTH-12: the loss itself, if the app is still in the background and still updating.
    mutating func loseBackgroundAccess(_ id: ManagerID) {
        guard var manager = state.managers[id], manager.updating, state.app.lifecycle == .background,
            state.status == .authorizedWhenInUse
        else { return }
        manager.lostAccessInBackground = true
        state.managers[id] = manager
        deliver(.failure(id, code: ErrorCodes.denied), rule: .auth12)
    }

    /// AUTH-12: back in the foreground, access returns and fixes resume.
    mutating func restoreForegroundAccess() {
        cancelEvents { if case .backgroundAccessLoss = $0 { return true } else { return false } }
        for index in state.managers.values.indices where state.managers.values[index].lostAccessInBackground {
            state.managers.update(at: index) { $0.lostAccessInBackground = false }
        }
    }
}
