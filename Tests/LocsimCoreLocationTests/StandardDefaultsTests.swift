import Foundation
import LocsimCLI
import LocsimHost
import XCTest

/// UserDefaults.standard in an object app: kept across a relaunch, empty at every timeline's start
final class StandardDefaultsTests: XCTestCase {
    static let counter = HostedApp(name: "counter") { LaunchCounter() }

    static let scenario = """
        model counter
        0s      launch
                expect ui.launches == 1
        1s      terminate
        2s      launch
                expect ui.launches == 2
        end 3s
        """

    /// a relaunch reads what the first launch wrote; a second run starts again from an empty domain
    func testKeptAcrossRelaunchNeverAcrossRuns() throws {
        UserDefaults.standard.set(41, forKey: LaunchCounter.key)
        defer { UserDefaults.standard.removeObject(forKey: LaunchCounter.key) }
        for _ in 1...2 {
            let run = try ScenarioFolder.with(Self.scenario) { _, path in try Locsim.run(path, app: Self.counter) }
            XCTAssertTrue(run.passed, "\(run.report)")
        }
    }
}
