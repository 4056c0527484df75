import AppModels
import Foundation
import LocationSystem
import Replay
import ScenarioLanguage
import SimulationKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A played scenario: what the reports draw.
struct PlayedRun {
    var header: TraceHeader
    var records: [TraceRecord]
    var outcome: RunOutcome
}

/// Parses, prepares and runs scenario text with the built-in models.
func playScenario(_ text: String, file: String = "test.scenario") throws -> PlayedRun {
    let registry = BuiltinModels.registry
    let scenario = try ScenarioParser.parse(text, file: file, vocabulary: .system(models: registry)).get()
    let prepared = try RunSetup.prepare(scenario, source: text, registry: registry, options: RunOptions()).get()
    var run = ScenarioRun(prepared)
    var records: [TraceRecord] = []
    let outcome = run.run { records.append($0) }
    return PlayedRun(header: prepared.header, records: records, outcome: outcome)
}

/// Whether `text` parses as XML with Foundation's parser (FoundationXML on Linux).
func isWellFormedXML(_ text: String) -> Bool {
    let parser = XMLParser(data: Data(text.utf8))
    return parser.parse()
}

/// The repository root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Allow Once with the reference authorization model: UI keys, an alert, an expiry.
let allowOnceScenario = """
    scenario "Allow Once expires"
    model authorization
    seed 7
    plist NSLocationWhenInUseUsageDescription "Shows where you are on the run map."

    0s      launch
    1s      tap "Start run"
    8.7s    alert "Allow Once"
    10s     background
    27.9s   expect status == authorizedWhenInUse
    28.1s   expect status == notDetermined
    +2s     foreground
    end 40s
    """

/// A day of one fix a second, built directly as records (no simulation): 86,400 precise fixes and
/// the state change each causes, with an alert and a Settings change in the middle.
func syntheticDay() -> (TraceHeader, [TraceRecord]) {
    let header = TraceHeader(file: "day.scenario", title: "A day", model: "recorder", seed: 1, profile: "p")
    let manager = ManagerID(1)
    func callback(_ event: AppEvent) -> TracePayload { .callback(TraceCallback(event, foreground: true)!) }
    var records: [TraceRecord] = [
        TraceRecord(time: .start, payload: .step(text: "launch", line: 1)),
        TraceRecord(time: .start, payload: .app(.lifecycle(.launched(launchCount: 1, byLocationEvent: false)))),
        TraceRecord(
            time: .start + .milliseconds(5), rule: "AUTH-1",
            payload: callback(.authorization(manager, status: .authorizedWhenInUse, fullAccuracy: true))),
    ]
    for second in Int64(1)...86_400 {
        let time = SimInstant.start + .seconds(second)
        if second == 43_200 {
            records.append(TraceRecord(time: time, payload: .step(text: "settings precise off", line: 2)))
            records.append(
                TraceRecord(
                    time: time, rule: "SET-PRECISE-OFF",
                    payload: .system(.authorization(.authorizedWhenInUse, fullAccuracy: false))))
        }
        let accuracy_dm: Int64 = second >= 43_200 && second < 43_260 ? 54_118 : 50
        let fix = Fix(
            coordinate: .westminsterBridge, horizontalAccuracy_dm: accuracy_dm, speed_cmps: 0, course_cdeg: 0,
            timestamp: time)
        records.append(TraceRecord(time: time, rule: "ACC-1", payload: callback(.locations(manager, [fix]))))
        records.append(
            TraceRecord(time: time, payload: .state(ui: [], session: [StateEntry("heard", .number(second))])))
    }
    return (header, records)
}
