import SimulationKit

/// `end TIME`: when the run stops, and where that was written.
///
/// Equality and hashing ignore ``location`` (see ``HeaderStatement``).
public struct EndStatement: Hashable, Sendable {
    /// The last instant of the run.
    public var time: SimInstant
    /// Where it was written (provenance only; not part of equality).
    public var location: SourceLocation

    /// An end, for scenarios built by tools.
    public init(time: SimInstant, location: SourceLocation) {
        self.time = time
        self.location = location
    }

    /// Equal when they end at the same time.
    public static func == (lhs: EndStatement, rhs: EndStatement) -> Bool { lhs.time == rhs.time }

    /// Hashes the time only.
    public func hash(into hasher: inout Hasher) { hasher.combine(time) }
}
