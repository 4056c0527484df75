import Replay

/// A failing timeline, kept as the candidate counterexample for a check: its decisions and the
/// figures that order candidates (fewest steps, then simplest options, then canonical order).
public struct Candidate: Hashable, Comparable, Sendable, Codable {
    /// The decisions that make the timeline.
    public var path: [Decision]
    /// Steps it performed.
    public var steps: Int
    /// The sum of its option indices (lower is simpler: skipped, off, first, earliest, lowest).
    public var optionSum: Int
    /// The work unit it was found in, and its place in that unit's order: the canonical tiebreak.
    public var unit: Int
    /// Its place in the unit.
    public var sequence: Int

    /// Shorter first, then simpler, then canonical order — the same in every worker and shard.
    public static func < (lhs: Candidate, rhs: Candidate) -> Bool {
        (lhs.steps, lhs.optionSum, lhs.unit, lhs.sequence) < (rhs.steps, rhs.optionSum, rhs.unit, rhs.sequence)
    }
}

/// One violated check: how many timelines broke it, the best candidate, and once shrunk, the
/// counterexample.
public struct CheckFailure: Hashable, Sendable, Codable {
    /// The check.
    public var check: CheckID
    /// The failure message of the best candidate.
    public var message: String
    /// Timelines that broke it.
    public var timelines: Int
    /// The best failing timeline found.
    public var best: Candidate
    /// The shrunk counterexample, once made.
    public var counterexample: Counterexample?
}

/// What exploring one work unit found. Units are the grain of parallelism and sharding; results are
/// combined in unit order, so any number of workers or shards gives the same totals.
public struct UnitResult: Hashable, Sendable, Codable {
    /// The unit's index in the canonical order.
    public var unit: Int
    /// Timelines simulated to their end.
    public var timelines = 0
    /// Timelines covered, counting those merged into an identical state as the ones they joined.
    public var spanned = 0
    /// Distinct states at choice points and at timelines' ends.
    public var distinctStates = 0
    /// Branches that reached a state already explored and were not run again.
    public var merged = 0
    /// Events simulated (shared prefixes counted once).
    public var events = 0
    /// Choices past `--max-depth`, taken at their simplest option instead of branched on.
    public var depthCuts = 0
    /// Whether `--max-timelines` stopped the unit before it was done.
    public var stoppedByBudget = false
    /// Whether `--time-limit` stopped it.
    public var stoppedByTime = false
    /// Whether `--max-states` stopped it.
    public var stoppedByStates = false
    /// Timelines with at least one failed check.
    public var failingTimelines = 0
    /// Catalog rule → timelines it fired in.
    public var rulesFired: [String: Int] = [:]
    /// The UI states reached, as `key=value` lists.
    public var uiStates: [String] = []
    /// UI transitions seen, as `[from, to]`.
    public var uiTransitions: [[String]] = []
    /// The violated checks, with the best candidate of this unit.
    public var failures: [CheckFailure] = []

    /// An empty result for `unit`.
    public init(unit: Int) {
        self.unit = unit
    }
}
