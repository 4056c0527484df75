import Vocabulary

/// SES-1, SES-2 and SES-3: `CLServiceSession` diagnostics and `CLLocationUpdate.liveUpdates()`.
extension Simulation {
    /// SES-1 (M 000): a session whose requirement is unmet, created in the foreground, shows the
    /// alert itself (the three-button alert from 0; A: the upgrade alert for `.always` from 4). A
    /// purpose key adds full accuracy to the requirement (SES-5).
    mutating func startServiceSession(
        _ call: AppCall, id: SessionID, requirement: SessionRequirement, purposeKey: String?
    ) {
        state.sessions[id] = ServiceSessionState(id: id, requirement: requirement, fullAccuracyPurposeKey: purposeKey)
        emit(nil, .call(call))
        promptForImplicitSession(requester: .session(id), always: requirement == .always)
    }

    /// liveUpdates prompts through an implicit When In Use session (SES-1) and ticks every `fixInterval`.
    mutating func startLiveUpdates(_ call: AppCall, id: LiveUpdatesID) {
        state.liveUpdates[id] = LiveUpdatesState(id: id, stillSince: now)
        emit(nil, .call(call))
        promptForImplicitSession(requester: .liveUpdates(id), always: false)
        schedule(.liveTick(id), after: profile.fixInterval)
    }

    /// SES-1: prompt when the status is 0, the app is in the foreground, the purpose strings exist
    /// (PLIST-2 otherwise: a log line and nothing else) and no request is blocked.
    mutating func promptForImplicitSession(requester: AlertRequester, always: Bool) {
        guard state.app.lifecycle == .foreground, requestBlocker() == nil else { return }
        switch state.authorization.decision {
        case .notDetermined:
            guard missingLocationPurpose(always: always) == nil else { return }
            promptForLocation(requester: requester, always: always, rule: .ses1)
        case .authorizedWhenInUse
        where always && !state.authorization.upgradeShown
            && !state.authorization.temporaryAllowOnce:
            guard missingLocationPurpose(always: true) == nil else { return }
            state.authorization.upgradeShown = true
            present(upgradeAlert(kind: .alwaysUpgrade, requester: requester, rule: .ses1))
        default:
            break
        }
    }

    /// The flags a diagnostic or update reports now (SES-3: they describe the moment, not a
    /// promise). A request is "in progress" while the location alert is pending, and forever in a
    /// host without purpose strings (PLIST-2). A session that needs Always, once the upgrade alert
    /// was answered with While Using kept, says the user denied Always (A: Apple's description of
    /// the diagnostic's `alwaysAuthorizationDenied`; not measured).
    func accessFlags(requirement: SessionRequirement) -> DiagnosticFlags {
        var flags = DiagnosticFlags()
        let status = state.status
        flags.authorizationRestricted = state.device.restricted
        flags.authorizationDeniedGlobally = !state.device.locationServicesEnabled
        flags.authorizationDenied = status == .denied && state.device.locationServicesEnabled
        if status == .notDetermined {
            flags.authorizationRequestInProgress = state.locationAlertPending || locationPurposeMissing
        }
        flags.insufficientlyInUse = requirement == .always && status == .authorizedWhenInUse
        flags.alwaysAuthorizationDenied =
            flags.insufficientlyInUse && state.authorization.upgradeShown && !state.alertPending(.alwaysUpgrade)
        flags.accuracyLimited = status.isAuthorized && !state.fullAccuracy
        return flags
    }

    /// SES-1/SES-2: a diagnostic goes out whenever a session's flags change: first
    /// requestInProgress, then all clear after Allow While Using App, or authorizationDenied.
    mutating func settleServiceSessions() {
        for index in state.sessions.values.indices {
            let session = state.sessions.values[index]
            let id = session.id
            var flags = accessFlags(requirement: session.requirement)
            flags.fullAccuracyDenied = session.fullAccuracyDenied && state.status.isAuthorized && !state.fullAccuracy
            guard flags != session.lastFlags else { continue }
            state.sessions.update(at: index) { $0.lastFlags = flags }
            scheduleDelivery(.diagnostic(id, flags: flags), rule: sessionRule(flags), after: replyDelay())
        }
    }

    /// SES-1/SES-2/PLIST-2: a live-updates sequence sends one update each time its flags change,
    /// with a location when it can have one; so with access denied it sends one update and goes
    /// quiet, and in a host without purpose strings one update, then nothing, ever.
    mutating func settleLiveUpdates() {
        for index in state.liveUpdates.values.indices {
            let live = state.liveUpdates.values[index]
            let id = live.id
            var flags = accessFlags(requirement: .whenInUse)
            flags.stationary = live.paused
            guard flags != live.lastFlags else { continue }
            state.liveUpdates.update(at: index) { $0.lastFlags = flags }
            let fix = state.liveUpdatesCanLocate ? makeFix(for: LocationManagerState(id: ManagerID(0))).fix : nil
            scheduleDelivery(.liveUpdate(id, flags: flags, fix: fix), rule: sessionRule(flags), after: replyDelay())
        }
    }

    /// SES-2 (M 000, 004): the sequence stays open through a denial and resumes delivering locations
    /// after a grant: every `fixInterval` it carries a fix when it can, unless the device is still
    /// (SES-4).
    mutating func liveTick(_ id: LiveUpdatesID) {
        guard let live = state.liveUpdates[id] else { return }
        schedule(.liveTick(id), after: profile.fixInterval)
        guard state.liveUpdatesCanLocate, !sessionReplyPending(for: id) else { return }
        let stationary = deviceStationary(since: live.stillSince)
        if stationary, live.paused { return }
        var flags = accessFlags(requirement: .whenInUse)
        flags.stationary = stationary
        state.liveUpdates[id]?.lastFlags = flags
        state.liveUpdates[id]?.paused = stationary
        let fix = makeFix(for: LocationManagerState(id: ManagerID(0))).fix
        deliver(.liveUpdate(id, flags: flags, fix: fix), rule: stationary || live.paused ? .ses4 : .ses2)
    }

    /// Whether the replies to a change (the authorization callback, the diagnostics, this sequence's
    /// own update) are still on their way: SES-1 (M 000) orders them status, diagnostic, update, so a
    /// beat in between waits for the next.
    ///
    /// - Complexity: O(*n*) in the pending events.
    func sessionReplyPending(for id: LiveUpdatesID) -> Bool {
        queue.contains {
            switch $0 {
            case .authorizationCallback, .deliver(.diagnostic, _): return true
            case .deliver(.liveUpdate(let other, _, _), _): return other == id
            default: return false
            }
        }
    }

    /// The rule a diagnostic illustrates: SES-3 for the never-ending request of a bare host, SES-5
    /// for a declined full accuracy, SES-2 for a denial, SES-1 otherwise.
    func sessionRule(_ flags: DiagnosticFlags) -> RuleID {
        if flags.authorizationRequestInProgress && locationPurposeMissing { return .ses3 }
        if flags.fullAccuracyDenied { return .ses5 }
        if flags.authorizationDenied { return .ses2 }
        return .ses1
    }
}
