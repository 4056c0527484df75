import AppModels
import Foundation
import LocationSystem
import Recordings
import Testing

/// docs/recordings.md describes the format the reader reads, and its example is what `import` writes.
@Suite("docs/recordings.md")
struct RecordingsDocTests {
    static func doc() throws -> String {
        try String(
            contentsOf: RecordingFixtures.packageRoot.appendingPathComponent("docs/recordings.md"), encoding: .utf8)
    }

    /// The body of the first block fenced as ```LANGUAGE after `marker`.
    static func block(_ language: String, after marker: String? = nil, in doc: String) throws -> String {
        let start = try marker.map { marker in try #require(doc.range(of: marker)?.upperBound) } ?? doc.startIndex
        let open = try #require(doc.range(of: "```\(language)\n", range: start..<doc.endIndex))
        let close = try #require(doc.range(of: "```", range: open.upperBound..<doc.endIndex))
        return String(doc[open.upperBound..<close.lowerBound])
    }

    @Test("the example recording imports to exactly the scenario the page shows")
    func exampleImportsToTheShownScenario() throws {
        let doc = try Self.doc()
        let jsonl = try Self.block("jsonl", in: doc)
        let recording = try RecordingReader.read(Array(jsonl.utf8), file: "allow-once.jsonl").get()
        let scenario = try Self.block("scenario", after: "## `locsim import", in: doc)
        #expect(ScenarioImporter().scenario(from: recording).text == scenario)
    }

    @Test("every event kind, callback kind and header field has its row")
    func everyKindIsDocumented() throws {
        let doc = try Self.doc()
        for kind in RecordedEvent.kindNames(inVersion: RecordingHeader.currentVersion) {
            #expect(doc.contains("\n| `\(kind)` |"), "kind \(kind)")
        }
        for kind in ObservedCallback.Kind.allCases { #expect(doc.contains("\n| `\(kind.rawValue)` |"), "\(kind)") }
        for field in ["locsim_recording", "device", "tolerance_us", "title", "start"] {
            #expect(doc.contains("\n| `\(field)` |"), "header field \(field)")
        }
    }

    @Test("the error example is what the reader reports")
    func errorExample() throws {
        let shown = try Self.block("text", after: "## Errors", in: try Self.doc())
        let faults = RecordingFixtures.faults(#"{"locsim_recording":3,"device":{}}"# + "\n")
        #expect(shown == "$ locsim import bad.jsonl\n" + faults)
    }

    @Test("the conform example is what conform reports on that fixture")
    func conformExample() throws {
        let shown = try Self.block("text", after: "## `locsim conform", in: try Self.doc())
        let name = "ios-next/keep-only-while-using-callback.jsonl"
        let bytes = Array(try String(contentsOfFile: RecordingFixtures.path(name), encoding: .utf8).utf8)
        let recording = try RecordingReader.read(bytes, file: "Tests/RecordingsTests/Fixtures/" + name).get()
        let checker = ConformanceChecker(profile: .ios27Simulator, profileLine: nil, models: BuiltinModels.registry)
        let report = ConformanceText.report([try checker.check(recording).get()])
        #expect(shown == "$ locsim conform Tests/RecordingsTests/Fixtures/\(name)\n" + report)
    }

    @Test("the calibrate example is what calibrate reports over the fixtures")
    func calibrateExample() throws {
        let shown = try Self.block("text", after: "## `locsim calibrate", in: try Self.doc())
        let recordings = try RecordingFixtures.measured.map(RecordingFixtures.load)
        let calibrator = Calibrator(base: .ios27Simulator)
        let evidence = calibrator.evidence(recordings)
        let profile = calibrator.profile(from: evidence, name: "calibrated.profile")
        let report = CalibrationReport.text(
            evidence: evidence, base: .ios27Simulator, profile: profile, recordings: recordings.count)
        #expect(shown == "$ locsim calibrate Tests/RecordingsTests/Fixtures/*.jsonl -o calibrated.profile\n" + report)
    }

    @Test("every fixture the page lists exists, and every fixture is listed")
    func fixturesListed() throws {
        let doc = try Self.doc()
        for name in RecordingFixtures.measured + RecordingFixtures.iosNext where !name.contains("-run") {
            #expect(doc.contains("`\(name)`"), "\(name) is not in the fixtures table")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: RecordingFixtures.folder.path)
            .filter { $0.hasSuffix(".jsonl") }
        #expect(Set(files) == Set(RecordingFixtures.measured))
    }
}
