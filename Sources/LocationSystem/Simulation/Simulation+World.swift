import SimulationKit
import Vocabulary

/// The world outside the app: moving the device, and injecting recorded callbacks.
extension Simulation {
    /// `move LAT,LON`: the device is now at `position` (any walk ends).
    public mutating func move(to position: Coordinate) -> [SystemRecord] {
        state.device.walk = nil
        if position != state.device.position { deviceMoved() }
        state.device.position = position
        if state.device.frozenPosition != nil { state.device.frozenPosition = position }
        return finish()
    }

    /// `walk BEARING DISTANCE in DURATION`: the device walks in a straight line from where it is,
    /// bearing in centidegrees clockwise from north.
    public mutating func walk(
        bearing_cdeg: Int64, distance: Distance, duration: SimDuration
    ) throws(StepError)
        -> [SystemRecord]
    {
        guard duration.microseconds > 0 else {
            throw .invalidArgument(step: "walk", value: duration.scenarioText, expected: "a positive duration")
        }
        let from = state.device.truePosition(at: now)
        let to = Geodesy.offset(from, distance: distance, bearing_cdeg: bearing_cdeg)
        let speed = distance.millimetres * 100_000 / duration.microseconds  // mm/µs → cm/s
        var bearing = bearing_cdeg % 36_000
        if bearing < 0 { bearing += 36_000 }
        state.device.position = to
        deviceMoved()
        state.device.walk = Walk(
            from: from, to: to, start: now, end: now + duration, speed_cmps: speed, course_cdeg: bearing)
        if profile.backgroundRouteFreezes, state.app.lifecycle != .foreground, state.app.lifecycle != .notRunning {
            state.device.frozenPosition = state.device.frozenPosition ?? from
        }
        return finish()
    }

    /// `deliver EVENT`: hands `event` to the app as if the system had sent it, bypassing every rule,
    /// for replaying a log recorded on a device.
    public mutating func inject(_ event: AppEvent) -> [SystemRecord] {
        emit(nil, .delivered(event))
        return finish()
    }
}
