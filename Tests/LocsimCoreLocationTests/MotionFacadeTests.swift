import Foundation
import LocsimCLI
import LocsimHost
import XCTest

/// Core Motion's facade goes through the MOT rules
final class MotionFacadeTests: XCTestCase {
    static let counter = HostedApp(name: "steps") { StepCounter() }.control("Count") { $0.countSteps() }

    func run(_ scenario: String) throws -> LocsimRun {
        try ScenarioFolder.with(scenario) { _, path in try Locsim.run(path, app: Self.counter) }
    }

    /// MOT-1 and MOT-3: the first query shows the alert; after Allow, no hardware answers 104
    func testQueryWithoutHardware() throws {
        let run = try self.run(
            """
            model steps
            device motion-hardware no
            0s      launch
            0.5s    expect ui.available == false
            1s      tap "Count"
                    expect alert == motion
            2s      alert "Allow"
            3s      expect ui.errorCode == 104 and ui.steps == -1
            end 4s
            """)
        XCTAssertTrue(run.passed, "\(run.report)")
    }

    /// MOT-1: with hardware and Allow, the handler gets data
    func testQueryWithHardware() throws {
        let run = try self.run(
            """
            model steps
            device motion-hardware yes
            0s      launch
            1s      tap "Count"
            2s      alert "Allow"
            3s      expect ui.errorCode == 0 and ui.steps == 0
            end 4s
            """)
        XCTAssertTrue(run.passed, "\(run.report)")
    }
}
