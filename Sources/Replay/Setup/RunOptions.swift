/// What the command line may change about a run without editing the file: the seed, the model, and
/// profile figures (`--set allowOnceExpiry=17s`), plus the limit on events.
public struct RunOptions: Hashable, Sendable {
    /// Replaces the file's `seed`.
    public var seed: UInt64?
    /// Replaces the file's `model` (its options are kept only if the model is the same).
    public var model: String?
    /// Profile overrides applied after the file's `set` lines, in order.
    public var overrides: [TraceHeader.Override]
    /// The most events one run may process before it stops and reports the limit.
    public var maximumEvents: Int

    /// Options that change nothing.
    public init(
        seed: UInt64? = nil, model: String? = nil, overrides: [TraceHeader.Override] = [],
        maximumEvents: Int = 50_000_000
    ) {
        self.seed = seed
        self.model = model
        self.overrides = overrides
        self.maximumEvents = maximumEvents
    }
}
