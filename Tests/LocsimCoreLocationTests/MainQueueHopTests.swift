import Foundation
import LocsimCLI
import LocsimHost
import Testing
import XCTest

/// Scenarios shared by both kinds of test below.
enum Hopping {
    static let app = HostedApp(name: "hopping") { HoppingViewModel() }
        .control("Enable") { $0.manager.requestWhenInUseAuthorization() }

    static let scenario = """
        model hopping
        position 51.5007,-0.1246
        0s      launch
        1s      tap "Enable"
        2s      alert "Allow While Using App"
        4s      expect ui.screen == "Map" and ui.fixes == 1
        end 5s
        """

    static func run() throws -> (passed: Bool, timeline: String, report: String) {
        let run = try ScenarioFolder.locsim(["run", "FILE"], scenario: scenario, apps: [app.descriptor])
        return (run.status == 0, run.output, run.errors)
    }
}

/// On the main thread (XCTest on Linux), main-queue work runs within the event that caused it.
final class MainQueueHopTests: XCTestCase {
    /// the delegate's DispatchQueue.main blocks run inside the callback's event, nested ones too
    func testHopsRunWithinTheEvent() throws {
        let run = try Hopping.run()
        XCTAssertTrue(run.passed, run.report)
        let lines = run.timeline.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        // The call made in a main-queue block is part of the callback's event, at its time.
        let callback = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("2.003250s callback AUTH-2") })
        XCTAssertEqual(lines[callback + 1], "2.003250s call startUpdatingLocation manager=m1")
        XCTAssertEqual(lines[callback + 2], "2.003250s state ui.screen=Map")
        XCTAssertTrue(lines.contains("3.003250s state ui.fixes=1"))
    }
}

/// Where Swift Testing runs tests, main-queue work cannot be run on locsim's clock: the run says so
/// (a reported bound), and `Locsim.run` without an executable refuses.
@Suite("An object app hosted where the main queue cannot be drained says so")
struct MainQueueBoundTests {
    @Test("in-process under Swift Testing, the run reports that main-queue work cannot run on the clock")
    @MainActor func reportsTheBound() throws {
        let run = try Hopping.run()
        #expect(!run.passed)
        #expect(run.report.contains("the app's DispatchQueue.main work cannot run on locsim's clock here"))
    }

    @Test("Locsim.run without an executable refuses, naming the way out")
    @MainActor func helperRefuses() {
        do {
            _ = try Locsim.run("/tmp/any.scenario", app: Hopping.app)
            Issue.record("Locsim.run must refuse where it cannot host the app")
        } catch {
            #expect(error.status == 64)
            #expect(error.message.contains("executable: \"my-locsim\""))
        }
    }
}
