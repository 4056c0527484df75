/// AUTH-1: the first authorization callback of every manager.
extension Simulation {
    /// AUTH-1 (M 000): assigning a delegate calls nothing synchronously; `initialCallbackDelay`
    /// (2–9 ms, stream `initialCallback`) later every manager gets exactly one authorization callback
    /// with its current status, even when that is 0. It is not an answer.
    mutating func registerManager(_ id: ManagerID) {
        state.managers[id] = LocationManagerState(id: id)
        let delay = random.next(in: profile.initialCallbackDelay.closedRange, stream: .initialCallback)
        schedule(.authorizationCallback(id, rule: .auth1), after: delay)
    }
}
