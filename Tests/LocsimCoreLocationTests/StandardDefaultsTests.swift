import Foundation
import LocsimCLI
import XCTest

@testable import LocsimHost

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

    /// a run of an app that writes nothing leaves the domain empty, and one that writes is emptied
    /// at the next timeline's start, whether the reset found the stored file or removed the domain
    func testResetEmptiesWhatWasWrittenAndSkipsAnEmptyDomain() throws {
        StandardDefaults.reset()
        XCTAssertNil(UserDefaults.standard.persistentDomain(forName: StandardDefaults.domain)?["locsim.probe"])
        StandardDefaults.reset()
        XCTAssertEqual(UserDefaults.standard.persistentDomain(forName: StandardDefaults.domain)?.count ?? 0, 0)
        UserDefaults.standard.set("written", forKey: "locsim.test.StandardDefaults")
        StandardDefaults.reset()
        XCTAssertNil(UserDefaults.standard.object(forKey: "locsim.test.StandardDefaults"))
        #if os(Linux)
            // swift-corelibs-foundation keeps the domain in a file the probe finds, so resets of an
            // empty domain cost a file check, not a removal.
            let file = try XCTUnwrap(StandardDefaults.storedFile)
            XCTAssertFalse(FileManager.default.fileExists(atPath: file))
        #endif
    }
}
