import AppModels
import LocationSystem
import ScenarioLanguage

/// A scenario checked against the system and the models and turned into everything a run needs:
/// the simulation's configuration, the model to instantiate at each launch, and the header that
/// makes the output reproducible. Preparing once lets a suite or an exploration run it many times.
public struct PreparedRun: Sendable {
    /// The parsed scenario.
    public let scenario: Scenario
    /// The lines of its source, for excerpts in run-time errors.
    public let sourceLines: [String]
    /// The system's starting configuration.
    public let configuration: SimulationConfiguration
    /// The model made fresh at every launch.
    public let model: ModelDescriptor
    /// Its options.
    public let modelOptions: ModelOptions
    /// Seed, profile, model and overrides, as printed first in every output.
    public let header: TraceHeader
    /// The choices a plain run made at what-if points (`alert any`, a time window), as notes.
    public let choices: [String]
    /// The limit on events.
    public let maximumEvents: Int

    /// The source line `number` (1-based), or empty.
    func line(_ number: Int) -> String {
        number >= 1 && number <= sourceLines.count ? sourceLines[number - 1] : ""
    }
}
