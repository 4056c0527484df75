import Foundation
import LocsimCLI
import LocsimHost
import XCTest

/// The facade's calls go through the catalog's rules
final class FacadeCallsTests: XCTestCase {
    static let locator = HostedApp(name: "locator") { OneShotLocator() }.control("Locate") { $0.locate() }

    func run(_ scenario: String) throws -> LocsimRun {
        try ScenarioFolder.with(scenario) { _, path in try Locsim.run(path, app: Self.locator) }
    }

    static func lines(_ run: LocsimRun) -> [String] {
        run.timeline.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    }

    /// UPD-1 through requestLocation(): one location after the grant, and `location` holds it
    func testRequestLocationOnce() throws {
        let run = try self.run(
            """
            model locator
            position 51.5007,-0.1246
            0s      launch
            1s      tap "Locate"
            2s      alert "Allow While Using App"
            9s      expect ui.located == 1
            9s      expect ui.latitude == "51.5007"
            end 10s
            """)
        XCTAssertTrue(run.passed, "\(run.report)")
        XCTAssertTrue(Self.lines(run).contains { $0.contains("callback UPD-1 locations") })
    }

    /// UPD-2 through requestLocation(): denied, the delegate hears kCLErrorDenied
    func testRequestLocationDenied() throws {
        let run = try self.run(
            """
            model locator
            0s      launch
            1s      tap "Locate"
            2s      alert "Don’t Allow"
            4s      expect ui.failures == 1
            4s      expect ui.located == 0
            end 5s
            """)
        XCTAssertTrue(run.passed, "\(run.report)")
    }

    /// a call without a rule yet is in the trace with a note, never silent
    func testNotSimulatedIsVisible() throws {
        let run = try self.run(
            """
            model locator
            0s      launch
            1s      tap "Locate"
            end 2s
            """)
        let lines = Self.lines(run)
        XCTAssertTrue(lines.contains("1.000s call startUpdatingHeading()"))
        XCTAssertTrue(
            lines.contains {
                $0.contains("locsim does not simulate startUpdatingHeading() yet: nothing it would deliver arrives")
            })
        XCTAssertTrue(
            lines.contains { $0.contains("MON-1 visit monitoring needs Always: nothing is delivered") },
            "visits need Always, and the trace says so")
        XCTAssertTrue(
            lines.contains { $0.contains("MON-1 region monitoring needs Always: nothing is delivered") },
            "a region under When In Use waits, and the trace says so")
    }
}
