import Foundation
import LocsimCLI
import NearbyLocsim
import Testing
import XCTest

/// The scenarios beside the package, found from this file so the tests run from any folder.
let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scenarios")

/// Swift Testing: each scenario runs in a child process of `nearby-locsim`, where the app's code has
/// the main thread (Swift Testing on Linux runs tests where it does not).
@Suite("The Nearby screen on locsim's simulated system")
struct NearbyScenarioTests {
    @Test("a first launch that allows While Using shows places", arguments: ["first-launch", "denied-then-settings"])
    func scenarioPasses(_ name: String) throws {
        let path = scenarios.appendingPathComponent("\(name).scenario").path
        let run = try Locsim.run(path, app: NearbyLocsim.app, executable: "nearby-locsim")
        #expect(run.passed, "\(run.report)")
    }

    @Test("the planted bug: after Allow Once lapses in the background, only Settings is offered")
    func allowOnceLapseBreaksTheInvariant() throws {
        let text = """
            model nearby
            position 51.5007,-0.1246
            0s      launch
            1s      tap "Find nearby"
            2s      alert "Allow Once"
            4s      background
            end 30s
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-lapse-\(UUID()).scenario")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try Locsim.run(file.path, app: NearbyLocsim.app, executable: "nearby-locsim")
        #expect(!run.passed)
        #expect(run.report.contains("Open Settings is offered only to a user who said no"))
    }
}

/// XCTest runs on the main thread: the same run happens in the test's own process.
final class NearbyInProcessTests: XCTestCase {
    /// the denied user is sent to Settings, allows there, and comes back to places (in process)
    func testDeniedThenSettingsInProcess() throws {
        let path = scenarios.appendingPathComponent("denied-then-settings.scenario").path
        let run = try Locsim.run(path, app: NearbyLocsim.app)
        XCTAssertTrue(run.passed, run.report)
    }
}
