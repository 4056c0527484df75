import AppModels
import Replay
import ScenarioLanguage

/// What an exploration explores: the parsed scenario, its source, the models and the command line's
/// overrides — everything needed to set up any of its timelines, and to write a counterexample that
/// runs on its own.
public struct ExplorationInput: Sendable {
    /// The scenario.
    public var scenario: Scenario
    /// Its text, for excerpts in errors.
    public var source: String
    /// The models it may name.
    public var registry: ModelRegistry
    /// Seed, model and figure overrides from the command line.
    public var options: RunOptions

    /// An input.
    public init(scenario: Scenario, source: String, registry: ModelRegistry, options: RunOptions = RunOptions()) {
        self.scenario = scenario
        self.source = source
        self.registry = registry
        self.options = options
    }
}
