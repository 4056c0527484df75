/// The largest figures a shard file may hold. A real exploration stays far below each; the bounds
/// exist so a damaged or hostile file is refused with its field named instead of trapping on a sum,
/// a division or an allocation. Each counter ≤ 2^48 and every total is checked against 2^62, so no
/// sum of counters can overflow `Int`.
public enum ShardBounds {
    /// A shard file's size: 256 MiB, checked before it is read. Reading one takes up to about 18
    /// times its size in memory (Foundation's JSON), so this keeps a merge under 5 GB; an exploration
    /// whose shards would be larger splits into more of them.
    public static let fileBytes = 256 << 20
    /// JSON nesting: a real shard file nests 8 levels; 64 leaves room and keeps the decoder's stack small.
    public static let nesting = 64
    /// Work units of one exploration, and shards (N of `--shard K/N`): 2^24.
    public static let units = 1 << 24
    /// Each counter of a unit (timelines, events, states …) and the budget `--max-timelines`: 2^48.
    public static let counter = 1 << 48
    /// Any total over all units of all shards: 2^62, half of `Int.max`.
    public static let total = 1 << 62
    /// Lines, timeline entries, nesting depths and option indices: 2^31 − 1.
    public static let position = Int(Int32.max)
    /// A counterexample's file name: 255 bytes, the longest name most file systems take.
    public static let fileNameBytes = 255
}
