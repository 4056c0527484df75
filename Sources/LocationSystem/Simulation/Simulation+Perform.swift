/// Applying the app's calls: the other half of the ``AppSystem`` handle.
extension Simulation {
    /// A handle for the app model handling the current event: getters read the state now, commands
    /// are recorded for ``perform(_:)``. Inlinable: a handle is made for every event and every
    /// invariant check, and a call from another module copies the whole simulation to pass it.
    @inlinable public func appSystem() -> AppSystem {
        AppSystem(state: state, now: now)
    }

    /// Applies the calls a model made while handling one event, in order, and returns what they did
    /// at once (alerts shown, calls ignored and why, invalid use, a crash). Replies are scheduled,
    /// never delivered here. Invalid use (a manager that was never created, a call with no process)
    /// is an ``SystemRecord/Kind/invalidCall(_:reason:)`` record, never a crash; calls after a
    /// PLIST-3 crash are not applied.
    public mutating func perform(_ calls: [AppCall]) -> [SystemRecord] {
        for call in calls {
            if state.app.lifecycle == .crashed { break }
            apply(call)
        }
        return finish()
    }

    /// Applies one call.
    mutating func apply(_ call: AppCall) {
        if case .writeStorage(let key, let value) = call {
            state.storage[key] = value
            emit(nil, .call(call))
            return
        }
        guard state.app.lifecycle.isRunning else {
            emit(nil, .invalidCall(call, reason: "the app is \(state.app.lifecycle)"))
            return
        }
        switch call {
        case .createManager(let id), .makeManager(let id):
            guard state.managers[id] == nil else {
                emit(nil, .invalidCall(call, reason: "manager \(id) already exists"))
                return
            }
            state.app.nextHandles.manager = max(state.app.nextHandles.manager, id.rawValue + 1)
            emit(nil, .call(call))
            registerManager(id, withDelegate: call == .createManager(id))
            return
        default:
            break
        }
        if let id = call.manager, state.managers[id] == nil {
            emit(nil, .invalidCall(call, reason: "manager \(id) was never created in this process"))
            return
        }
        switch call {
        case .createManager, .makeManager, .writeStorage:
            break
        case .assignDelegate(let id):
            emit(nil, .call(call))
            assignDelegate(id)
        case .requestWhenInUseAuthorization(let id):
            requestWhenInUse(call, requester: .manager(id))
        case .requestAlwaysAuthorization(let id):
            requestAlways(call, requester: .manager(id))
        case .requestTemporaryFullAccuracyAuthorization(let id, let key):
            requestTemporaryFullAccuracy(call, manager: id, purposeKey: key)
        case .startUpdatingLocation, .stopUpdatingLocation, .setDesiredAccuracy, .setAllowsBackgroundLocationUpdates:
            applyManagerSetting(call)
        case .requestLocation(let id):
            emit(nil, .call(call))
            requestLocation(id)
        case .openSettings:
            emit(nil, .call(call))
            openSettings()
        case .notSimulated(let api):
            emit(nil, .call(call))
            emit(nil, .log("locsim does not simulate \(api) yet: nothing it would deliver arrives"))
        case .startBackgroundActivitySession, .endBackgroundActivitySession, .startServiceSession, .endServiceSession,
            .startLiveUpdates, .stopLiveUpdates:
            applySessionCall(call)
        case .queryMotion(let motionClass):
            queryMotion(call, motionClass: motionClass)
        case .requestCaptureAccess, .requestRecordPermission, .requestPhotoAuthorization,
            .presentLimitedLibraryPicker, .presentPhotoPicker, .fetchAssets:
            applyPrivacyCall(call)
        case .requestNotificationAuthorization(let options): requestNotificationAuthorization(call, options: options)
        case .getNotificationSettings: getNotificationSettings(call)
        case .registerForRemoteNotifications: registerForRemoteNotifications(call)
        case .startMonitoringRegion, .stopMonitoringRegion, .requestRegionState,
            .startMonitoringSignificantLocationChanges, .stopMonitoringSignificantLocationChanges,
            .startMonitoringVisits:
            applyMonitoringCall(call)
        case .sleep(let token, let duration):
            emit(nil, .call(call))
            schedule(.wake(token: token), after: max(duration, .zero))
        }
    }

    /// The camera, microphone and Photos requests (CAM-1, MIC-1, PHO-1, PHO-2) and the pickers (PHO-4, PHO-6).
    private mutating func applyPrivacyCall(_ call: AppCall) {
        switch call {
        case .requestCaptureAccess(let mediaType): requestPrivacyAccess(call, permission: mediaType.permission)
        case .requestRecordPermission: requestPrivacyAccess(call, permission: .microphone)
        case .requestPhotoAuthorization(let level): requestPrivacyAccess(call, permission: level.permission)
        case .fetchAssets: fetchAssets(call)
        default: presentPicker(call)
        }
    }

    /// Updating, accuracy and background settings of a manager that exists.
    private mutating func applyManagerSetting(_ call: AppCall) {
        emit(nil, .call(call))
        switch call {
        case .startUpdatingLocation(let id):
            if state.managers[id]?.updating == false {
                state.managers[id]?.updating = true
                startFixes(id)
            }
            failWithoutAccess(id)
        case .stopUpdatingLocation(let id):
            state.managers[id]?.updating = false
            state.managers[id]?.locationRequested = false
            cancelEvents { event in
                switch event {
                case .fixTick(id), .backgroundAccessLoss(id), .requestedFix(id): return true
                default: return false
                }
            }
        case .setDesiredAccuracy(let id, let accuracy):
            state.managers[id]?.desiredAccuracy = accuracy
        case .setAllowsBackgroundLocationUpdates(let id, let allowed):
            state.managers[id]?.allowsBackgroundLocationUpdates = allowed
        default:
            break
        }
    }

    /// Background activity sessions, service sessions and live updates: started, or ended if they run.
    private mutating func applySessionCall(_ call: AppCall) {
        switch call {
        case .startBackgroundActivitySession(let id):
            state.app.nextHandles.activity = max(state.app.nextHandles.activity, id.rawValue + 1)
            emit(nil, .call(call))
            state.app.activitySessions.insert(id)
        case .endBackgroundActivitySession(let id):
            guard state.app.activitySessions.remove(id) != nil else {
                emit(nil, .invalidCall(call, reason: "background activity session \(id) is not active"))
                return
            }
            emit(nil, .call(call))
        case .startServiceSession(let id, let requirement, let purposeKey):
            guard state.sessions[id] == nil else {
                emit(nil, .invalidCall(call, reason: "session \(id) already exists"))
                return
            }
            state.app.nextHandles.session = max(state.app.nextHandles.session, id.rawValue + 1)
            startServiceSession(call, id: id, requirement: requirement, purposeKey: purposeKey)
        case .endServiceSession(let id):
            guard state.sessions.removeValue(forKey: id) != nil else {
                emit(nil, .invalidCall(call, reason: "session \(id) was never started in this process"))
                return
            }
            emit(nil, .call(call))
            cancelEvents { if case .deliver(.diagnostic(id, _), _) = $0 { return true } else { return false } }
        case .startLiveUpdates(let id):
            guard state.liveUpdates[id] == nil else {
                emit(nil, .invalidCall(call, reason: "live updates \(id) already exist"))
                return
            }
            state.app.nextHandles.liveUpdates = max(state.app.nextHandles.liveUpdates, id.rawValue + 1)
            startLiveUpdates(call, id: id)
        case .stopLiveUpdates(let id):
            stopLiveUpdates(call, id: id)
        default:
            break
        }
    }

    /// Ends a live-updates sequence and calls off what it still had on the way.
    private mutating func stopLiveUpdates(_ call: AppCall, id: LiveUpdatesID) {
        guard state.liveUpdates.removeValue(forKey: id) != nil else {
            emit(nil, .invalidCall(call, reason: "live updates \(id) were never started in this process"))
            return
        }
        emit(nil, .call(call))
        cancelEvents { event in
            switch event {
            case .liveTick(id), .deliver(.liveUpdate(id, _, _), _): return true
            default: return false
            }
        }
    }
}
