import LocsimHost
import XCTest

/// How a run tells app code in a task of the app's own, which a toolchain without the executor
/// hook (before Swift 6.3) reports with ``PlatformExecutors/message``; that toolchain's path was
/// run by building with the guards flipped (docs/real-code.md, "What works on which toolchain").
final class PlatformExecutorsTests: XCTestCase {
    /// code outside any task is not the app's task
    func testCodeOutsideATaskIsNotAnAppTask() {
        XCTAssertFalse(PlatformExecutors.isAppTask(hosting: nil))
    }

    /// code in the task locsim hosts the event in is not the app's task; a task it starts is
    func testOnlyAnotherTaskIsAnAppTask() async {
        XCTAssertFalse(withUnsafeCurrentTask { PlatformExecutors.isAppTask(hosting: $0) })
        nonisolated(unsafe) let host = withUnsafeCurrentTask { $0 }
        let childIsApp = await Task.detached { PlatformExecutors.isAppTask(hosting: host) }.value
        XCTAssertTrue(childIsApp)
    }

    /// the message says what is needed and what to do instead
    func testTheMessageNamesSwift63() {
        XCTAssertTrue(PlatformExecutors.message.contains("Swift 6.3 or later"))
        XCTAssertTrue(PlatformExecutors.message.contains("delegate callbacks"))
    }
}
