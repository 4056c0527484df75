/// How the timelines of a scenario are chosen.
///
/// Exhaustive is the answer when the tree is small; the others are principled samples when it is not.
/// Each is deterministic from the scenario and the seed, whatever the number of workers or shards.
public enum ExplorationStrategy: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Every timeline, depth first, forking at each choice and merging identical states.
    case exhaustive
    /// `samples` timelines, each choice drawn uniformly from the seed (one SplitMix64 stream a sample).
    case random(samples: Int)
    /// A greedy cover of every pair of values of every two choice points.
    case pairwise
    /// Exhaustive, with ranges and windows cut to their minimum, middle and maximum.
    case boundary

    /// `exhaustive`, `random 100`, `pairwise`, `boundary`.
    public var description: String {
        switch self {
        case .exhaustive: return "exhaustive"
        case .random(let samples): return "random \(samples)"
        case .pairwise: return "pairwise"
        case .boundary: return "boundary"
        }
    }
}

/// The bounds and the layout of an exploration: limits on everything (each reported when reached),
/// the workers, and which shard of the space this process explores.
public struct ExplorationOptions: Hashable, Sendable {
    /// The strategy.
    public var strategy: ExplorationStrategy = .exhaustive
    /// The seed of the random strategy (the scenario's own seed drives the simulation).
    public var seed: UInt64 = 0
    /// The most timelines simulated; split evenly over the work units so any worker count or shard
    /// layout explores the same ones.
    public var maxTimelines = 100_000
    /// The most choices branched on in one timeline; deeper choices take their simplest option.
    public var maxDepth = 64
    /// The most distinct states kept for deduplication, split evenly over the work units like
    /// ``maxTimelines``: the states are what an exploration's memory grows with (about 1.6 KB each
    /// on the journey), and the default keeps it near 1.6 GB, inside a 2-core, 8 GB CI runner.
    public var maxStates = 1_000_000
    /// Wall-clock seconds before the exploration stops (nil: no limit). The one bound that makes
    /// results depend on the machine, so reaching it is always reported.
    public var timeLimitSeconds: Double?
    /// The time limits the clock can count: a millisecond to a week (a CI job is over long before).
    public static let timeLimitRange: ClosedRange<Double> = 0.001...604_800
    /// Worker threads.
    public var jobs = 1
    /// Whether the timelines of an app that cannot be compared (``AppBranching/replay``: an object)
    /// merge when the system, the checks, the line held, and the UI and session the app last recorded
    /// are equal. A heuristic, off unless asked for: two objects that record the same may still
    /// differ in fields the recording leaves out, and then timelines that differ are explored once.
    /// A value model's timelines merge by its whole state whatever this says.
    public var mergeByRecordedState = false
    /// This process explores the units whose index ≡ `shard.index` (mod `shard.count`).
    public var shard = Shard(index: 0, count: 1)

    /// Default options: exhaustive, 100,000 timelines, depth 64, one worker, the whole space.
    public init() {}
}

/// `K/N`: a fixed, disjoint part of the space, from a CI matrix or a Kubernetes completion index.
public struct Shard: Hashable, Sendable, Codable, CustomStringConvertible {
    /// K, from 0.
    public var index: Int
    /// N.
    public var count: Int

    /// A shard.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `0/3`.
    public var description: String { "\(index)/\(count)" }

    /// Whether work unit `unit` is this shard's.
    public func owns(_ unit: Int) -> Bool { unit % count == index }
}
