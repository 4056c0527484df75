import Vocabulary

/// CAM-1 to CAM-4 and MIC-1 to MIC-3: the camera and microphone permissions. The two are separate
/// permissions with separate alerts and answers: camera access grants nothing for the microphone.
extension Simulation {
    /// CAM-1, MIC-1 (D+A): while undecided a request shows one alert, and every request made while
    /// it is up waits for its answer. CAM-2, MIC-2 (D): once decided a request shows nothing and its
    /// handler gets the stored answer. CAM-3, PHO-8 (D): restricted answers without an alert.
    /// PLIST-4 comes first: without the purpose string the request crashes the app.
    mutating func requestPrivacyAccess(_ call: AppCall, permission: PrivacyPermission) {
        if crashIfPrivacyPurposeMissing(permission) { return }
        emit(nil, .call(call))
        let status = state.privacyStatus(permission)
        guard status.isUndecided else {
            let rule = status.restrictionRule ?? permission.decidedRule
            scheduleDelivery(Self.reply(to: status), rule: rule, after: replyDelay())
            return
        }
        state.privacy.waiting.append(permission)
        if !state.alertPending(permission.alertKind) {
            present(
                Alert(
                    kind: permission.alertKind, appName: state.appName, requester: .privacy(permission),
                    rule: permission.requestRule))
        }
    }

    /// CAM-1, MIC-1: the answer is stored (OK allows, Don't Allow denies) and every waiting handler
    /// of that permission gets it, together, after `replyDelay` (A); no other callback comes.
    mutating func answerPrivacy(_ permission: PrivacyPermission, button: String) {
        let rule = permission.requestRule
        emit(rule, .alertAnswered(permission.alertKind, button: button))
        state.privacy[permission] = permission.switched(button == "OK")
        let status = state.privacyStatus(permission)
        emit(rule, .privacyChanged(status))
        answerWaiting(permission, rule: rule)
    }

    /// Every completion waiting for `permission`'s answer gets the status now, together, after
    /// `replyDelay`, in the order the requests were made.
    mutating func answerWaiting(_ permission: PrivacyPermission, rule: RuleID) {
        let reply = Self.reply(to: state.privacyStatus(permission))
        let waiting = state.privacy.waiting.filter { $0 == permission }.count
        state.privacy.waiting.removeAll { $0 == permission }
        let delay = replyDelay()
        for _ in 0..<waiting { scheduleDelivery(reply, rule: rule, after: delay) }
    }

    /// What a request's completion handler receives: a Bool for the camera and the microphone, the
    /// level and its status for Photos.
    static func reply(to status: PrivacyStatus) -> Reply {
        switch status {
        case .camera, .microphone: return .accessResult(status.permission, granted: status.isGranted)
        case .photos(let photos): return .photoAuthorizationResult(.readWrite, photos)
        case .photosAddOnly(let photos): return .photoAuthorizationResult(.addOnly, photos)
        case .notifications(let status): return .notificationAuthorizationResult(granted: status.allowsNotifications)
        }
    }

    /// CAM-4, MIC-3 (A): the app's switch in Settings stores allowed or denied, with no callback.
    /// Turning a granted permission off while the process lives ends it (`privacyRevokeTerminates`,
    /// A: developers report it; Apple's reference does not say it), killed rather than told: no
    /// `terminated` reaches the app, so a draft kept only in memory is lost. The app reads the new
    /// answer when it is launched again. Turning it on leaves the process running.
    public mutating func setPrivacy(_ permission: PrivacyPermission, on: Bool) -> [SystemRecord] {
        let before = state.privacyStatus(permission)
        let stored = permission.switched(on)
        guard state.privacy[permission] != stored else { return finish() }
        state.privacy[permission] = stored
        let after = state.privacyStatus(permission)
        let rule = permission.settingsRule
        if after != before { emit(rule, .privacyChanged(after)) }
        if after.accessRank < before.accessRank { endAfterRevoke(permission, rule: rule) }
        return finish()
    }

    /// CAM-4, MIC-3, PHO-5 (A, `privacyRevokeTerminates`): access taken away in Settings ends a
    /// process that lives, without telling it.
    mutating func endAfterRevoke(_ permission: PrivacyPermission, rule: RuleID) {
        let alive = state.app.lifecycle.isRunning || state.app.lifecycle == .suspended
        guard alive, profile.privacyRevokeTerminates else { return }
        emit(rule, .log("\(permission) access revoked in Settings: the system ends the app without telling it"))
        endProcess(as: .notRunning)
    }

    /// CAM-3 (D): device management or Screen Time forbids the camera: the status reads restricted
    /// and requests answer false without an alert; lifting it reads the stored answer again. No
    /// callback either way (there is no camera callback to send).
    public mutating func setCameraRestricted(_ on: Bool) -> [SystemRecord] {
        let before = state.privacyStatus(.camera)
        state.device.cameraRestricted = on
        let after = state.privacyStatus(.camera)
        if after != before { emit(.cam3, .privacyChanged(after)) }
        return finish()
    }
}
