/// The location requests and the three-button alert: AUTH-2, AUTH-4, AUTH-5, AUTH-9, AUTH-10 and
/// ACC-8's NSLocationDefaultAccuracyReduced.
extension Simulation {
    /// Why a location request shows nothing, checked in this order, or nil when it may prompt:
    /// AUTH-10 restricted; SET-SERVICES-OFF (A: no prompt with Location Services off); AUTH-9 after
    /// Don't Allow.
    func requestBlocker() -> (rule: RuleID, reason: String)? {
        if state.device.restricted { return (.auth10, "location is restricted by device management") }
        if !state.device.locationServicesEnabled { return (.setServicesOff, "Location Services is off") }
        if state.authorization.decision == .denied { return (.auth9, "the user chose Don't Allow") }
        return nil
    }

    /// requestWhenInUseAuthorization: AUTH-2 (M 000) shows the three-button alert from status 0;
    /// AUTH-9 (M 000) it is a no-op in any other status; PLIST-1/2 a missing purpose string shows
    /// nothing and logs the key.
    mutating func requestWhenInUse(_ call: AppCall, requester: AlertRequester) {
        if let blocker = requestBlocker() {
            emit(blocker.rule, .ignoredCall(call, reason: blocker.reason))
            return
        }
        guard state.authorization.decision == .notDetermined else {
            emit(.auth9, .ignoredCall(call, reason: "status is \(state.status.rawValue), not 0"))
            return
        }
        if let missing = missingLocationPurpose(always: false) {
            emit(.plist2, .ignoredCall(call, reason: missing))
            return
        }
        emit(nil, .call(call))
        promptForLocation(requester: requester, always: false, rule: .auth2)
    }

    /// requestAlwaysAuthorization: AUTH-5 (M 000) from 0 shows the same three-button alert; from 4
    /// AUTH-7's upgrade alert, once (AUTH-8); AUTH-9 nothing after Don't Allow.
    mutating func requestAlways(_ call: AppCall, requester: AlertRequester) {
        if let blocker = requestBlocker() {
            emit(blocker.rule, .ignoredCall(call, reason: blocker.reason))
            return
        }
        switch state.authorization.decision {
        case .notDetermined:
            if let missing = missingLocationPurpose(always: true) {
                emit(.plist2, .ignoredCall(call, reason: missing))
                return
            }
            emit(nil, .call(call))
            promptForLocation(requester: requester, always: true, rule: .auth5)
        case .authorizedWhenInUse:
            requestAlwaysUpgrade(call, requester: requester)
        case .authorizedAlways:
            let reason =
                state.authorization.provisionalAlways
                ? "provisional Always: the system asks again on its own (AUTH-6)" : "already Always"
            emit(.auth8, .ignoredCall(call, reason: reason))
        case .denied, .restricted:
            emit(.auth9, .ignoredCall(call, reason: "the user chose Don't Allow"))
        }
    }

    /// AUTH-2/AUTH-5: puts up the three-button alert unless one is already pending (A: a second
    /// request while it is up changes nothing).
    mutating func promptForLocation(requester: AlertRequester, always: Bool, rule: RuleID) {
        guard !state.locationAlertPending else { return }
        present(
            Alert(kind: .location, appName: state.appName, requester: requester, requestedAlways: always, rule: rule))
    }

    /// The three-button alert's answers.
    /// - AUTH-2 (M 000): Allow While Using App → 4 (from requestAlways, AUTH-5: 3, provisional).
    /// - AUTH-3 (M 000): Allow Once → 4, temporary (on the requestAlways alert too, per
    ///   `alwaysAlertAllowOnceIsTemporary`, A).
    /// - AUTH-4 (M 000, 001): Don't Allow → 2, accuracy reading reduced.
    /// - ACC-8 (M vs D 004): with `honoursDefaultAccuracyReduced` and NSLocationDefaultAccuracyReduced,
    ///   a grant starts with Precise off; the simulator ignores the key.
    mutating func answerLocationAlert(_ alert: Alert, button: String) {
        let reducedByDefault = profile.honoursDefaultAccuracyReduced && state.plist.defaultAccuracyReduced
        switch button {
        case "Allow While Using App":
            let rule: RuleID = alert.requestedAlways ? .auth5 : .auth2
            emit(rule, .alertAnswered(.location, button: button))
            changeAuthorization(rule: rule) { state in
                state.authorization.decision = alert.requestedAlways ? .authorizedAlways : .authorizedWhenInUse
                state.authorization.provisionalAlways = alert.requestedAlways
                state.authorization.temporaryAllowOnce = false
                if reducedByDefault { state.authorization.preciseEnabled = false }
            }
            if reducedByDefault { emit(.acc8, .log("NSLocationDefaultAccuracyReduced: Precise Location starts off")) }
        case "Allow Once":
            let temporary = !alert.requestedAlways || profile.alwaysAlertAllowOnceIsTemporary
            emit(.auth3, .alertAnswered(.location, button: button))
            changeAuthorization(rule: .auth3) { state in
                state.authorization.decision = .authorizedWhenInUse
                state.authorization.temporaryAllowOnce = temporary
                if reducedByDefault { state.authorization.preciseEnabled = false }
            }
        default:
            emit(.auth4, .alertAnswered(.location, button: button))
            changeAuthorization(rule: .auth4) { state in
                state.authorization.decision = .denied
                state.authorization.provisionalAlways = false
                state.authorization.temporaryAllowOnce = false
            }
        }
    }
}
