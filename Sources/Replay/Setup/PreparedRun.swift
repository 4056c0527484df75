import AppModels
import LocationSystem
import ScenarioLanguage

/// A scenario checked against the system and the models and turned into everything a run needs:
/// the simulation's configuration, the model to instantiate at each launch, and the header that
/// makes the output reproducible. Preparing once lets a suite or an exploration run it many times.
public struct PreparedRun: Sendable {
    /// The parsed scenario (another timeline under the same header may take this setup:
    /// ``SetupCache``).
    public internal(set) var scenario: Scenario
    /// Its source, for excerpts in run-time errors (split into lines only when one is quoted:
    /// exploration prepares a scenario once per static combination).
    public let source: String
    /// The system's starting configuration.
    public let configuration: SimulationConfiguration
    /// The model made fresh at every launch.
    public let model: ModelDescriptor
    /// Its options.
    public let modelOptions: ModelOptions
    /// What makes the app at each launch: the model above (``AppLauncher/model``) unless another
    /// driver is given.
    public var app = AppLauncher.model
    /// How exploration branches runs of this app: the launcher's own way, else the model's.
    public var branching: AppBranching { app.branching ?? model.branching }
    /// Seed, profile, model and overrides, as printed first in every output.
    public let header: TraceHeader
    /// The choices a plain run made at what-if points (`alert any`, a time window), as notes.
    public let choices: [String]
    /// What in the file runs but looks wrong (an unknown Info.plist key), for the commands to print
    /// before the run; never a reason to stop.
    public internal(set) var warnings: [RunSetupWarning] = []
    /// The limit on events.
    public let maximumEvents: Int
    /// Each timeline entry's expectation as written, spelled once here rather than at every check of
    /// every timeline (nil for steps).
    let expectationTexts: [String?]

    /// The source line `number` (1-based), or empty.
    func line(_ number: Int) -> String {
        SourceLines.line(number, of: source)
    }
}
