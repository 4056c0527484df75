import SimulationKit

/// ACC-4, ACC-5 and ACC-6: temporary full accuracy, asked for, refused and expired.
extension Simulation {
    /// ACC-5 (M+D 004): why requestTemporaryFullAccuracyAuthorization fails at once with code 18 and
    /// shows nothing, checked in this order: the purpose key is missing from
    /// NSLocationTemporaryUsageDescriptionDictionary; accuracy is already full; the app is in the
    /// background; another such alert is still up ("Outstanding authorization prompt detected.").
    /// A: without a location grant there is nothing to make precise, also code 18.
    func fullAccuracyDecline(purposeKey: String) -> String? {
        if !state.plist.hasTemporaryPurpose(purposeKey) {
            return "purpose key \"\(purposeKey)\" is missing from \(InfoPlist.temporaryDictionaryKey)"
        }
        if !state.status.isAuthorized { return "no location grant to make precise" }
        if state.fullAccuracy { return "accuracy is already full" }
        if state.app.lifecycle != .foreground { return "the app is in the background" }
        if state.alertPending(.fullAccuracy) { return "Outstanding authorization prompt detected." }
        return nil
    }

    /// ACC-4 (M 004): the request shows a two-button alert ("Allow “Host” to use your precise location
    /// once?": Don't Allow / Allow Once), or fails per ACC-5.
    mutating func requestTemporaryFullAccuracy(_ call: AppCall, manager: ManagerID, purposeKey: String) {
        if let reason = fullAccuracyDecline(purposeKey: purposeKey) {
            emit(.acc5, .ignoredCall(call, reason: reason))
            // "At once" (M 004): the completion gets code 18 right after the call returns — never
            // inside it, as Core Location never calls back re-entrantly — with no reply delay.
            scheduleDelivery(
                .fullAccuracyResult(manager, errorCode: ErrorCodes.promptDeclined), rule: .acc5, after: .zero)
            return
        }
        emit(nil, .call(call))
        present(
            Alert(
                kind: .fullAccuracy, appName: state.appName, requester: .manager(manager), purposeKey: purposeKey,
                rule: .acc4))
    }

    /// ACC-4: Allow Once → a callback with the status unchanged and fullAccuracy true, precise fixes
    /// follow, and the request succeeds. Don't Allow → the request also *succeeds*, with no callback,
    /// and accuracy stays reduced.
    mutating func answerFullAccuracy(_ alert: Alert, button: String) {
        emit(.acc4, .alertAnswered(.fullAccuracy, button: button))
        let delay = replyDelay()
        if button == "Allow Once" {
            changeAuthorization(rule: .acc4, delay: delay) { state in
                state.authorization.temporaryFullAccuracy = true
            }
        }
        if case .manager(let id) = alert.requester, state.managers[id] != nil {
            scheduleDelivery(.fullAccuracyResult(id, errorCode: nil), rule: .acc4, after: delay)
        }
        if case .session(let id) = alert.requester, button != "Allow Once" {
            state.sessions[id]?.fullAccuracyDenied = true
        }
    }

    /// ACC-6 (M 004): temporary full accuracy ends `fullAccuracyExpiry` (11.3 s; 11.2–11.3 s in six runs)
    /// after the app leaves the foreground. (D) Postponed while the app is in use or a continuous
    /// background location session with the indicator is active.
    mutating func settleFullAccuracyExpiry() {
        let shouldRun =
            state.authorization.temporaryFullAccuracy && state.app.lifecycle != .foreground
            && !state.backgroundSessionActive
        if shouldRun, state.timers.fullAccuracyExpiry == nil {
            state.timers.fullAccuracyExpiry = schedule(.fullAccuracyExpiry, after: profile.fullAccuracyExpiry)
        } else if !shouldRun, let token = state.timers.fullAccuracyExpiry {
            cancel(token)
            state.timers.fullAccuracyExpiry = nil
        }
    }

    /// ACC-6: the expiry: callback with the status unchanged and fullAccuracy false, in the background.
    mutating func expireFullAccuracy() {
        state.timers.fullAccuracyExpiry = nil
        sessionsReaskFullAccuracy()
        changeAuthorization(rule: .acc6) { state in
            state.authorization.temporaryFullAccuracy = false
        }
    }
}
