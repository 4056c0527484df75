import Foundation
import LocsimCLI
import XCTest

/// Locsim.run: a team's test runs its app object on a scenario in one call
final class LocsimRunHelperTests: XCTestCase {
    /// a passing run says so and carries the timeline `locsim run` prints
    func testPassingRun() throws {
        let run = try ScenarioFolder.with(ObjectAppRunTests.scenario, named: "denied.scenario") { _, path in
            try Locsim.run(path, app: ObjectAppRunTests.nearby)
        }
        XCTAssertTrue(run.passed)
        XCTAssertTrue(run.failures.isEmpty)
        XCTAssertTrue(run.timeline.contains("# 2 expectations: 2 passed, 0 failed"))
    }

    /// a failing run lists each broken expectation with its line
    func testFailingRun() throws {
        let text = ObjectAppRunTests.scenario.replacingOccurrences(
            of: "alert \"Allow While Using App\"", with: "alert \"Don’t Allow\"")
        let run = try ScenarioFolder.with(text, named: "denied.scenario") { _, path in
            try Locsim.run(path, app: ObjectAppRunTests.nearby)
        }
        XCTAssertTrue(!run.passed)
        XCTAssertTrue(run.failures.count == 2)
        XCTAssertTrue(
            run.failures.first?.hasSuffix(
                "denied.scenario:6:9: expectation failed: expected ui.screen == \"Map\", got ui.screen=\"Open Settings\""
            ) == true)
    }

    /// a missing file is an error with the status and message of `locsim run`
    func testMissingFile() {
        do {
            _ = try Locsim.run("/nonexistent/x.scenario", app: ObjectAppRunTests.nearby)
            XCTFail("a missing file must throw")
        } catch {
            XCTAssertTrue(error.status == 64, "as `locsim run` exits for a missing FILE")
            XCTAssertTrue(error.message.contains("/nonexistent/x.scenario"))
        }
    }
}
