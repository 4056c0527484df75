import Foundation

/// Threads that stay between explorations, look briefly for the next job and then sleep.
///
/// With Dispatch's `concurrentPerform`, an exploration of a journey (about a millisecond) on this
/// project's 2-vCPU machine spent nearly as much CPU waiting as working (6.2 s of CPU for 3.4 s of
/// wall time against 3.5 s at one job), and two workers were barely faster than one. Here a waiting
/// thread looks for at most ``spinTime`` and then blocks on a condition.
///
/// Callers ask for no more participants than cores (``Explorer`` caps them), so every helper has a
/// core and a waiting one costs a core only for ``spinTime``.
///
/// One job at a time: a caller that finds the pool busy (tests explore in parallel) runs its job on
/// Dispatch instead. The caller is participant 0 and returns when every participant has finished.
final class WorkerPool: @unchecked Sendable {
    /// The process's pool.
    static let shared = WorkerPool()

    private let condition = NSCondition()
    private var helpers = 0
    private var busy = false
    private var job: (@Sendable (Int) -> Void)?
    private var generation = 0
    private var wanted = 0
    private var claimed = 0
    private var running = 0

    /// Runs `work(0)`, …, `work(participants - 1)` concurrently and returns when all have returned.
    func perform(_ participants: Int, _ work: @escaping @Sendable (Int) -> Void) {
        guard participants > 1 else { return work(0) }
        condition.lock()
        if busy {
            condition.unlock()
            DispatchQueue.concurrentPerform(iterations: participants, execute: work)
            return
        }
        busy = true
        while helpers < participants - 1 {
            helpers += 1
            // A helper serves for the life of the process (the shared pool lives as long); it holds
            // the pool, which is fine for a pool that is never released.
            Thread { self.serve() }.start()
        }
        job = work
        generation += 1
        wanted = participants - 1
        claimed = 0
        running = participants - 1
        condition.broadcast()
        condition.unlock()

        work(0)

        spin { running == 0 }
        condition.lock()
        while running > 0 { condition.wait() }
        job = nil
        busy = false
        condition.unlock()
    }

    /// Looks at `ready` (under the lock) for up to ``spinTime`` before the caller sleeps: a
    /// sleeping thread took tens of microseconds to wake on this VM, a noticeable part of an
    /// exploration that takes a millisecond, and back-to-back explorations follow each other within
    /// that time.
    private func spin(until ready: () -> Bool) {
        let clock = ContinuousClock()
        let end = clock.now + Self.spinTime
        repeat {
            condition.lock()
            let done = ready()
            condition.unlock()
            if done { return }
        } while clock.now < end
    }

    /// How long a waiting thread looks before it sleeps.
    static let spinTime = Duration.microseconds(200)

    /// A helper's life: take a participant index of the newest job, run it, report, sleep, repeat.
    private func serve() {
        var served = 0
        while true {
            spin { generation != served && claimed < wanted && job != nil }
            condition.lock()
            while !(generation != served && claimed < wanted && job != nil) { condition.wait() }
            claimed += 1
            served = generation
            let index = claimed
            let work = job!
            condition.unlock()

            work(index)

            condition.lock()
            running -= 1
            if running == 0 { condition.broadcast() }
            condition.unlock()
        }
    }
}
