/// A point on the simulated clock: microseconds since the scenario started.
///
/// Separate from ``SimDuration`` so that the compiler catches the classic mix-up of "at 10 s" and
/// "after 10 s"; an instant plus a duration is an instant, two instants differ by a duration.
///
/// ```swift
/// let background = SimInstant.start + .seconds(10)
/// let revert = background + .seconds(18)
/// print(revert)  // "28.000s"
/// ```
public struct SimInstant: Hashable, Comparable, Sendable, Codable {
    /// Microseconds since the start of the run (time zero).
    public var microsecondsSinceStart: Int64

    /// Wraps a microsecond count since the start of the run.
    @inlinable
    public init(microsecondsSinceStart: Int64) {
        self.microsecondsSinceStart = microsecondsSinceStart
    }

    /// Time zero, when every scenario begins.
    public static let start = SimInstant(microsecondsSinceStart: 0)

    /// The instant as a duration since time zero, for printing and arithmetic.
    @inlinable
    public var sinceStart: SimDuration { SimDuration(microseconds: microsecondsSinceStart) }

    /// Earlier instants sort first: the order of the time column.
    @inlinable
    public static func < (lhs: SimInstant, rhs: SimInstant) -> Bool {
        lhs.microsecondsSinceStart < rhs.microsecondsSinceStart
    }

    /// The instant `rhs` after `lhs` (an expiry 18 s after backgrounding).
    @inlinable
    public static func + (lhs: SimInstant, rhs: SimDuration) -> SimInstant {
        SimInstant(microsecondsSinceStart: lhs.microsecondsSinceStart + rhs.microseconds)
    }

    /// The instant `rhs` before `lhs`.
    @inlinable
    public static func - (lhs: SimInstant, rhs: SimDuration) -> SimInstant {
        SimInstant(microsecondsSinceStart: lhs.microsecondsSinceStart - rhs.microseconds)
    }

    /// The time between two instants (how long after backgrounding a callback came).
    @inlinable
    public static func - (lhs: SimInstant, rhs: SimInstant) -> SimDuration {
        SimDuration(microseconds: lhs.microsecondsSinceStart - rhs.microsecondsSinceStart)
    }

    /// Encodes as the bare microsecond count (`time_us` in the trace).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(microsecondsSinceStart)
    }

    /// Decodes the bare microsecond count written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        microsecondsSinceStart = try container.decode(Int64.self)
    }
}
