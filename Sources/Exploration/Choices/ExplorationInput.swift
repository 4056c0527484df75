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
    /// What makes the app at each launch: the scenario's model unless another driver is given. A
    /// driver that cannot be copied (``AppBranching/replay``) is explored by re-running each
    /// timeline from time zero.
    public var app = AppLauncher.model

    /// How its runs branch: the given driver's way, else the scenario's model's (a value model is
    /// forked by copy; an object app is re-run from time zero, on the calling thread).
    public var branching: AppBranching {
        if let own = app.branching { return own }
        return registry.descriptor(named: RunSetup.modelName(of: scenario, options: options))?.branching ?? .fork
    }

    /// An input.
    public init(scenario: Scenario, source: String, registry: ModelRegistry, options: RunOptions = RunOptions()) {
        self.scenario = scenario
        self.source = source
        self.registry = registry
        self.options = options
    }
}
