import Foundation
import XCTest

@testable import LocsimHost

/// The drain on the main thread, outside any main-queue block: where locsim runs an object app.
/// XCTest, because it runs test methods on the main thread (Swift Testing on Linux runs none there).
final class MainQueueDrainTests: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        do {
            try MainQueue.check()
        } catch .insideMainQueueBlock {
            #if canImport(Darwin)
                throw XCTSkip("this XCTest runs test methods inside a main-queue block")
            #else
                XCTFail("XCTest on Linux runs test methods outside main-queue blocks")
            #endif
        }
    }

    func testAnEmptyQueueRunsNoRound() throws {
        XCTAssertEqual(try MainQueue.drain(), 0)
    }

    func testBlocksRunInTheOrderTheyWereEnqueued() throws {
        let recorder = Recorder()
        for name in ["a", "b", "c", "d"] {
            DispatchQueue.main.async { recorder.record(name) }
        }
        XCTAssertEqual(try MainQueue.drain(), 1)
        XCTAssertEqual(recorder.items, ["a", "b", "c", "d"])
    }

    func testBlocksThatBlocksEnqueueRunInTheSameDrainARoundEachGeneration() throws {
        let recorder = Recorder()
        DispatchQueue.main.async {
            recorder.record("a")
            DispatchQueue.main.async {
                recorder.record("a.1")
                DispatchQueue.main.async { recorder.record("a.1.1") }
            }
        }
        DispatchQueue.main.async { recorder.record("b") }
        XCTAssertEqual(try MainQueue.drain(), 3)
        XCTAssertEqual(recorder.items, ["a", "b", "a.1", "a.1.1"])
        XCTAssertFalse(try MainQueue.hasWaitingBlocks())
    }

    func testMainActorTasksRunLikeBlocks() throws {
        let recorder = Recorder()
        Task { @MainActor in recorder.record("task") }
        DispatchQueue.main.async { recorder.record("block") }
        try MainQueue.drain()
        XCTAssertEqual(recorder.items, ["task", "block"])
    }

    func testAnAsyncAfterBlockIsNotRunBeforeItsDeadline() throws {
        let recorder = Recorder()
        DispatchQueue.main.asyncAfter(deadline: .now() + 3600) { recorder.record("late") }
        DispatchQueue.main.async { recorder.record("now") }
        try MainQueue.drain()
        XCTAssertEqual(recorder.items, ["now"])
        XCTAssertFalse(try MainQueue.hasWaitingBlocks())
    }

    func testABlockArrivingFromAnotherThreadBetweenDrainsIsSeenWaiting() throws {
        let recorder = Recorder()
        let enqueued = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            DispatchQueue.main.async { recorder.record("from another thread") }
            enqueued.signal()
        }
        enqueued.wait()
        XCTAssertTrue(try MainQueue.hasWaitingBlocks())
        XCTAssertEqual(recorder.items, [])
        try MainQueue.drain()
        XCTAssertEqual(recorder.items, ["from another thread"])
    }

    func testADrainInsideABlockItRunsIsReportedAndTheBlocksStayQueued() throws {
        let recorder = Recorder()
        DispatchQueue.main.async {
            DispatchQueue.main.async { recorder.record("inner") }
            recorder.record("outer")
            recorder.recordError { () throws(MainQueueError) in try MainQueue.drain() }
        }
        XCTAssertEqual(try MainQueue.drain(), 2)
        XCTAssertEqual(recorder.error, .insideMainQueueBlock)
        XCTAssertEqual(recorder.items, ["outer", "inner"])
    }

    func testACheckInsideABlockARunLoopServicesIsReportedAndTheBlocksStayQueued() throws {
        let recorder = Recorder()
        DispatchQueue.main.async {
            DispatchQueue.main.async { recorder.record("after") }
            recorder.recordError { () throws(MainQueueError) in try MainQueue.check() }
        }
        RunLoop.main.run(until: Date.distantPast)
        XCTAssertEqual(recorder.error, .insideMainQueueBlock)
        XCTAssertEqual(recorder.items, [])
        try MainQueue.drain()
        XCTAssertEqual(recorder.items, ["after"])
    }

    func testABlockReenqueuingItselfIsReportedAfterTheRoundLimitAndStaysQueued() throws {
        let recorder = Recorder()
        DispatchQueue.main.async { recorder.reenqueue("tick") }
        XCTAssertThrowsError(try MainQueue.drain(roundLimit: 50)) { error in
            XCTAssertEqual(error as? MainQueueError, .unbounded(rounds: 50))
        }
        XCTAssertEqual(recorder.items.count, 50)
        XCTAssertTrue(try MainQueue.hasWaitingBlocks())
        recorder.stopped = true
        XCTAssertEqual(try MainQueue.drain(), 1)
        XCTAssertEqual(recorder.items.count, 50)
    }

    func testADrainOnAnotherThreadIsReportedAndRunsNothing() throws {
        let recorder = Recorder()
        DispatchQueue.main.async { recorder.record("main") }
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            recorder.recordError { () throws(MainQueueError) in try MainQueue.drain() }
            done.signal()
        }
        done.wait()
        XCTAssertEqual(recorder.error, .notOnMainThread)
        XCTAssertEqual(recorder.items, [])
        try MainQueue.drain()
        XCTAssertEqual(recorder.items, ["main"])
    }
}
