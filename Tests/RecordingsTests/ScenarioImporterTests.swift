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
        let expected = recording.callbacks.filter { !$0.callback.followsFixRhythm }.count
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

    @Test("version 2: motion reads become `expect motion`, the hardware a `device` line, async elements expectations")
    func version2Expectations() throws {
        let motion = ScenarioImporter().scenario(from: try RecordingFixtures.load("motion-one-answer.jsonl")).text
        #expect(motion.contains("device motion-hardware yes\ndevice barometer yes\n"))
        #expect(motion.contains("500ms   expect motion == notDetermined\n"))
        #expect(motion.contains("30.1s   expect motion == authorized\n"))
        #expect(
            motion.contains(
                "expect callback motionResult class=activity code=none foreground=true between 29.988s and 30.022s"))
        let session = ScenarioImporter().scenario(from: try RecordingFixtures.load("service-session-prompts.jsonl"))
            .text
        #expect(session.contains("1s      call startServiceSession whenInUse\n        call startLiveUpdates\n"))
        #expect(
            session.contains(
                "expect callback liveUpdate updates=u1 authorizationRequestInProgress=true authorizationDenied=false location=none foreground=true between"
            ))
        #expect(
            session.contains(
                "expect callback diagnostic session=s1 authorizationRequestInProgress=false authorizationDenied=false foreground=true between"
            ))
        #expect(!session.contains("location=none foreground=true between 2."), "a live update with a location is a fix")
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
        #expect(
            errors.description.contains(
                #"    3 | {"time_us":0,"kind":"call","api":"requestWhenInUse"}"# + "\n      | ^"),
            "the recording's line and a caret: \(errors.description)")
    }
}
