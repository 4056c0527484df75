/// A span of simulated time, held as a whole number of microseconds.
///
/// Every figure in the behaviour catalog (2–9 ms, 18 s, 11.3 s) must survive a round trip through a
/// scenario file and a trace byte for byte, on every platform, so the engine never touches floating
/// point: durations are integers and arithmetic is exact.
///
/// ```swift
/// let expiry = SimDuration.seconds(18)
/// let jitter = try SimDuration(parsing: "2ms")
/// print(expiry + jitter)  // "18.002s"
/// ```
public struct SimDuration: Hashable, Comparable, Sendable, Codable {
    /// The length in microseconds; negative for a span that goes backwards.
    public var microseconds: Int64

    /// Wraps a microsecond count, the unit every layer of locsim speaks.
    @inlinable
    public init(microseconds: Int64) {
        self.microseconds = microseconds
    }

    /// No time at all: the delay of an event that runs right after the current one.
    public static let zero = SimDuration(microseconds: 0)

    /// A span of whole microseconds.
    @inlinable
    public static func microseconds(_ value: Int64) -> SimDuration { SimDuration(microseconds: value) }

    /// A span of whole milliseconds.
    @inlinable
    public static func milliseconds(_ value: Int64) -> SimDuration { SimDuration(microseconds: value * 1_000) }

    /// A span of whole seconds.
    @inlinable
    public static func seconds(_ value: Int64) -> SimDuration { SimDuration(microseconds: value * 1_000_000) }

    /// A span of whole minutes.
    @inlinable
    public static func minutes(_ value: Int64) -> SimDuration { SimDuration(microseconds: value * 60_000_000) }

    /// A span of whole hours.
    @inlinable
    public static func hours(_ value: Int64) -> SimDuration { SimDuration(microseconds: value * 3_600_000_000) }

    /// The longest a run may last, and so the longest time anything in one may be (a scenario's
    /// time, a profile's figure, a recording's time): a leap year, 8784 h. Far past any timeline a
    /// person writes, and far enough below 2^63 µs that adding figures to a time never overflows.
    public static let longestRun = SimDuration.hours(24 * 366)

    /// Shorter spans sort first.
    @inlinable
    public static func < (lhs: SimDuration, rhs: SimDuration) -> Bool { lhs.microseconds < rhs.microseconds }

    /// The exact sum of two spans.
    @inlinable
    public static func + (lhs: SimDuration, rhs: SimDuration) -> SimDuration {
        SimDuration(microseconds: lhs.microseconds + rhs.microseconds)
    }

    /// The exact difference of two spans.
    @inlinable
    public static func - (lhs: SimDuration, rhs: SimDuration) -> SimDuration {
        SimDuration(microseconds: lhs.microseconds - rhs.microseconds)
    }

    /// A span repeated `rhs` times (a fix interval times the number of fixes).
    @inlinable
    public static func * (lhs: SimDuration, rhs: Int64) -> SimDuration {
        SimDuration(microseconds: lhs.microseconds * rhs)
    }

    /// Encodes as the bare microsecond count, the form the JSON Lines trace uses (`time_us`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(microseconds)
    }

    /// Decodes the bare microsecond count written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        microseconds = try container.decode(Int64.self)
    }
}
