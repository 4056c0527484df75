import SimulationKit

/// One line of the timeline: its resolved time, how the time was written, what it does, and where.
///
/// ``time`` is absolute: relative times are resolved and untimed lines carry the previous line's time,
/// so the runner never does arithmetic on the text. Entries are in file order, which is also time order
/// (a time going backwards is an error), and lines at the same time run in that order.
///
/// Equality and hashing ignore ``location`` (see ``HeaderStatement``).
public struct TimelineEntry: Hashable, Sendable {
    /// When the line happens (for a window, its first possible time).
    public var time: SimInstant
    /// How the time was written.
    public var timing: Timing
    /// What the line does.
    public var action: Action
    /// Where it was written (provenance only; not part of equality).
    public var location: SourceLocation

    /// An entry, for scenarios built by tools.
    public init(time: SimInstant, timing: Timing, action: Action, location: SourceLocation) {
        self.time = time
        self.timing = timing
        self.action = action
        self.location = location
    }

    /// The step, when the line is one.
    public var step: Step? {
        if case .step(let step) = action { return step }
        return nil
    }

    /// The expectation, when the line is one.
    public var expectation: Expectation? {
        if case .expectation(let expectation) = action { return expectation }
        return nil
    }

    /// Equal when they happen at the same time, written the same way, and do the same thing.
    public static func == (lhs: TimelineEntry, rhs: TimelineEntry) -> Bool {
        lhs.time == rhs.time && lhs.timing == rhs.timing && lhs.action == rhs.action
    }

    /// Hashes the same fields as ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(timing)
        hasher.combine(action)
    }
}
