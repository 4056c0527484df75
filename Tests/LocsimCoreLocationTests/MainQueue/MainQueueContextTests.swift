import Foundation
import Testing

@testable import LocsimHost

/// Where Swift Testing runs a test, the main queue cannot be drained, and the drain says why
/// instead of hanging: tests run off the main thread, and `@MainActor` tests run as main-queue
/// jobs (after `dispatchMain()` on Linux, inside the run loop's servicing on Darwin).
@Suite("Draining the main queue from where Swift Testing runs a test is reported")
struct MainQueueContextTests {
    @Test("a test off the main thread is told it is not on the main thread")
    func offTheMainThread() {
        #expect(throws: MainQueueError.notOnMainThread) { try MainQueue.check() }
        #expect(throws: MainQueueError.notOnMainThread) { try MainQueue.drain() }
        #expect(throws: MainQueueError.notOnMainThread) { try MainQueue.hasWaitingBlocks() }
    }

    @Test("a @MainActor test is told the main queue cannot be drained from its own job")
    @MainActor func mainActor() {
        #if canImport(Darwin)
            let expected = Thread.isMainThread ? MainQueueError.insideMainQueueBlock : .afterDispatchMain
        #else
            let expected = MainQueueError.afterDispatchMain
        #endif
        #expect(throws: expected) { try MainQueue.check() }
    }

    @Test("every error reads as a sentence naming the cause")
    func descriptions() {
        let errors: [MainQueueError] = [
            .notOnMainThread, .afterDispatchMain, .insideMainQueueBlock, .unbounded(rounds: 7),
        ]
        let texts = errors.map(\.description)
        #expect(Set(texts).count == errors.count)
        #expect(texts[3].contains("7 rounds"))
    }
}
