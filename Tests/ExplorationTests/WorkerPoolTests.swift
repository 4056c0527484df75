import Foundation
import Testing

@testable import Exploration

/// Counts calls from several threads.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [Int] = []

    func record(_ index: Int) {
        lock.lock()
        calls.append(index)
        lock.unlock()
    }

    var sorted: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return calls.sorted()
    }
}

/// Each test makes a pool of its own; its helper threads stay blocked for the rest of the test
/// process, as the shared pool's do for the rest of a locsim process.
@Suite("WorkerPool: every participant runs once per job, job after job, and a busy pool hands over to Dispatch")
struct WorkerPoolTests {
    @Test("each index runs exactly once, for many jobs in a row", arguments: [1, 2, 3])
    func eachIndexOnce(_ participants: Int) {
        let pool = WorkerPool()
        for _ in 0..<200 {
            let tally = Tally()
            pool.perform(participants) { tally.record($0) }
            #expect(tally.sorted == Array(0..<participants))
        }
    }

    @Test("participants run at the same time: one waits for another without deadlock")
    func concurrent() {
        let pool = WorkerPool()
        let arrived = Tally()
        pool.perform(2) { index in
            arrived.record(index)
            let deadline = Date().addingTimeInterval(5)
            while arrived.sorted.count < 2 && Date() < deadline { usleep(100) }
        }
        #expect(arrived.sorted == [0, 1])
    }

    @Test("a job started while another runs is done on Dispatch, and both complete")
    func busyFallsBack() {
        let pool = WorkerPool()
        let outer = Tally()
        let inner = Tally()
        pool.perform(2) { index in
            outer.record(index)
            if index == 0 { pool.perform(3) { inner.record($0) } }
        }
        #expect(outer.sorted == [0, 1])
        #expect(inner.sorted == [0, 1, 2])
    }
}
