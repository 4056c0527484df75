import SimulationKit

/// A measured span of time such as the 2–9 ms initial callback, from which each run draws one value
/// out of a named seeded stream; a single value (`5ms`) is a range of one.
///
/// ```swift
/// let delay = try DurationRange(parsing: "2ms..9ms")
/// print(delay)  // "2ms..9ms"
/// ```
public struct DurationRange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The shortest value drawn.
    public var lower: SimDuration
    /// The longest value drawn (included).
    public var upper: SimDuration

    /// A range from `lower` to `upper`, both included.
    public init(_ lower: SimDuration, _ upper: SimDuration) {
        self.lower = min(lower, upper)
        self.upper = max(lower, upper)
    }

    /// A range of one value.
    public init(exactly value: SimDuration) {
        self.init(value, value)
    }

    /// Parses `2ms..9ms` or `5ms` through `SimDuration(parsing:)`.
    public init(parsing text: some StringProtocol) throws(ProfileError) {
        let source = String(text)
        let parts = source.pieces(separatedBy: "..")
        let expected = "a time or a range such as 2ms..9ms"
        guard parts.count <= 2 else { throw .invalidValue(name: "", value: source, expected: expected) }
        let lower: SimDuration
        let upper: SimDuration
        do {
            lower = try SimDuration(parsing: parts[0])
            upper = parts.count == 2 ? try SimDuration(parsing: parts[1]) : lower
        } catch {
            throw .invalidValue(name: "", value: source, expected: "\(expected) (\(error))")
        }
        guard lower <= upper else {
            throw .invalidValue(name: "", value: source, expected: "a range whose lower end comes first")
        }
        self.init(lower, upper)
    }

    /// The closed range, for drawing.
    public var closedRange: ClosedRange<SimDuration> { lower...upper }

    /// `2ms..9ms`, or `5ms` for a single value.
    public var description: String {
        lower == upper ? lower.scenarioText : "\(lower.scenarioText)..\(upper.scenarioText)"
    }
}
