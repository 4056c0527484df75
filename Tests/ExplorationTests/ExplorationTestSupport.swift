import AppModels
import Exploration
import Replay
import ScenarioLanguage

/// An exploration input from scenario text, with the built-in models.
func input(
    _ text: String, file: String = "test.scenario", options: RunOptions = RunOptions()
) throws
    -> ExplorationInput
{
    let registry = BuiltinModels.registry
    let scenario = try ScenarioParser.parse(text, file: file, vocabulary: .system(models: registry)).get()
    return ExplorationInput(scenario: scenario, source: text, registry: registry, options: options)
}

/// Scenario text parsed and prepared with the built-in models, ready to run.
func prepared(_ text: String) throws -> PreparedRun {
    let registry = BuiltinModels.registry
    let scenario = try ScenarioParser.parse(text, file: "t.scenario", vocabulary: .system(models: registry)).get()
    return try RunSetup.prepare(scenario, source: text, registry: registry).get()
}

/// Exploration options in one call.
func options(
    _ strategy: ExplorationStrategy = .exhaustive, jobs: Int = 1, shard: Shard = Shard(index: 0, count: 1),
    maxTimelines: Int = 100_000, maxDepth: Int = 64
) -> ExplorationOptions {
    var options = ExplorationOptions()
    options.strategy = strategy
    options.jobs = jobs
    options.shard = shard
    options.maxTimelines = maxTimelines
    options.maxDepth = maxDepth
    return options
}

/// The classic: any answer, a background window, an optional return, a check some timelines break.
let classic = """
    model authorization
    0s      launch
    1s      tap "Start run"
    2s      alert any
    3s..12s step 3s background
    14s     maybe foreground
    35s     expect status != notDetermined
    end 40s
    """

/// Three optional moves to where the device already is: the branches converge.
let converging = """
    model authorization
    position 51.5007,-0.1246
    0s      launch
    1s      maybe move 51.5007,-0.1246
    2s      maybe move 51.5007,-0.1246
    3s      maybe move 51.5007,-0.1246
    end 5s
    """

/// Any answer to the alert, then the user may leave: two choices, the fork API's first example.
let answerThenMaybeLeave = """
    model authorization
    0s      launch
    1s      tap "Start run"
    2s      alert any
    5s      maybe background
    end 30s
    """
