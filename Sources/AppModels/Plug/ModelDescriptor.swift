/// What `locsim models` lists about a model and how the runner makes one.
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
    /// Makes a fresh instance (at every launch).
    public let make: @Sendable (ModelOptions) throws(ModelOptionError) -> any AppModel

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
        self.make = { (options: ModelOptions) throws(ModelOptionError) -> any AppModel in
            try Model(options: options)
        }
    }

    /// Makes an instance after checking every key against ``options``.
    public func instantiate(_ given: ModelOptions) throws(ModelOptionError) -> AnyAppModel {
        let known = options.map(\.name)
        for entry in given.entries where !known.contains(entry.key) {
            throw .unknownKey(entry.key, known: known)
        }
        return AnyAppModel(try make(given))
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
