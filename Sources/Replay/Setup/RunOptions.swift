import LocationSystem

/// What the command line may change about a run without editing the file: the seed, the model, the
/// profile and its figures (`--set allowOnceExpiry=17s`), plus the limit on events.
public struct RunOptions: Hashable, Sendable {
    /// Replaces the file's `seed`.
    public var seed: UInt64?
    /// Replaces the file's `model` (its options are kept only if the model is the same).
    public var model: String?
    /// Replaces the file's `profile` (`--profile`): resolved by the caller, since a profile file on
    /// the command line is relative to the working directory, not to the scenario.
    public var profile: Profile?
    /// Profile overrides applied after the file's `set` lines, in order.
    public var overrides: [TraceHeader.Override]
    /// The most events one run may process before it stops and reports the limit.
    public var maximumEvents: Int

    /// The default event limit: about eight weeks of fixes at 1 Hz (a 720-hour run fits), which a CI
    /// job plays in about half a minute; longer runs raise it with `--max-events`.
    public static let defaultMaximumEvents = 5_000_000
    /// The event limits `--max-events` accepts.
    public static let maximumEventsRange = 1...1_000_000_000

    /// Options that change nothing.
    public init(
        seed: UInt64? = nil, model: String? = nil, profile: Profile? = nil, overrides: [TraceHeader.Override] = [],
        maximumEvents: Int = RunOptions.defaultMaximumEvents
    ) {
        self.seed = seed
        self.model = model
        self.profile = profile
        self.overrides = overrides
        self.maximumEvents = maximumEvents
    }
}
