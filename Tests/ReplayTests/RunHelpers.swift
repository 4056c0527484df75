import AppModels
import Replay
import ScenarioLanguage
import TestSupport

/// Parses, prepares and runs scenario text with the built-in models; returns the outcome and the
/// records.
func play(
    _ text: String, options: RunOptions = RunOptions(), file: String = "test.scenario"
) throws -> (
    outcome: RunOutcome, records: [TraceRecord]
) {
    let registry = BuiltinModels.registry
    let scenario = try ScenarioParser.parse(text, file: file, vocabulary: .system(models: registry)).get()
    let prepared = try RunSetup.prepare(scenario, source: text, registry: registry, options: options).get()
    var run = ScenarioRun(prepared)
    var records: [TraceRecord] = []
    let outcome = run.run { records.append($0) }
    return (outcome, records)
}
