/// AUTH-1: the first authorization callback of every manager.
extension Simulation {
    /// AUTH-1 (M 000): assigning a delegate calls nothing synchronously; `initialCallbackDelay`
    /// (2–9 ms, stream `initialCallback`) later every manager gets exactly one authorization callback
    /// with its current status, even when that is 0. It is not an answer.
    ///
    /// A manager made without its delegate (``AppCall/makeManager(_:)``) waits: the callback follows
    /// the delegate's first assignment, not the manager's creation (D: Apple documents the callback
    /// as made when the app creates the manager and sets its delegate).
    mutating func registerManager(_ id: ManagerID, withDelegate: Bool) {
        var manager = LocationManagerState(id: id)
        manager.hasDelegate = withDelegate
        state.managers[id] = manager
        if withDelegate { scheduleInitialCallback(id) }
    }

    /// The first assignment of a delegate to a manager made without one starts AUTH-1; a later
    /// assignment calls nothing (every manager gets exactly one initial callback).
    mutating func assignDelegate(_ id: ManagerID) {
        guard state.managers[id]?.hasDelegate == false else { return }
        state.managers[id]?.hasDelegate = true
        scheduleInitialCallback(id)
    }

    /// AUTH-1's callback, 2–9 ms from now.
    private mutating func scheduleInitialCallback(_ id: ManagerID) {
        let delay = random.next(in: profile.initialCallbackDelay.closedRange, stream: .initialCallback)
        schedule(.authorizationCallback(id, rule: .auth1), after: delay)
    }
}
