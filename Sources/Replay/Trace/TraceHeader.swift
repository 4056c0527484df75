/// What a reader needs to reproduce a run, printed before its first event: the file, the scenario's
/// title, the model, the seed, the profile and every figure overridden from the profile.
public struct TraceHeader: Hashable, Sendable {
    /// The scenario file as given on the command line.
    public var file: String
    /// The scenario's `scenario "…"` title.
    public var title: String
    /// The model that ran, with its options (`run-screen needsAlways=true`).
    public var model: String
    /// The seed every random stream derived from.
    public var seed: UInt64
    /// The timing profile.
    public var profile: String
    /// The Info.plist the app ran with, in brief (`test host (every purpose string)`, `2 keys`); empty
    /// when not known.
    public var plist: String
    /// Figures changed from the profile, by `set` lines or `--set`, in the order given.
    public var overrides: [Override]

    /// One changed figure, as written (`allowOnceExpiry`, `17s`).
    public struct Override: Hashable, Sendable {
        /// The profile parameter.
        public var name: String
        /// Its value as written.
        public var value: String

        /// An override of `name` to `value`.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A header; overrides default to none, the plist to unknown.
    public init(
        file: String, title: String, model: String, seed: UInt64, profile: String, plist: String = "",
        overrides: [Override] = []
    ) {
        self.plist = plist
        self.file = file
        self.title = title
        self.model = model
        self.seed = seed
        self.profile = profile
        self.overrides = overrides
    }
}
