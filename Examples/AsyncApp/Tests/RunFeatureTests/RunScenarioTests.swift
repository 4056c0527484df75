import Foundation
import LocsimCLI
import RunLocsim
import Testing
import XCTest

/// The scenarios beside the package, found from this file so the tests run from any folder.
let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scenarios")

/// Swift Testing: each scenario runs in a child process of `run-locsim`, where the app's code and
/// its tasks have the main thread (Swift Testing on Linux runs tests where they do not).
@Suite("The Run screen's async code on locsim's simulated clock")
struct RunScenarioTests {
    @Test(
        "each scenario passes",
        arguments: ["first-run", "dont-allow", "precise-route", "bare-host-no-signal", "no-motion-hardware"])
    func scenarioPasses(_ name: String) throws {
        let path = scenarios.appendingPathComponent("\(name).scenario").path
        let run = try Locsim.run(path, app: RunLocsim.app, executable: "run-locsim")
        #expect(run.passed, "\(run.report)")
    }

    @Test("the planted bug: after Don't Allow, the first-sample deadline replaces the denied screen")
    func deadlineOverwritesTheDeniedScreen() throws {
        let text = """
            model run
            position 51.5007,-0.1246
            0s      launch
            1s      tap "Start run"
            2s      alert "Don’t Allow"
            end 15s
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("run-denied-\(UUID()).scenario")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try Locsim.run(file.path, app: RunLocsim.app, executable: "run-locsim")
        #expect(!run.passed)
        #expect(run.report.contains("a user who refused location is told so, not shown a GPS problem"))
    }
}

/// XCTest runs on the main thread: the same runs happen in the test's own process.
final class RunInProcessTests: XCTestCase {
    /// the first run passes in process
    func testFirstRunInProcess() throws {
        let path = scenarios.appendingPathComponent("first-run.scenario").path
        let run = try Locsim.run(path, app: RunLocsim.app)
        XCTAssertTrue(run.passed, run.report)
    }

    /// the same scenario gives byte-identical timelines over 200 runs
    func testTwoHundredRunsGiveOneTimeline() throws {
        let path = scenarios.appendingPathComponent("first-run.scenario").path
        let first = try Locsim.run(path, app: RunLocsim.app).timeline
        for index in 2...200 {
            let again = try Locsim.run(path, app: RunLocsim.app).timeline
            guard again == first else { return XCTFail("run \(index) differs from the first") }
        }
    }
}
