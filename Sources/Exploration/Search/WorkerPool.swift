import Foundation

/// Threads that stay between explorations, look briefly for the next job and then sleep.
///
/// With Dispatch's `concurrentPerform`, an exploration of a journey (about a millisecond) on this
/// project's 2-vCPU machine spent nearly as much CPU waiting as working (6.2 s of CPU for 3.4 s of
/// wall time against 3.5 s at one job), and two workers were barely faster than one. Here a waiting
/// thread looks for at most ``spinTime`` and then sleeps. The state sits behind a ``ShortLock``
/// (looking never puts the owner to sleep); the condition is only for sleeping and waking.
///
/// Callers ask for no more participants than cores (``Explorer`` caps them), so every helper has a
/// core and a waiting one costs a core only for ``spinTime``.
///
/// One job at a time: a caller that finds the pool busy (tests explore in parallel) runs its job on
/// Dispatch instead. The caller is participant 0 and returns when every participant has finished.
final class WorkerPool: @unchecked Sendable {
    /// The process's pool.
    static let shared = WorkerPool()

    /// How long a waiting thread looks before it sleeps.
    static let spinTime = Duration.microseconds(200)

    /// The cores this process may use, asked once. On Linux, Foundation answers by reading the
    /// cgroup's CPU quota and cpuset files each time: about 70 µs, measured here, which was a tenth
    /// of an exploration of the journey, spent before any worker started.
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    private let state = ShortLock()
    private let sleeper = NSCondition()
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
        wake()

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
            if last { wake() }
        }
    }

    /// Waits until `ready` (run with the state locked) returns true: looks for up to ``spinTime``,
    /// then sleeps until woken.
    private func wait(until ready: () -> Bool) {
        if Self.look({ state.withLock(ready) }) { return }
        sleeper.lock()
        // Checked with the sleeper's lock held: a change made before `wake()` takes it is seen here,
        // and one made after wakes this wait.
        while !state.withLock(ready) { sleeper.wait() }
        sleeper.unlock()
    }

    /// Whether `ready` comes true within ``spinTime`` of looking: the part of a wait before sleeping.
    static func look(_ ready: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let end = clock.now + spinTime
        repeat {
            if ready() { return true }
        } while clock.now < end
        return false
    }

    /// Wakes every sleeping waiter to look again.
    private func wake() {
        sleeper.lock()
        sleeper.broadcast()
        sleeper.unlock()
    }
}
