/// Handing events to the app: delivered now, held while suspended (SET-2), or lost with the process.
extension Simulation {
    /// SET-2 (M 004): a running app hears a change at once (in the background too); a suspended app
    /// hears it when it resumes; with no process there is nobody to tell (a relaunch reads the
    /// status afresh, AUTH-1).
    mutating func deliver(_ event: AppEvent, rule: RuleID?) {
        switch state.app.lifecycle {
        case .foreground, .background:
            emit(rule, .delivered(event))
        case .suspended:
            state.app.held.append(HeldDelivery(event: event, rule: rule))
            emit(.set2, .held(event))
        case .notRunning, .crashed:
            emit(rule, .dropped(event, reason: "the app is \(state.app.lifecycle)"))
        }
    }

    /// SET-2: on resume, everything held is delivered in the order it arrived.
    mutating func deliverHeld() {
        let held = state.app.held
        state.app.held = []
        for delivery in held {
            emit(delivery.rule ?? .set2, .delivered(delivery.event))
        }
    }
}
