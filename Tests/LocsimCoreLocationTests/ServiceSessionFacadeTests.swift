import Foundation
import LocsimHost
import XCTest

/// `CLServiceSession`, its diagnostics and `CLLocationUpdate.liveUpdates()` as an async app sees
/// them, made by the SES rules.
final class ServiceSessionFacadeTests: XCTestCase {
    static let app = HostedApp(name: "session-probe") { SessionProbe() }
        .control("Open") { $0.open() }
        .control("Close") { $0.close() }
        .control("Precise") { $0.openPrecise() }
        .control("Follow") { $0.follow() }

    func play(_ lines: String, plist: String = "") throws -> (status: Int32, output: String) {
        let scenario = "model session-probe\nposition 51.5007,-0.1246\n\(plist)" + lines
        let run = try ScenarioFolder.locsim(["run", "FILE"], scenario: scenario, apps: [Self.app.descriptor])
        return (run.status, run.output + run.errors)
    }

    /// SES-1: the session prompts; first diagnostic and update say in progress; after the grant, clear and a location
    func testSES1SessionPromptsThenClearsAndLocates() throws {
        #if compiler(>=6.3)
            let run = try play(
                """
                0s      launch
                1s      tap "Open"
                1.5s    expect ui.diagnostics == "progress" and ui.updates == "progress"
                2s      alert "Allow While Using App"
                4s      expect ui.diagnostics == "progress,clear" and ui.updates == "progress,location"
                end 5s
                """)
            XCTAssertEqual(run.status, 0, run.output)
            XCTAssertTrue(run.output.contains("alert     SES-1"), run.output)
        #endif
    }

    /// SES-2: after Don't Allow, one update with authorizationDenied and then silence
    func testSES2DeniedGivesOneUpdateThenSilence() throws {
        #if compiler(>=6.3)
            let run = try play(
                """
                0s      launch
                1s      tap "Open"
                2s      alert "Don’t Allow"
                9s      expect ui.diagnostics == "progress,denied" and ui.updates == "progress,denied"
                end 10s
                """)
            XCTAssertEqual(run.status, 0, run.output)
        #endif
    }

    /// SES-3: without purpose strings the request is in progress for ever
    func testSES3BareHostClaimsARequestInProgressForever() throws {
        #if compiler(>=6.3)
            let run = try play(
                """
                0s      launch
                1s      tap "Open"
                30s     expect ui.diagnostics == "progress" and ui.updates == "progress"
                end 31s
                """, plist: "plist CFBundleDisplayName \"Bare\"\n")
            XCTAssertEqual(run.status, 0, run.output)
        #endif
    }

    /// closing the screen invalidates the session and stops the updates on the system
    func testClosingEndsTheSessionAndTheUpdates() throws {
        #if compiler(>=6.3)
            let run = try play(
                """
                0s      launch
                1s      tap "Open"
                2s      tap "Close"
                end 3s
                """)
            XCTAssertEqual(run.status, 0, run.output)
            XCTAssertTrue(run.output.contains("call                       endServiceSession session=s1"), run.output)
            XCTAssertTrue(run.output.contains("call                       stopLiveUpdates updates=u1"), run.output)
        #endif
    }

    /// SES-5: a session made with a full-accuracy purpose key shows the precise-location alert; Don't Allow sets fullAccuracyDenied
    func testSES5SessionWithPurposeKeyAsksForFullAccuracy() throws {
        #if compiler(>=6.3)
            let run = try play(
                """
                start status authorizedWhenInUse accuracy reduced
                0s      launch
                1s      tap "Precise"
                        expect alert "Allow Once"
                2s      alert "Don’t Allow"
                3s      expect ui.diagnostics == "clear,fullAccuracyDenied"
                end 4s
                """)
            XCTAssertEqual(run.status, 0, run.output)
            XCTAssertTrue(run.output.contains("alert     SES-5"), run.output)
        #endif
    }

    /// SES-4: a still device's live updates say stationary once, then pause until it moves
    func testSES4StillDeviceGivesOneStationaryUpdate() throws {
        #if compiler(>=6.3)
            let run = try play(
                """
                start status authorizedWhenInUse
                0s      launch
                1s      tap "Follow"
                70s     expect ui.stationaryUpdates == 1
                80s     move 51.5010,-0.1240
                        expect ui.stationaryUpdates == 1
                end 81s
                """)
            XCTAssertEqual(run.status, 0, run.output)
        #endif
    }
}
