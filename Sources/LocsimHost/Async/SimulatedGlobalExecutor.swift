#if compiler(>=6.3)
    @_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
    import Dispatch
    import Foundation

    /// The default executor (where nonisolated async code, detached tasks, task-group children and
    /// the app's own actors run) while locsim hosts object apps. Work enqueued by hosted app code
    /// joins the main queue behind what waits there, so it runs serially, in order, within the
    /// event that caused it; work from anywhere else goes to the platform's thread pool as before.
    ///
    /// Unchecked Sendable: it holds no state.
    final class SimulatedGlobalExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            if SimulatedExecutors.isHostedContext {
                SimulatedExecutors.runOnMainQueue(job)
            } else if let platform = SimulatedExecutors.platformDefault {
                if !Thread.isMainThread { OffClockWork.note(.globalJob) }
                platform.enqueue(job)
            } else {
                SimulatedExecutors.runOnMainQueue(job)
            }
        }

        func enqueue<C: Clock>(
            _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
        ) {
            let job = UnownedJob(job)
            let delay = clock.now.duration(to: instant)
            if SimulatedSleep.schedule(job, after: delay) { return }
            let executor = asUnownedTaskExecutor()
            DispatchQueue.global().asyncAfter(deadline: .now() + SimulatedSleep.seconds(delay)) {
                job.runSynchronously(on: executor)
            }
        }

        func enqueue<C: Clock>(
            _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
        ) {
            enqueue(job, at: clock.now.advanced(by: delay), tolerance: tolerance, clock: clock)
        }
    }
#endif
