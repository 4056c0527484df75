import SimulationKit
import Vocabulary

/// What one MON look finds: a significant change for a manager, a region crossed.
extension Simulation {
    /// MON-2 (D, Apple's `startMonitoringSignificantLocationChanges()`): a current location first,
    /// then one whenever the device is `significantChangeDistance` (500 m) from the last one told,
    /// and no sooner than `significantChangeInterval` (5 min) after it. Fixes are shaped by the
    /// accuracy rules like any other (ACC-1, ACC-2).
    mutating func significantChangeLook(_ id: ManagerID) {
        guard let manager = state.managers[id], manager.hasDelegate else { return }
        let position = state.device.truePosition(at: now)
        if let last = manager.lastSignificant {
            guard now - last.time >= profile.significantChangeInterval,
                Geodesy.distance(last.position, position) >= profile.significantChangeDistance
            else { return }
        }
        let mark = SignificantMark(position: position, time: now)
        state.managers[id]?.lastSignificant = mark
        let (fix, _) = makeFix(for: manager)
        deliver(.locations(id, [fix]), rule: .mon2)
    }

    /// MON-3: each region whose inside-ness changed since the last look. The first look only learns
    /// where the device is (A: no entry for a region the device starts inside; `requestState` asks).
    mutating func lookAtRegions() {
        let position = state.device.truePosition(at: now)
        for index in state.monitoring.regions.indices {
            let inside = state.monitoring.regions[index].contains(position)
            let before = state.monitoring.regions[index].inside
            state.monitoring.regions[index].inside = inside
            guard let before, before != inside else { continue }
            let identifier = state.monitoring.regions[index].identifier
            crossed(identifier, entered: inside)
        }
    }

    /// MON-3: a crossing reaches every manager with a delegate (A); a suspended app hears it on
    /// resume (SET-2); a terminated one is relaunched in the background for it (D, Always: "the
    /// system launches your app and delivers the event"; LIFE-1's launch first).
    mutating func crossed(_ identifier: String, entered: Bool) {
        if state.app.lifecycle.isRunning || state.app.lifecycle == .suspended {
            deliverCrossing(state.monitoring.number(of: identifier), entered: entered)
            return
        }
        guard state.app.lifecycle == .notRunning, state.app.launchCount > 0 else {
            emit(
                .mon3,
                .log("region \"\(identifier)\" \(entered ? "entered" : "exited"): the app is \(state.app.lifecycle)"))
            return
        }
        startProcess(lifecycle: .background)
        emit(.life1, .delivered(.launched(launchCount: state.app.launchCount, byLocationEvent: true)))
        schedule(.regionCrossing(state.monitoring.number(of: identifier), entered: entered), after: .zero)
    }

    /// MON-3: the crossing's callback to every manager that has a delegate now.
    mutating func deliverCrossing(_ number: Int, entered: Bool) {
        let identifier = state.monitoring.names[number]
        let event: RegionEvent = entered ? .entered(identifier) : .exited(identifier)
        let listeners = state.managers.values.filter(\.hasDelegate)
        guard !listeners.isEmpty else {
            emit(.mon3, .log("region \"\(identifier)\" \(event.name): no manager with a delegate to tell"))
            return
        }
        for manager in listeners {
            deliver(.region(manager.id, event), rule: .mon3)
        }
    }

    /// AUTH-6 under provisional Always: a crossing asks the user first; the region's inside-ness is
    /// left as it was (only a first look learns it), so the next look after Change to Always Allow
    /// delivers the crossing.
    mutating func askForProvisionalAlwaysIfCrossing() {
        let position = state.device.truePosition(at: now)
        var crossing = false
        for index in state.monitoring.regions.indices {
            let inside = state.monitoring.regions[index].contains(position)
            guard let before = state.monitoring.regions[index].inside else {
                state.monitoring.regions[index].inside = inside
                continue
            }
            crossing = crossing || before != inside
        }
        guard crossing, !state.alertPending(.provisionalAlways) else { return }
        present(upgradeAlert(kind: .provisionalAlways, requester: .system, rule: .auth6))
    }
}
