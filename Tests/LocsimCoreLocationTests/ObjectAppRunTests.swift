import AppModels
import Foundation
import LocsimCLI
import LocsimHost
import XCTest

/// An object app runs its real delegate code on the simulated system
final class ObjectAppRunTests: XCTestCase {
    static let nearby = HostedApp(name: "nearby", summary: "the Nearby screen") { NearbyViewModel() }
        .control("Enable location") { $0.enableLocationTapped() }

    static let scenario = """
        model nearby
        position 51.5007,-0.1246
        0s      launch
        1s      tap "Enable location"
        2s      alert "Allow While Using App"
        3s      expect ui.screen == "Map"
        5s      expect ui.fixes >= 2
        end 6s
        """

    func run(_ text: String) throws -> (status: Int32, output: String, errors: String) {
        try ScenarioFolder.locsim(["run", "FILE"], scenario: text, apps: [Self.nearby.descriptor])
    }

    /// the delegate hears AUTH-1, the answer and fixes; its stored properties are the UI
    func testDelegateHearsTheSystem() throws {
        let result = try run(Self.scenario)
        XCTAssertTrue(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        let expected = [
            "0.000s call makeManager manager=m1",
            "0.000s call assignDelegate manager=m1",
            "0.000s state ui.fixes=0 ui.screen=Welcome ui.status=notDetermined",
            "1.000s call requestWhenInUseAuthorization manager=m1",
            "2.003250s callback AUTH-2 authorization foreground=true fullAccuracy=true manager=m1 status=4",
            "2.003250s call startUpdatingLocation manager=m1",
            "2.003250s state ui.screen=Map ui.status=authorized",
            "4.003250s state ui.fixes=2",
            "# 2 expectations: 2 passed, 0 failed · 10 events · ended at 6.000s",
        ]
        // In this order, with other lines between them.
        var rest = lines[...]
        for line in expected {
            let found = rest.firstIndex(of: line)
            XCTAssertTrue(found != nil, "missing or out of order: \(line)")
            if let found { rest = rest[(found + 1)...] }
        }
    }
}

/// An object app is explored by re-running each timeline from time zero
final class ObjectAppExploreTests: XCTestCase {
    static let journey = """
        model nearby
        position 51.5007,-0.1246
        0s      launch
        1s      tap "Enable location"
        2s      alert any
        3s      maybe background
        4s      expect ui.screen == "Map"
        end 5s
        """

    /// every answer and background choice is a timeline; the refusal breaks the check
    func testExploresEveryTimeline() throws {
        try ScenarioFolder.with(Self.journey, named: "journey.scenario") { folder, path in
            try explore(path, counterexamples: folder)
        }
    }

    func explore(_ path: String, counterexamples folder: URL) throws {
        let output = StringSink()
        let errors = StringSink()
        let status = LocsimCommandLine(extraModels: [ObjectAppRunTests.nearby.descriptor]).run(
            ["explore", path, "--jobs", "2", "--counterexamples", folder.path], output: output, errors: errors)
        XCTAssertTrue(status.rawValue == 1)
        XCTAssertTrue(output.text.contains("timelines:         6 simulated, 6 covered, 0 merged"))
        XCTAssertTrue(output.text.contains("failing timelines: 2"))
        XCTAssertTrue(output.text.contains("line 5 alert any → \"Don’t Allow\""))
        XCTAssertTrue(errors.text.contains("note: --jobs 2 ran as 1: the model is an object app"))
        // The counterexample is a scenario of its own that breaks the check again when run.
        let counterexample = folder.appendingPathComponent("journey-line-7.scenario")
        let replay = LocsimCommandLine(extraModels: [ObjectAppRunTests.nearby.descriptor]).run(
            ["run", counterexample.path], output: StringSink(), errors: StringSink())
        XCTAssertTrue(replay.rawValue == 1)
    }
}
