/// A fixed part of the timeline space, the grain of parallel workers and shards: a subtree under
/// a prefix of choices, one planned timeline, or a slice of random samples.
///
/// The list of units depends only on the scenario and the options — never on `--jobs` or
/// `--shard` — which is what makes results identical for any layout.
public enum WorkUnit: Hashable, Sendable {
    /// Every timeline under these static values and these first dynamic options.
    case subtree(statics: [Int], prefix: [Int])
    /// One timeline: these static values, and these options at dynamic points (0 elsewhere).
    case planned(statics: [Int], dynamic: [DynamicKey: Int])
    /// Samples `slice`, `slice + slices`, … below `samples`, each drawn from the seed.
    case samples(slice: Int, slices: Int, samples: Int)
}
