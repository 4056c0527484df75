/// The one pseudo-random generator of locsim: SplitMix64, chosen because it is tiny, fast, passes
/// BigCrush, and is specified exactly enough that C, Python and Swift agree on every output, so a
/// seed means the same timeline everywhere.
///
/// Use ``RandomStreams`` to get one generator per purpose rather than sharing one.
///
/// ```swift
/// var random = SplitMix64(seed: 0)
/// random.next()  // 0xE220A8397B1DCDAF
/// ```
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable, Codable {
    /// The whole generator: a 64-bit counter advanced by the golden-ratio increment.
    public var state: UInt64

    /// A generator whose first output is a function of `seed` alone.
    @inlinable
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    ///
    /// - Complexity: O(1).
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound`, without modulo bias (rejection sampling).
    ///
    /// Written out here rather than borrowed from `Int.random(in:using:)`, whose algorithm the
    /// standard library may change between releases: a seed must give the same numbers forever.
    ///
    /// - Precondition: `bound > 0`.
    /// - Complexity: O(1) expected.
    @inlinable
    public mutating func next(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "SplitMix64.next(below:) needs a positive bound, got 0")
        let threshold = (0 &- bound) % bound  // 2^64 mod bound
        while true {
            let value = next()
            if value >= threshold { return value % bound }
        }
    }

    /// A uniform integer in `range` (both ends included), without bias.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public mutating func next(in range: ClosedRange<Int64>) -> Int64 {
        let width = UInt64(bitPattern: range.upperBound &- range.lowerBound)
        if width == UInt64.max { return Int64(bitPattern: next()) }
        return range.lowerBound &+ Int64(bitPattern: next(below: width &+ 1))
    }

    /// A uniform duration in `range` (both ends included), to the microsecond: how a measured span
    /// such as the 2–9 ms initial callback becomes one concrete delay.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public mutating func next(in range: ClosedRange<SimDuration>) -> SimDuration {
        SimDuration(microseconds: next(in: range.lowerBound.microseconds...range.upperBound.microseconds))
    }
}
