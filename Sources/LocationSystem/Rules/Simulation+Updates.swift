import SimulationKit

/// UPD-1 and UPD-2: asking for locations — once, or without access.
extension Simulation {
    /// UPD-1 (D: Apple documents `requestLocation()` as one delivery of a location, or an error,
    /// after which the request ends): the fix comes `fixInterval` later (A: Apple says only that it
    /// may take several seconds). While the status is undecided the request waits, and a grant
    /// answers it (A). Without access it fails at once (UPD-2).
    mutating func requestLocation(_ id: ManagerID) {
        guard !failWithoutAccess(id), state.managers[id]?.locationRequested == false else { return }
        state.managers[id]?.locationRequested = true
        schedule(.requestedFix(id), after: profile.fixInterval)
    }

    /// UPD-1: the requested location, if the manager may receive one now. The request waits (A)
    /// while it cannot be answered yet: an undecided status, a callback on its way, a suspended
    /// process, or an authorized app in the background without background updates (which gets no
    /// location there, AUTH-12). It fails if access was refused meanwhile (UPD-2).
    mutating func requestedFix(_ id: ManagerID) {
        guard let manager = state.managers[id], manager.locationRequested else { return }
        let refused = state.status == .denied || state.status == .restricted
        if !refused && (!state.canLocate(manager) || authorizationCallbackPending(for: id)) {
            schedule(.requestedFix(id), after: profile.fixInterval)
            return
        }
        state.managers[id]?.locationRequested = false
        guard !refused else {
            deliver(.failure(id, code: ErrorCodes.denied), rule: .upd2)
            return
        }
        let (fix, _) = makeFix(for: manager)
        deliver(.locations(id, [fix]), rule: .upd1)
    }

    /// UPD-2 (D: Apple documents `kCLErrorDenied` for a manager asked for locations without access):
    /// denied, restricted, or Location Services off (which reads as denied, SET-SERVICES-OFF), a
    /// code-1 failure `replyDelay` later. Undecided fails nothing: the measured bare host (seed 000)
    /// saw no error at all. Updates stay requested, so a later grant resumes them (AUTH-11).
    /// - Returns: whether the failure was scheduled.
    @discardableResult
    mutating func failWithoutAccess(_ id: ManagerID) -> Bool {
        guard state.status == .denied || state.status == .restricted else { return false }
        state.managers[id]?.locationRequested = false
        scheduleDelivery(.failure(id, code: ErrorCodes.denied), rule: .upd2, after: orderedReplyDelay())
        return true
    }
}
