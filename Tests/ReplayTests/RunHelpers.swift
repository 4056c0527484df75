import AppModels
import Replay
import ScenarioLanguage

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

/// The bare Allow Once timeline of seed 000 with the recorder model and scripted calls.
let allowOnceBare = """
    scenario "Allow Once expires (bare)"
    model recorder
    seed 7
    plist NSLocationWhenInUseUsageDescription "Shows where you are on the run map."

    0s      launch
            call createManager
    1s      call requestWhenInUseAuthorization
    8.7s    alert "Allow Once"
    10s     background
    27.9s   expect status == authorizedWhenInUse
    28.1s   expect status == notDetermined
            expect callback authorization status=0 between 27s and 29s
    +2s     foreground
    end 40s
    """
