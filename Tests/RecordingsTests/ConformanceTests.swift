import AppModels
import LocationSystem
import Recordings
import Testing

@Suite("Conformance of recordings with the simulator")
struct ConformanceTests {
    static var checker: ConformanceChecker {
        ConformanceChecker(profile: .ios27Simulator, profileLine: nil, models: BuiltinModels.registry)
    }

    static func check(_ name: String) throws -> RecordingConformance {
        try checker.check(try RecordingFixtures.load(name)).get()
    }

    @Test("every measured fixture conforms to ios27-simulator", arguments: RecordingFixtures.measured)
    func measuredFixtureConforms(_ name: String) throws {
        let result = try Self.check(name)
        #expect(result.conforms, "\(ConformanceText.report([result]))")
        let recording = try RecordingFixtures.load(name)
        let recorded = recording.callbacks.filter { !$0.callback.followsFixRhythm }.count + recording.motionReads.count
        let flows = result.findings.filter { $0.callback.hasPrefix("fixes ") }
        #expect(result.findings.filter { $0.kind == .matched }.count == recorded + flows.count)
        #expect(flows.isEmpty == !recording.callbacks.contains { $0.callback.followsFixRhythm })
    }

    @Test("an Allow Once expiry 25 s after backgrounding is a timing difference under AUTH-3")
    func expiryOf25sBreaksAuth3() throws {
        let result = try Self.check("ios-next/allow-once-expiry-25s.jsonl")
        #expect(!result.conforms)
        let differences = result.findings.filter(\.differs)
        #expect(differences.map(\.kind) == [.timing] && differences.map(\.rule) == ["AUTH-3"])
        #expect(result.ruleFigures["AUTH-3"]?.contains("allowOnceExpiry=18s") == true)
    }

    @Test("a callback after Keep Only While Using is missing from the simulator under AUTH-7")
    func callbackAfterKeepOnlyWhileUsingBreaksAuth7() throws {
        let result = try Self.check("ios-next/keep-only-while-using-callback.jsonl")
        let differences = result.findings.filter(\.differs)
        #expect(differences.map(\.kind) == [.missing] && differences.map(\.rule) == ["AUTH-7"])
        #expect(differences.first?.line == 8)
    }

    @Test("a motion query failing with 105 after Allow differs under MOT-1's answer, and so does the status read")
    func motionDeniedAfterAllowDiffers() throws {
        let result = try Self.check("ios-next/motion-denied-after-allow.jsonl")
        let differences = result.findings.filter(\.differs)
        #expect(
            Set(differences.map { "\($0.kind) \($0.callback)" }) == [
                "missing motionResult activity code=105", "extra motionResult activity code=none",
                "value motion status=denied",
            ], "\(ConformanceText.report([result]))")
        #expect(differences.allSatisfy { $0.rule.hasPrefix("MOT-") }, "\(differences.map(\.rule))")
        #expect(ConformanceText.report([result]).contains("the simulator had motion status=authorized"))
    }

    @Test("a live update flag the simulator does not model is a difference, and import says it skips it")
    func unmodelledFlagDiffers() throws {
        let path = RecordingFixtures.path("service-session-prompts.jsonl")
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: #""updates":"u1","foreground":true,"authorizationRequestInProgress":true}"#,
            with: #""updates":"u1","foreground":true,"authorizationRequestInProgress":true,"locationUnavailable":true}"#
        )
        let recording = try RecordingReader.read(Array(text.utf8), file: "flag.jsonl").get()
        let result = try Self.checker.check(recording).get()
        #expect(
            Set(result.findings.filter(\.differs).map(\.callback)) == [
                "liveUpdate u1 authorizationRequestInProgress=true authorizationDenied=false location=none locationUnavailable=true",
                "liveUpdate u1 authorizationRequestInProgress=true authorizationDenied=false location=none",
            ])
        let imported = ScenarioImporter().scenario(from: recording).text
        #expect(
            imported.contains("# Not expected: locationUnavailable (first on line 6) — the simulator does not model"))
        #expect(!imported.contains("locationUnavailable="))
    }

    @Test("precise fixes after Precise Location is off are an accuracy difference under ACC-2")
    func preciseFixesWithPreciseOffBreakAcc2() throws {
        let result = try Self.check("ios-next/precise-fixes-with-precise-off.jsonl")
        let differences = result.findings.filter(\.differs)
        #expect(differences.map(\.kind) == [.accuracy] && differences.map(\.rule) == ["ACC-2"])
        #expect(differences.first?.callback == "fixes m1 precise" && differences.first?.line == 12)
        #expect(ConformanceText.report([result]).contains("the simulator had fixes m1 reduced from 8.000s"))
    }

    /// A version 2 recording updating from the start, with fixes at `times` (seconds) and `allFixes`.
    static func updating(fixes times: [Int], allFixes: Bool, end: Int = 5) throws -> Recording {
        var lines = [
            #"{"locsim_recording":2,"device":{"os":"iOS","os_version":"27.0","model":"x","simulator":true},"tolerance_us":1000,"all_fixes":\#(allFixes),"start":{"status":4}}"#,
            #"{"time_us":0,"kind":"app","event":"launch"}"#, #"{"time_us":0,"kind":"call","api":"createManager"}"#,
            #"{"time_us":0,"kind":"call","api":"startUpdatingLocation","manager":"m1"}"#,
        ]
        for time in times {
            lines.append(
                #"{"time_us":\#(time * 1_000_000),"kind":"callback","callback":"locations","manager":"m1","foreground":true,"latitude":51.5007,"longitude":-0.1246,"horizontalAccuracy":5}"#
            )
        }
        lines.append(#"{"time_us":\#(end * 1_000_000),"kind":"app","event":"background"}"#)
        return try RecordingReader.read(Array((lines.joined(separator: "\n") + "\n").utf8), file: "fixes.jsonl").get()
    }

    @Test("a recording of every fix is counted: too few fixes is a count difference, a flow it lacks is extra")
    func everyFixIsCounted() throws {
        func differences(_ recording: Recording) throws -> [String] {
            try Self.checker.check(recording).get().findings.filter { $0.callback.hasPrefix("fixes") && $0.differs }
                .map { "\($0.kind) \($0.callback)" }
        }
        let all = try Self.checker.check(try Self.updating(fixes: [1, 2, 3, 4, 5], allFixes: true)).get()
        #expect(all.findings.filter { $0.callback.hasPrefix("fixes") }.map(\.kind) == [.matched], "\(all.findings)")
        #expect(
            try differences(Self.updating(fixes: [1, 5], allFixes: true)) == [
                "count fixes m1 precise (2 on the device, 5 in the simulator)"
            ])
        #expect(
            try differences(Self.updating(fixes: [1, 5], allFixes: false)).isEmpty, "a transcription is not counted")
        #expect(
            try differences(Self.updating(fixes: [], allFixes: true)) == [
                "extra fixes m1 precise (0 on the device, 4 in the simulator)"
            ])
        #expect(try differences(Self.updating(fixes: [], allFixes: false)).isEmpty)
    }

    @Test("alignment pairs what both sides share and names the rest missing, extra or reordered")
    func alignmentNamesEachDifference() {
        let missing = EventAlignmentProbe.align(["a", "b", "c"], ["a", "c"])
        #expect(missing.missing == [1] && missing.extra.isEmpty && missing.pairs.count == 2)
        let extra = EventAlignmentProbe.align(["a", "c"], ["a", "b", "c"])
        #expect(extra.extra == [1] && extra.missing.isEmpty)
        let reordered = EventAlignmentProbe.align(["a", "b", "c"], ["a", "c", "b"])
        #expect(reordered.reordered.count == 1 && reordered.missing.isEmpty && reordered.extra.isEmpty)
    }

    @Test("the text, JSON Lines and HTML reports carry the verdict and the rule")
    func reportsCarryVerdictAndRule() throws {
        let result = try Self.check("ios-next/keep-only-while-using-callback.jsonl")
        let text = ConformanceText.report([result])
        #expect(text.contains("against ios27-simulator: differs\n"))
        #expect(
            text.contains("    missing   authorization m1 status=4 fullAccuracy=true: 2.000s on the device (line 8)"))
        #expect(text.hasSuffix("# 1 recording against ios27-simulator: 0 conform, 1 differs\n"))
        let json = ConformanceJSON.report([result]).split(separator: "\n")
        #expect(json.count == 2 && json[0].contains(#""rule":"AUTH-7""#) && json[0].contains(#""verdict":"differs""#))
        #expect(json[1] == #"{"conform":0,"differ":1,"recordings":1}"#)
        let html = ConformanceHTML.page([result])
        #expect(html.contains("<td>AUTH-7</td>") && html.contains("&lt;") == false)
    }
}

/// The alignment as its result's plain lists, for the tests.
enum EventAlignmentProbe {
    struct Lists {
        var pairs: [[Int]]
        var reordered: [[Int]]
        var missing: [Int]
        var extra: [Int]
    }

    static func align(_ device: [String], _ simulated: [String]) -> Lists {
        let result = ConformanceChecker.align(device, simulated)
        return Lists(
            pairs: result.pairs.map { [$0.device, $0.simulated] },
            reordered: result.reordered.map { [$0.device, $0.simulated] }, missing: result.missing, extra: result.extra)
    }
}
