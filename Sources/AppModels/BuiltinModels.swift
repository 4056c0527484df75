/// The models locsim ships with: the reference logic of the seeds and the classic bugs, each named
/// after what it is, in the order `locsim models` lists them.
public enum BuiltinModels {
    /// The recorder: no logic, scripted `call` steps only.
    public static let recorder = ModelDescriptor(
        RecorderModel.self, name: "recorder",
        summary: "Logs every callback and calls the system only when the scenario scripts a call step.",
        source: "locsim (no seed): observes the system's rules bare")

    /// Every built-in model.
    public static var all: [ModelDescriptor] {
        [recorder]
    }

    /// A registry of the built-in models, to which a team adds its own.
    public static var registry: ModelRegistry { ModelRegistry(all) }
}
