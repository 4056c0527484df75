import SimulationKit

/// How replies are timed and fanned out: one delay drawn per change from a named stream, and the
/// faults that can delay or drop a callback.
extension Simulation {
    /// The delay of the current operation's replies (`replyDelay`, stream `reply`), drawn once per
    /// operation so every reply to one change arrives together, in the order it was scheduled.
    mutating func replyDelay() -> SimDuration {
        if let delay = operationDelay { return delay }
        let delay = random.next(in: profile.replyDelay.closedRange, stream: .reply)
        operationDelay = delay
        return delay
    }

    /// Schedules a precomputed delivery `delay` from now.
    mutating func scheduleDelivery(_ reply: Reply, rule: RuleID, after delay: SimDuration) {
        schedule(.deliver(reply, rule: rule), after: delay)
    }

    /// Sends every manager an authorization callback after a change (SET-1: accuracy changes too),
    /// all with the same delay so they keep creation order. Applies the callback faults:
    /// `skipSettingsCallback` (SET-4) for Settings changes, `dropCallback`, `delayCallback`.
    mutating func broadcastAuthorization(rule: RuleID, after delay: SimDuration, fromSettings: Bool = false) {
        guard !state.managers.isEmpty else { return }
        if fromSettings, state.faults.contains(.skippedSettingsCallback) {
            emit(.set4, .fault(.skippedSettingsCallback, detail: "callback for \(rule) not delivered"))
            return
        }
        if state.faults.contains(.droppedCallback), !state.droppedCallbackSpent {
            state.droppedCallbackSpent = true
            emit(rule, .fault(.droppedCallback, detail: "callback for \(rule) not delivered"))
            return
        }
        var delay = delay
        if state.faults.contains(.delayedCallback) {
            delay = delay + profile.faultCallbackDelay
            emit(
                rule, .fault(.delayedCallback, detail: "callback for \(rule) delayed by \(profile.faultCallbackDelay)"))
        }
        // By index, in creation order: a list of the handles would be an array made for every change.
        for index in state.managers.values.indices {
            schedule(.authorizationCallback(state.managers.values[index].id, rule: rule), after: delay)
        }
    }

    /// Applies a change to the stored permission and, when what the app reads changed (status or
    /// accuracy), records it and schedules the callbacks. `forceCallback` sends them even when
    /// nothing the app reads changed.
    mutating func changeAuthorization(
        rule: RuleID, fromSettings: Bool = false, delay: SimDuration? = nil, callback: Bool = true,
        _ change: (inout SystemState) -> Void
    ) {
        let before = (state.status, state.fullAccuracy)
        change(&state)
        let after = (state.status, state.fullAccuracy)
        guard before != after else { return }
        emit(rule, .authorizationChanged(status: after.0, fullAccuracy: after.1))
        if !after.0.isAuthorized, before.1 != after.1 {
            // SET-3 (M 004): without a grant the accuracy reading means nothing; it reads reduced under
            // 1 and 2 and full under 0. Said apart, so a reader sees why accuracy moved with the status.
            emit(.set3, .log(Self.set3Notes[after.0.rawValue * 2 + (after.1 ? 1 : 0)]))
        }
        if callback {
            broadcastAuthorization(rule: rule, after: delay ?? orderedReplyDelay(), fromSettings: fromSettings)
        }
    }

    /// SET-3's note for each status raw value (0–4) and accuracy reading, by `status × 2 + (full ? 1 : 0)`:
    /// spelled once, not at every denial of every explored timeline.
    static let set3Notes: [String] = (0..<10).map { index in
        "accuracy now reads \(index % 2 == 1 ? "full" : "reduced") under status \(index / 2): "
            + "there is no grant to be precise about"
    }

    /// Brings timers, session diagnostics and live updates in line with the state after any change.
    mutating func settle() {
        settleAllowOnceExpiry()
        settleFullAccuracyExpiry()
        // The rest read sessions and live updates, which most runs never hold: one look at both,
        // where each rule would look on its own after every operation.
        guard !state.sessions.values.isEmpty || !state.liveUpdates.values.isEmpty else { return }
        promptForSessionFullAccuracy()
        settleServiceSessions()
        settleLiveUpdates()
    }
}
