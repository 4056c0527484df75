import AppModels
import Foundation
import LocsimCLI
import LocsimHost
import LocsimRecorder
import Recordings
import XCTest

/// Recorder/Recorder.swift, run inside locsim on the Core Location facade: what it writes is a
/// recording locsim reads, and the simulator conforms to it.
final class RecorderTests: XCTestCase {
    static let app = HostedApp(name: "recorded") { RecordedApp() }.control("Ask") { $0.ask() }

    static let scenario = """
        model recorded
        0s      launch
        1s      tap "Ask"
        8.7s    alert "Allow Once"
        10.3s   background
        end 30s
        """

    func recorded() throws -> (text: String, saved: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locsim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        RecordedApp.saveURL = folder.appendingPathComponent("saved.jsonl")
        try Self.scenario.write(to: folder.appendingPathComponent("a.scenario"), atomically: true, encoding: .utf8)
        let run = try Locsim.run(folder.appendingPathComponent("a.scenario").path, app: Self.app)
        XCTAssertTrue(run.passed, run.report)
        let recorder = try XCTUnwrap(RecordedApp.latest)
        // The UI test's part: the alert it saw and the button it tapped, with its own times.
        recorder.alertShown("location", buttons: ["Allow Once", "Allow While Using App", "Don’t Allow"], at: 1_000_000)
        recorder.answered("Allow Once", at: 8_700_000)
        let saved = try String(contentsOf: folder.appendingPathComponent("saved.jsonl"), encoding: .utf8)
        return (recorder.text, saved)
    }

    /// what the recorder writes reads as a recording, with the app's calls, lifecycle and callbacks
    func testRecorderWritesTheFormat() throws {
        let (text, saved) = try recorded()
        let recording = try RecordingReader.read(Array(text.utf8), file: "recorded.jsonl").get()
        XCTAssertEqual(recording.header.device.summary, "iOS 27.0, locsim, simulator")
        let kinds = recording.events.map(\.kind)
        XCTAssertEqual(kinds.first, .app(.launch))
        XCTAssertTrue(kinds.contains(.call(RecordedCall(api: "requestWhenInUseAuthorization", manager: "m1"))))
        XCTAssertTrue(kinds.contains(.app(.background)))
        let statuses = recording.callbacks.map { "\($0.callback.status ?? -1) \($0.callback.foreground)" }
        XCTAssertEqual(statuses, ["0 true", "4 true", "0 false"])
        XCTAssertEqual(recording.callbacks.last.map { $0.event.time.microseconds / 100_000 }, 283)
        // Saved whole when the app went to the background: everything up to that moment.
        let partial = try RecordingReader.read(Array(saved.utf8), file: "saved.jsonl").get()
        XCTAssertEqual(partial.events.last?.kind, .app(.background))
    }

    static let asyncApp = HostedApp(name: "recorded-async") { RecordedAsyncApp() }
        .control("Open") { $0.open() }
        .control("Motion") { $0.motion() }
        .control("Status") { $0.status() }

    static let asyncScenario = """
        model recorded-async
        device motion-hardware yes
        0s      launch
        1s      tap "Open"
        2s      alert "Allow While Using App"
        3s      tap "Motion"
        4s      alert "Allow"
        5s      tap "Status"
        end 6s
        """

    /// version 2: a service session's diagnostics, live updates, a motion query and a status read are recorded; conform
    func testAsyncAndMotionAreRecordedAndConform() throws {
        #if compiler(>=6.3)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locsim-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("a.scenario").path
            try Self.asyncScenario.write(toFile: path, atomically: true, encoding: .utf8)
            let run = try Locsim.run(path, app: Self.asyncApp)
            XCTAssertTrue(run.passed, run.report)
            let recorder = try XCTUnwrap(RecordedAsyncApp.latest)
            recorder.alertShown(
                "location", buttons: ["Allow Once", "Allow While Using App", "Don’t Allow"], at: 1_000_000)
            recorder.answered("Allow While Using App", at: 2_000_000)
            recorder.alertShown("motion", buttons: ["Allow", "Don’t Allow"], at: 3_000_000)
            recorder.answered("Allow", at: 4_000_000)
            let text = recorder.text
            let recording = try RecordingReader.read(Array(text.utf8), file: "async.jsonl").get()
            XCTAssertEqual(recording.header.version, 2)
            XCTAssertEqual(recording.header.motionHardware, true)
            XCTAssertEqual(
                recording.callbacks.map(\.callback.key),
                [
                    "diagnostic s1 authorizationRequestInProgress=true authorizationDenied=false",
                    "liveUpdate u1 authorizationRequestInProgress=true authorizationDenied=false location=none",
                    "diagnostic s1 authorizationRequestInProgress=false authorizationDenied=false",
                    "liveUpdate u1 authorizationRequestInProgress=false authorizationDenied=false",
                    "motionResult activity code=none",
                ], text)
            let reads = recording.motionReads.map(\.status)
            XCTAssertEqual(reads, [.notDetermined, .authorized])
            let checker = ConformanceChecker(profile: .ios27Simulator, profileLine: nil, models: BuiltinModels.registry)
            let result = try checker.check(recording).get()
            XCTAssertTrue(result.conforms, ConformanceText.report([result]) + text)
        #endif
    }

    /// the simulator conforms to a recording made by the recorder, and calibrating it gives AUTH-3's 18 s
    func testRecordingConformsAndCalibrates() throws {
        let (text, _) = try recorded()
        let recording = try RecordingReader.read(Array(text.utf8), file: "recorded.jsonl").get()
        let checker = ConformanceChecker(profile: .ios27Simulator, profileLine: nil, models: BuiltinModels.registry)
        let result = try checker.check(recording).get()
        XCTAssertTrue(result.conforms, ConformanceText.report([result]))
        let calibrator = Calibrator(base: .ios27Simulator)
        let evidence = calibrator.evidence([recording])
        let expiry = try XCTUnwrap(evidence.first { $0.parameter == "allowOnceExpiry" }?.range)
        XCTAssertEqual(expiry.lowerBound.microseconds / 100_000, 180)
        let initial = try XCTUnwrap(evidence.first { $0.parameter == "initialCallbackDelay" }?.range)
        XCTAssertTrue(initial.lowerBound.microseconds >= 2_000 && initial.upperBound.microseconds <= 9_000)
    }
}
