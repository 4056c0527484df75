import SimulationKit

/// Handing events to the app: delivered now, held while suspended (SET-2), or lost with the process.
extension Simulation {
    /// SET-2 (M 004): a running app hears a change at once (in the background too); a suspended app
    /// hears it when it resumes; with no process there is nobody to tell (a relaunch reads the
    /// status afresh, AUTH-1).
    mutating func deliver(_ event: AppEvent, rule: RuleID?) {
        if let id = event.manager, state.managers[id]?.hasDelegate == false {
            emit(rule, .dropped(event, reason: "manager \(id) has no delegate"))
            return
        }
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

    /// Whether a callback to the app is due: an authorization callback or another delivery scheduled
    /// on the queue, or one held for a suspended app (SET-2). A change reaches the app 2–9 ms after
    /// it happens; `always settled` lines are checked only when nothing is due, once the app has
    /// heard everything. Location fixes (`fixTick`, `liveTick`) recur while updating and are not
    /// counted: with them an updating app would never be settled.
    ///
    /// - Complexity: O(*n*) in the pending events. Inlinable: the checks ask after every event, and a
    ///   call from another module copies the whole simulation to pass it.
    @inlinable public var callbackDue: Bool {
        !state.app.held.isEmpty
            || queue.contains { event in
                switch event {
                case .authorizationCallback, .deliver: return true
                default: return false
                }
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
