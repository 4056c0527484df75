import Foundation

/// Threads that stay between explorations, look briefly for the next job and then sleep.
///
/// An exploration of a journey takes about a millisecond, so workers that go to sleep between jobs
/// (as Dispatch's `concurrentPerform` lets them) spend as much time waking as working
/// (docs/performance.md). Here a waiting thread looks for a while and then sleeps
/// (``LookThenSleep``); the state sits behind a ``ShortLock``, so looking never puts the lock's
/// owner to sleep.
///
/// Callers ask for no more participants than cores (``Explorer`` caps them), so every helper has a
/// core and a waiting one costs a core only while it looks.
///
/// One job at a time: a caller that finds the pool busy (tests explore in parallel) runs its job on
/// Dispatch instead. The caller is participant 0 and returns when every participant has finished.
final class WorkerPool: @unchecked Sendable {
    /// The process's pool.
    static let shared = WorkerPool()

    /// The cores this process may use, asked once. On Linux, Foundation answers by reading the
    /// cgroup's CPU quota and cpuset files each time: about 70 µs, measured here, which was a tenth
    /// of an exploration of the journey, spent before any worker started.
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    private let state = ShortLock()
    private let waiting = LookThenSleep()
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
        state.acquire()
        if busy {
            state.release()
            DispatchQueue.concurrentPerform(iterations: participants, execute: work)
            return
        }
        busy = true
        let starting = max(0, participants - 1 - helpers)
        helpers += starting
        job = work
        generation += 1
        wanted = participants - 1
        claimed = 0
        running = participants - 1
        state.release()
        for _ in 0..<starting {
            // A helper serves for the life of the process; it holds the pool, which is never released.
            Thread { self.serve() }.start()
        }
        waiting.wakeAll()

        work(0)

        wait { running == 0 }
        state.withLock {
            job = nil
            busy = false
        }
    }

    /// A helper's life: take a participant index of the newest job, run it, report, repeat.
    private func serve() {
        var served = 0
        while true {
            var task: (index: Int, work: @Sendable (Int) -> Void)?
            wait {
                guard generation != served, claimed < wanted, let job else { return false }
                claimed += 1
                served = generation
                task = (claimed, job)
                return true
            }
            if let task { task.work(task.index) }
            let last = state.withLock {
                running -= 1
                return running == 0
            }
            if last { waiting.wakeAll() }
        }
    }

    /// Waits until `ready`, run with the state locked, returns true.
    private func wait(until ready: () -> Bool) {
        waiting.wait { state.withLock(ready) }
    }
}
