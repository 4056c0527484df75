import Foundation
import LocsimCLI
import LocsimHost
import XCTest

/// Region and significant-change monitoring through the facade (MON-1 to MON-3)
final class MonitoringFacadeTests: XCTestCase {
    static let watcher = HostedApp(name: "geofence") { GeofenceWatcher() }
        .control("Watch") { $0.watch() }
        .control("Ask") { $0.ask() }

    func run(_ scenario: String) throws -> LocsimRun {
        try ScenarioFolder.with(scenario) { _, path in try Locsim.run(path, app: Self.watcher) }
    }

    /// MON-3 through the delegate: started, entered, exited, the app's own region object, and state
    func testRegionCallbacksReachTheDelegate() throws {
        let run = try self.run(
            """
            model geofence
            position 51.5007,-0.1246
            start status authorizedAlways accuracy full
            0s      launch
            1s      tap "Watch"
            10s     walk 90 600m in 5min
            6min    tap "Ask"
            6.1min  expect ui.started == 1
                    expect ui.entries == 1
                    expect ui.exits == 1
                    expect ui.sameObject == true
                    expect ui.state == "outside"
                    expect ui.monitored == 1
                    expect ui.significant == 2
            end 7min
            """)
        XCTAssertTrue(run.passed, "\(run.report)")
    }

    /// MON-1 through the delegate: While Using only, nothing arrives for the region
    func testWhenInUseHearsNoRegionEvents() throws {
        let run = try self.run(
            """
            model geofence
            position 51.5007,-0.1246
            0s      launch
            1s      tap "Watch"
            2s      alert "Allow While Using App"
            10s     walk 90 600m in 5min
            6min    expect ui.started == 0
                    expect ui.entries == 0
                    expect ui.significant == 0
            end 7min
            """)
        XCTAssertTrue(run.passed, "\(run.report)")
    }
}
