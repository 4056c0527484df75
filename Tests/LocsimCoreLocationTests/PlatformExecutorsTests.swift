import Foundation
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

    /// code in the task locsim hosts the event in is not the app's task; code in a task, where
    /// locsim hosts outside any task (the command line, an XCTest test), is
    func testOnlyAnotherTaskIsAnAppTask() {
        // Synchronous, so no job of this test is enqueued from another thread (which the executors
        // would note as off-clock work and report in the next run).
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var inHostingTask = true
        nonisolated(unsafe) var inAnyTask = false
        Task.detached {
            inHostingTask = withUnsafeCurrentTask { PlatformExecutors.isAppTask(hosting: $0) }
            inAnyTask = PlatformExecutors.isAppTask(hosting: nil)
            done.signal()
        }
        done.wait()
        XCTAssertFalse(inHostingTask)
        XCTAssertTrue(inAnyTask)
    }

    /// the message says what is needed and what to do instead
    func testTheMessageNamesSwift63() {
        XCTAssertTrue(PlatformExecutors.message.contains("Swift 6.3 or later"))
        XCTAssertTrue(PlatformExecutors.message.contains("delegate callbacks"))
    }
}
