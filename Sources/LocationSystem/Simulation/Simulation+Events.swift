/// Running one system event from the queue: each case hands off to the rule that owns it.
extension Simulation {
    /// Runs `event`; records go to ``output``.
    mutating func handle(_ event: SystemEvent) {
        switch event {
        case .external:
            break
        case .authorizationCallback(let manager, let rule):
            guard state.managers[manager] != nil else { return }
            deliver(.authorization(manager, status: state.status, fullAccuracy: state.fullAccuracy), rule: rule)
        case .deliver(let reply, let rule):
            deliver(reply.appEvent(regionNames: state.monitoring.names), rule: rule)
        case .fixTick(let manager):
            fixTick(manager)
        case .requestedFix(let manager):
            requestedFix(manager)
        case .liveTick(let live):
            liveTick(live)
        case .allowOnceExpiry:
            expireAllowOnce()
        case .fullAccuracyExpiry:
            expireFullAccuracy()
        case .backgroundAccessLoss(let manager):
            loseBackgroundAccess(manager)
        case .relaunchLocationEvent:
            deliverRelaunchLocationEvent()
        case .monitorTick:
            monitorTick()
        case .regionCrossing(let number, let entered):
            deliverCrossing(number, entered: entered)
        case .wake(let token):
            deliver(.wake(token: token), rule: nil)
        }
    }
}
