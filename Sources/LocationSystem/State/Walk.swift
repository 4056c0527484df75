import SimulationKit
import Vocabulary

/// A straight walk of the simulated device (`walk BEARING DISTANCE in DURATION`): the position moves
/// linearly from ``from`` to ``to`` between ``start`` and ``end``.
public struct Walk: Hashable, Sendable {
    /// Where the walk starts.
    public var from: Coordinate
    /// Where it ends.
    public var to: Coordinate
    /// When it starts.
    public var start: SimInstant
    /// When it ends.
    public var end: SimInstant
    /// Its speed in cm/s, reported by precise fixes while it lasts.
    public var speed_cmps: Int64
    /// Its bearing in centidegrees, reported as the course of precise fixes while it lasts.
    public var course_cdeg: Int64

    /// The position at `time`: exact linear interpolation in micro-degrees.
    public func position(at time: SimInstant) -> Coordinate {
        if time <= start { return from }
        if time >= end { return to }
        let elapsed = (time - start).microseconds
        let total = (end - start).microseconds
        return Coordinate(
            latitude_e6: from.latitude_e6 + Self.scale(to.latitude_e6 - from.latitude_e6, elapsed, total),
            longitude_e6: from.longitude_e6 + Self.scale(to.longitude_e6 - from.longitude_e6, elapsed, total))
    }

    /// Whether the device is moving at `time`.
    public func isMoving(at time: SimInstant) -> Bool { time >= start && time < end }

    /// `delta × numerator ÷ denominator` without overflow, rounded toward zero.
    private static func scale(_ delta: Int64, _ numerator: Int64, _ denominator: Int64) -> Int64 {
        let product = delta.magnitude.multipliedFullWidth(by: numerator.magnitude)
        let quotient = denominator.magnitude.dividingFullWidth(product).quotient
        return delta < 0 ? -Int64(quotient) : Int64(quotient)
    }
}
