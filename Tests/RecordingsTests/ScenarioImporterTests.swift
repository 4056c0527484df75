import AppModels
import LocationSystem
import Recordings
import Testing

@Suite("Importing recordings as scenarios")
struct ScenarioImporterTests {
    @Test(
        "every measured fixture imports to a scenario that passes on ios27-simulator",
        arguments: RecordingFixtures.measured)
    func importedScenarioPasses(_ name: String) throws {
        let recording = try RecordingFixtures.load(name)
        let imported = ScenarioImporter().scenario(from: recording)
        let outcome = try RecordingFixtures.run(imported.text, file: "imported.scenario")
        #expect(outcome.passed, "\(name): \(outcome.failures.map(\.message)) \(outcome.failure?.description ?? "")")
        let expected = recording.callbacks.filter { $0.callback.kind != .locations }.count
        #expect(
            outcome.failures.isEmpty && imported.text.components(separatedBy: "expect callback").count - 1 == expected)
    }

    @Test("the iOS-next expiry of 25 s fails its imported scenario on ios27-simulator")
    func iosNextExpiryFails() throws {
        let recording = try RecordingFixtures.load("ios-next/allow-once-expiry-25s.jsonl")
        let outcome = try RecordingFixtures.run(
            ScenarioImporter().scenario(from: recording).text, file: "next.scenario")
        #expect(!outcome.passed)
    }

    @Test("the windows state their margin: the recording's tolerance plus the profile's delay spread")
    func windowsStateTheirMargin() throws {
        let text = ScenarioImporter().scenario(from: try RecordingFixtures.load("allow-once-expiry.jsonl")).text
        #expect(
            text.contains(
                "within ±157ms: the recording's tolerance (150ms) and the profile's spread of callback delays (7ms)"))
        #expect(
            text.contains(
                "8.857s  expect callback authorization manager=m1 status=4 fullAccuracy=true foreground=true between 8.543s and 8.857s\n"
            ))
        #expect(text.contains("8.7s    alert \"Allow Once\"\n"))
        #expect(text.contains("10.3s   background\n"))
    }

    @Test("a call the scenario language does not know is reported at the recording's line")
    func unknownCallAtRecordingLine() throws {
        let text =
            RecordingReaderTests.header + "\n" + #"{"time_us":0,"kind":"app","event":"launch"}"# + "\n"
            + #"{"time_us":0,"kind":"call","api":"requestWhenInUse"}"# + "\n"
        let recording = try RecordingReader.read(Array(text.utf8), file: "r.jsonl").get()
        let imported = ScenarioImporter().scenario(from: recording)
        let result = imported.parse(file: "r.scenario", recording: recording, models: BuiltinModels.registry)
        guard case .failure(let errors) = result else {
            Issue.record("the unknown API was accepted")
            return
        }
        #expect(errors.description.hasPrefix("r.jsonl:3:1: error: cannot replay this event"))
    }
}
