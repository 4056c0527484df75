/// What was explored and how, printed first so any report can be reproduced: the scenario, its
/// model, seed and profile, the strategy with its seed, every bound, and the choice points.
public struct ExplorationHeader: Hashable, Sendable, Codable {
    /// The scenario file.
    public var file: String
    /// Its title.
    public var title: String
    /// The model and its options.
    public var model: String
    /// The scenario's seed (drives the simulation).
    public var scenarioSeed: UInt64
    /// The timing profile.
    public var profile: String
    /// The strategy.
    public var strategy: String
    /// The exploration's seed (drives the random strategy).
    public var seed: UInt64
    /// `--max-timelines`.
    public var maxTimelines: Int
    /// `--max-depth`.
    public var maxDepth: Int
    /// `--max-states`.
    public var maxStates: Int
    /// `--max-events`: the event limit of each timeline.
    public var maxEvents: Int
    /// `--time-limit` in seconds, if any.
    public var timeLimitSeconds: Double?
    /// How many work units the space was split into.
    public var units: Int
    /// The choice points, in file order, with their values where known before the run.
    public var choicePoints: [String]
    /// The FNV-1a 64 hash of the scenario file's bytes (16 hex digits), so `merge` refuses shards of
    /// an edited scenario; empty until ``identify(source:overrides:)`` sets it for a shard file.
    public var scenarioHash = ""
    /// `--set PARAM=VALUE` overrides in order, which change the timelines as much as the file does.
    public var overrides: [String] = []
    /// True when an object app's timelines merged by the UI and session it recorded
    /// (``ExplorationOptions/mergeByRecordedState``), a heuristic the report names; nil otherwise,
    /// so the reports and shard files of every other exploration are as before.
    public var mergeByRecordedState: Bool?

    /// Records what identifies the explored input beyond the fields above: its bytes and overrides.
    public mutating func identify(source: String, overrides: [String]) {
        scenarioHash = FNV1a.hex(source.utf8)
        self.overrides = overrides
    }
}
