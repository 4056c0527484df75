import Foundation
import XCTest

@testable import LocsimHost

/// Apps observe lifecycle notifications with `queue: .main`; posted on the main thread, such an
/// observer runs inline, before the post returns, so its work is part of the event (and what it
/// enqueues on the main queue is drained after it). XCTest, for the main thread.
final class MainQueueObserverTests: XCTestCase {
    func testAnObserverOnTheMainOperationQueueRunsInsideThePost() throws {
        let center = NotificationCenter()
        let lifecycle = ApplicationLifecycle(center: center)
        let recorder = Recorder()
        let token = center.addObserver(
            forName: LifecycleNotification.didBecomeActive.name, object: nil, queue: .main
        ) { _ in
            recorder.record("observer")
            DispatchQueue.main.async { recorder.record("hop") }
        }
        defer { center.removeObserver(token) }
        lifecycle.post(.didBecomeActive)
        recorder.record("posted")
        try MainQueue.drain()
        XCTAssertEqual(recorder.items, ["observer", "posted", "hop"])
    }
}
