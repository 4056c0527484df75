import SimulationKit
import Vocabulary

/// MON-1 to MON-4: region monitoring and significant-change location, the services that need Always.
extension Simulation {
    /// MON-4 (D, Apple's `startMonitoring(for:)`): an app may monitor at most 20 regions at once.
    static let maximumMonitoredRegions = 20

    /// Whether Core Location delivers what needs Always now: MON-1 (D, Apple's table of the services
    /// each authorization supports) — significant changes, visits and regions are "not available"
    /// under When In Use; calls are accepted and wait for Always.
    var hasAlways: Bool { state.status == .authorizedAlways }

    /// Whether anything is monitored, so the system keeps looking at the position.
    var isMonitoring: Bool {
        !state.monitoring.regions.isEmpty || state.managers.values.contains { $0.significantChanges }
    }

    /// Applies a region or significant-change call.
    mutating func applyMonitoringCall(_ call: AppCall) {
        emit(nil, .call(call))
        switch call {
        case .startMonitoringRegion(let id, let region):
            startMonitoring(region, manager: id)
        case .stopMonitoringRegion(_, let identifier):
            state.monitoring.regions.removeAll { $0.identifier == identifier }
        case .requestRegionState(let id, let identifier):
            requestRegionState(identifier, manager: id)
        case .startMonitoringSignificantLocationChanges(let id):
            state.managers[id]?.significantChanges = true
            state.managers[id]?.lastSignificant = nil
            noteWithoutAlways("significant-change location")
        case .stopMonitoringSignificantLocationChanges(let id):
            state.managers[id]?.significantChanges = false
        case .startMonitoringVisits:
            if noteWithoutAlways("visit monitoring") {
                emit(nil, .log("locsim does not simulate visits yet: nothing it would deliver arrives"))
            }
        default:
            break
        }
        settleMonitorTick()
    }

    /// MON-3 (D): a region with an identifier already monitored replaces it; regions belong to the
    /// app, not the manager. (A) `didStartMonitoringFor` a reply delay later, under Always.
    /// MON-4 (D): a 21st region fails with code 5 (`regionMonitoringFailure`) and is not kept.
    mutating func startMonitoring(_ region: MonitoredRegion, manager id: ManagerID) {
        let number = state.monitoring.number(of: region.identifier)
        if let index = state.monitoring.regions.firstIndex(where: { $0.identifier == region.identifier }) {
            state.monitoring.regions[index] = region
        } else if state.monitoring.regions.count >= Self.maximumMonitoredRegions {
            let limit = Self.maximumMonitoredRegions
            emit(.mon4, .log("region \"\(region.identifier)\" is not monitored: \(limit) regions already are"))
            let failure = RegionReply.failed(number, code: ErrorCodes.regionMonitoringFailure)
            scheduleDelivery(.region(id, failure), rule: .mon4, after: replyDelay())
            return
        } else {
            state.monitoring.regions.append(region)
        }
        if noteWithoutAlways("region monitoring") {
            scheduleDelivery(.region(id, .started(number)), rule: .mon3, after: replyDelay())
        }
    }

    /// MON-3 (D): `requestState(for:)` answers inside or outside a reply delay later (A), under
    /// Always, for a monitored region; (A) nothing for a region not monitored.
    mutating func requestRegionState(_ identifier: String, manager id: ManagerID) {
        guard let region = state.monitoring.regions.first(where: { $0.identifier == identifier }) else {
            emit(.mon3, .log("requestState: \"\(identifier)\" is not a monitored region; nothing is delivered"))
            return
        }
        guard noteWithoutAlways("region monitoring") else { return }
        let regionState: RegionState = region.contains(state.device.truePosition(at: now)) ? .inside : .outside
        let number = state.monitoring.number(of: identifier)
        scheduleDelivery(.region(id, .determined(number, regionState)), rule: .mon3, after: replyDelay())
    }

    /// MON-1: under anything but Always the trace says the service waits; returns whether it runs.
    @discardableResult
    mutating func noteWithoutAlways(_ service: String) -> Bool {
        if hasAlways { return true }
        emit(.mon1, .log("\(service) needs Always: nothing is delivered while the status is \(state.status.name)"))
        return false
    }

    /// Keeps exactly one look pending while anything is monitored.
    mutating func settleMonitorTick() {
        if isMonitoring, state.monitoring.tick == nil {
            state.monitoring.tick = schedule(.monitorTick, after: profile.fixInterval)
        } else if !isMonitoring, let token = state.monitoring.tick {
            cancel(token)
            state.monitoring.tick = nil
        }
    }

    /// One look at the position (every `fixInterval`, A: iOS's own detection delay and hysteresis
    /// are not modelled): significant changes (MON-2) and region crossings (MON-3), under Always.
    mutating func monitorTick() {
        state.monitoring.tick = nil
        settleMonitorTick()
        guard hasAlways else { return }
        if state.authorization.provisionalAlways {
            askForProvisionalAlwaysIfCrossing()
            return
        }
        for id in state.managerIDs where state.managers[id]?.significantChanges == true {
            significantChangeLook(id)
        }
        lookAtRegions()
    }
}
