import Recordings
import SimulationKit
import Testing

@Suite("Reading recordings")
struct RecordingReaderTests {
    static let header =
        #"{"locsim_recording":1,"device":{"os":"iOS","os_version":"27.0","model":"iPhone 17","simulator":true},"tolerance_us":1000}"#

    @Test("every fixture reads without a fault", arguments: RecordingFixtures.measured + RecordingFixtures.iosNext)
    func fixtureReads(_ name: String) throws {
        let recording = try RecordingFixtures.load(name)
        #expect(RecordingHeader.supportedVersions.contains(recording.header.version))
        #expect(!recording.events.isEmpty)
    }

    @Test("the Allow Once fixture holds the measured figures: grant 8.7 s, background 10.3 s, revert 28.3 s")
    func allowOnceFigures() throws {
        let recording = try RecordingFixtures.load("allow-once-expiry.jsonl")
        let answer = recording.events.first { $0.kind == .answer(button: "Allow Once") }
        let background = recording.events.first { $0.kind == .app(.background) }
        let revert = recording.callbacks.last
        #expect(answer?.time == .microseconds(8_700_000))
        #expect(background?.time == .microseconds(10_300_000))
        #expect(revert?.event.time == .microseconds(28_300_000) && revert?.callback.status == 0)
        #expect(revert?.callback.foreground == false)
    }

    @Test("a line cut short at the end of the file is a truncated line, at its line and column")
    func truncatedLastLine() {
        let text =
            Self.header + "\n" + #"{"time_us":0,"kind":"app","event":"launch"}"# + "\n" + #"{"time_us":5,"kind":"ca"#
        let faults = RecordingFixtures.faults(text)
        #expect(faults.hasPrefix("bad.jsonl:3:24: error: truncated line: the file ends inside this record"))
    }

    @Test("a header of another version is refused, naming the versions this locsim reads")
    func unknownVersion() {
        let faults = RecordingFixtures.faults(#"{"locsim_recording":3,"device":{}}"# + "\n")
        #expect(
            faults.hasPrefix("bad.jsonl:1:2: error: unknown recording version 3; this locsim reads versions 1 and 2"))
    }

    static let version1Header =
        #"{"locsim_recording":1,"device":{"os":"iOS","os_version":"27.0","model":"x","simulator":true},"tolerance_us":1000}"#

    @Test("version 1 is still read, and refuses what version 2 added: live updates, motion, motion hardware")
    func version1RefusesVersion2Kinds() {
        #expect(
            RecordingFixtures.faults(Self.version1Header + "\n" + #"{"time_us":0,"kind":"app","event":"launch"}"#)
                .isEmpty)
        let update = RecordingFixtures.faults(
            Self.version1Header + "\n"
                + #"{"time_us":0,"kind":"callback","callback":"liveUpdate","updates":"u1","foreground":true}"# + "\n")
        #expect(update.contains("bad.jsonl:2:"), "\(update)")
        #expect(update.contains("liveUpdate"), "\(update)")
        let motion = RecordingFixtures.faults(
            Self.version1Header + "\n" + #"{"time_us":0,"kind":"motion","status":3}"# + "\n")
        #expect(motion.contains("bad.jsonl:2:") && motion.contains("unknown"), "\(motion)")
        let hardware = RecordingFixtures.faults(
            Self.version1Header.replacingOccurrences(
                of: #""simulator":true"#, with: #""simulator":true,"barometer":true"#)
                + "\n")
        #expect(hardware.contains("bad.jsonl:1:") && hardware.contains("barometer"), "\(hardware)")
    }

    @Test("version 2 reads live updates with their flags and location, diagnostics, motion results and reads")
    func version2ReadsItsKinds() throws {
        let session = try RecordingFixtures.load("service-session-prompts.jsonl")
        let updates = session.callbacks.filter { $0.callback.kind == .liveUpdate }.map(\.callback)
        #expect(updates.map(\.flags) == [["authorizationRequestInProgress"], []])
        #expect(updates.map(\.manager) == ["u1", "u1"] && updates[1].fix["latitude"] == "51.5007")
        #expect(
            updates[0].key
                == "liveUpdate u1 authorizationRequestInProgress=true authorizationDenied=false location=none")
        let diagnostics = session.callbacks.filter { $0.callback.kind == .diagnostic }.map(\.callback)
        #expect(
            diagnostics.map(\.key) == [
                "diagnostic s1 authorizationRequestInProgress=true authorizationDenied=false",
                "diagnostic s1 authorizationRequestInProgress=false authorizationDenied=false",
            ])
        let motion = try RecordingFixtures.load("motion-one-answer.jsonl")
        #expect(motion.header.motionHardware == true && motion.header.barometer == true)
        #expect(motion.motionReads.map(\.status) == [.notDetermined, .authorized])
        #expect(
            motion.callbacks.map(\.callback.key) == [
                "motionResult activity code=none", "motionResult pedometer code=none",
            ])
        let bad = RecordingFixtures.faults(
            #"{"locsim_recording":2,"device":{"os":"iOS","os_version":"27.0","model":"x","simulator":true},"tolerance_us":1000}"#
                + "\n"
                + #"{"time_us":0,"kind":"callback","callback":"motionResult","class":"activty","foreground":true,"code":null}"#
                + "\n")
        #expect(bad.contains("bad.jsonl:2:") && bad.contains("\"activity\""), "\(bad)")
    }

    @Test("a first line without locsim_recording is not a header")
    func notAHeader() {
        let faults = RecordingFixtures.faults(#"{"time_us":0,"kind":"app","event":"launch"}"# + "\n")
        #expect(faults.hasPrefix("bad.jsonl:1:1: error: line 1 is not a recording header"))
    }

    @Test("a time earlier than the line before is refused at its time_us field")
    func timeGoesBackwards() {
        let text =
            Self.header + "\n" + #"{"time_us":9000000,"kind":"app","event":"launch"}"# + "\n"
            + #"{"kind":"app","time_us":8700000,"event":"background"}"# + "\n"
        let faults = RecordingFixtures.faults(text)
        #expect(faults.hasPrefix("bad.jsonl:3:15: error: time goes backwards: 8.7s after 9s on line 2"))
    }

    @Test("an unknown event kind is refused with the nearest kind")
    func unknownKind() {
        let text = Self.header + "\n" + #"{"time_us":0,"kind":"callbak"}"# + "\n"
        let faults = RecordingFixtures.faults(text)
        #expect(faults.hasPrefix(#"bad.jsonl:2:14: error: unknown kind "callbak"; did you mean "callback"?"#))
    }

    @Test("an unknown field is refused with the nearest field of its kind")
    func unknownField() {
        let text = Self.header + "\n" + #"{"time_us":0,"kind":"answer","buton":"Allow Once"}"# + "\n"
        let faults = RecordingFixtures.faults(text)
        #expect(faults.hasPrefix(#"bad.jsonl:2:30: error: unknown field "buton"; did you mean "button"?"#))
        let extra = Self.header + "\n" + #"{"time_us":0,"kind":"answer","button":"Allow Once","buttons":1}"# + "\n"
        #expect(
            RecordingFixtures.faults(extra).hasPrefix(
                #"bad.jsonl:2:52: error: unknown field "buttons"; did you mean "button"? (fields here: time_us, kind, button)"#
            ))
    }

    @Test("every bad line of a file is reported in one pass, in line order")
    func allFaultsAtOnce() {
        let text =
            Self.header + "\n" + #"{"time_us":0,"kind":"nap"}"# + "\n" + "not json\n"
            + #"{"time_us":-1,"kind":"app","event":"launch"}"# + "\n"
        let lines = RecordingFixtures.faults(text).split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(lines.count == 3)
        #expect(lines.map { $0.split(separator: ":")[1] } == ["2", "3", "4"])
    }

    @Test("a blank last line and \\r\\n line ends are accepted")
    func lineEnds() {
        let text = Self.header + "\r\n" + #"{"time_us":0,"kind":"app","event":"launch"}"# + "\r\n\n"
        #expect(RecordingFixtures.faults(text) == "")
    }
}
