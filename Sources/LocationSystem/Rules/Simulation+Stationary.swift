import SimulationKit

/// SES-4: a live-updates sequence on a device that stays put.
extension Simulation {
    /// SES-4 (D: "If Core Location stops delivering updates because the device is stationary, then
    /// it sets `isStationary` to true … the framework can suspend updates until the person starts
    /// moving"; A: after `stationaryAfter`, one update with the flag and the last location, then
    /// nothing until the device moves, when the next tick resumes with the flag clear). Whether the
    /// device has stayed put for `stationaryAfter` since `since`, counting a walk as moving until it
    /// ends.
    func deviceStationary(since: SimInstant) -> Bool {
        var still = since
        if let walk = state.device.walk, walk.end > still { still = walk.end }
        return now - still >= profile.stationaryAfter
    }

    /// The device moved (a `move` elsewhere, a walk begun): every sequence counts its stillness anew.
    mutating func deviceMoved() {
        let moment = now
        for index in state.liveUpdates.values.indices {
            state.liveUpdates.update(at: index) { $0.stillSince = moment }
        }
    }
}
