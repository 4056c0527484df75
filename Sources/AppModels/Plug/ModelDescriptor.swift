/// What `locsim models` lists about a model and how the runner makes one.
///
/// A model is usually a value type (``AppModel``); an app that is an object — a team's own
/// `CLLocationManagerDelegate` class, hosted by LocsimHost — is described by the same type with
/// ``init(driver:name:summary:source:options:keys:make:)``, so every command can name it.
public struct ModelDescriptor: Sendable {
    /// The name scenarios use (`model run-screen`).
    public let name: String
    /// One line: what the model is.
    public let summary: String
    /// Where its logic comes from (`seed 001: the run screen`), or the bug it carries.
    public let source: String
    /// Its options, with defaults and help.
    public let options: [ModelOptionDescriptor]
    /// For a model with a classic bug: the reference model that gets it right.
    public let bugOf: String?
    /// Every key the model's UI and session can show, as the model declares them (nil when it does not).
    public let keys: ModelKeys?
    /// How exploration branches runs of it: by copy (a value model) or by re-running (an object).
    public let branching: AppBranching
    /// Makes a fresh instance (at every launch).
    public let make: @Sendable (ModelOptions) throws(ModelOptionError) -> any AppDriver

    /// Describes a model type; options are checked against `options` before `make` runs.
    public init<Model: AppModel>(
        _ type: Model.Type, name: String, summary: String, source: String,
        options: [ModelOptionDescriptor] = [], bugOf: String? = nil
    ) {
        self.name = name
        self.summary = summary
        self.source = source
        self.options = options
        self.bugOf = bugOf
        self.keys = Model.keys
        self.branching = Model.branching
        self.make = { (options: ModelOptions) throws(ModelOptionError) -> any AppDriver in
            try Model(options: options)
        }
    }

    /// Describes an app of another kind of driver (an object app), made by `make` at every launch.
    public init<Driver: AppDriver>(
        driver: Driver.Type, name: String, summary: String, source: String, options: [ModelOptionDescriptor] = [],
        keys: ModelKeys? = nil, make: @escaping @Sendable (ModelOptions) throws(ModelOptionError) -> Driver
    ) {
        self.name = name
        self.summary = summary
        self.source = source
        self.options = options
        self.bugOf = nil
        self.keys = keys
        self.branching = Driver.branching
        self.make = { (options: ModelOptions) throws(ModelOptionError) -> any AppDriver in try make(options) }
    }

    /// Makes an instance after checking every key against ``options``.
    public func instantiate(_ given: ModelOptions) throws(ModelOptionError) -> any AppDriver {
        let known = options.map(\.name)
        for entry in given.entries where !known.contains(entry.key) {
            throw .unknownKey(entry.key, known: known)
        }
        return try make(given)
    }
}

/// One option of a model, for validation and `locsim models`.
public struct ModelOptionDescriptor: Hashable, Sendable {
    /// The key (`needsAlways`).
    public let name: String
    /// The default, as written in a scenario.
    public let defaultValue: String
    /// One line of help.
    public let help: String

    /// Describes an option.
    public init(_ name: String, default defaultValue: String, help: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.help = help
    }
}
