/// AUTH-7 and AUTH-8: asking a When In Use app's user for Always.
extension Simulation {
    /// AUTH-7 (M 000): requestAlways from 4 shows the upgrade alert. AUTH-8 (D 000): it can be shown
    /// once per install, and a temporary (Allow Once) grant ignores requestAlways.
    mutating func requestAlwaysUpgrade(_ call: AppCall, requester: AlertRequester) {
        if state.authorization.temporaryAllowOnce {
            emit(.auth8, .ignoredCall(call, reason: "a temporary Allow Once grant ignores requestAlways"))
            return
        }
        if state.authorization.upgradeShown {
            emit(.auth8, .ignoredCall(call, reason: "the upgrade alert was already shown once"))
            return
        }
        if let missing = missingLocationPurpose(always: true) {
            emit(.plist2, .ignoredCall(call, reason: missing))
            return
        }
        state.authorization.upgradeShown = true
        emit(nil, .call(call))
        present(upgradeAlert(kind: .alwaysUpgrade, requester: requester, rule: .auth7))
    }

    /// The "also use your location even when you are not using the app?" alert (AUTH-6, AUTH-7).
    func upgradeAlert(kind: AlertKind, requester: AlertRequester, rule: RuleID) -> Alert {
        Alert(kind: kind, appName: state.appName, requester: requester, rule: rule)
    }

    /// AUTH-7 (M 000): Change to Always Allow → callback 3. Keep Only While Using → no callback at all
    /// (none within 2 s measured), status stays 4.
    mutating func answerAlwaysUpgrade(_ alert: Alert, button: String) {
        emit(.auth7, .alertAnswered(.alwaysUpgrade, button: button))
        guard button == "Change to Always Allow" else { return }
        changeAuthorization(rule: .auth7) { state in
            state.authorization.decision = .authorizedAlways
            state.authorization.provisionalAlways = false
        }
    }
}
