#if compiler(>=6.3)
    @_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
    import Dispatch
    import Foundation

    /// The main actor's executor while locsim hosts object apps: every job goes to the main queue
    /// (the run loop's queue, which the driver drains after each event), run with this executor's
    /// identity so `@MainActor` code finds itself isolated. A sleep of hosted app code becomes a
    /// wake-up on the simulated clock; any other sleep waits in wall-clock time on the main queue.
    ///
    /// Unchecked Sendable: it holds no state.
    final class SimulatedMainExecutor: MainExecutor, SchedulingExecutor, @unchecked Sendable {
        func enqueue(_ job: consuming ExecutorJob) {
            if !Thread.isMainThread { OffClockWork.note(.mainActorJob) }
            SimulatedExecutors.runOnMainQueue(UnownedJob(job))
        }

        func enqueue<C: Clock>(
            _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
        ) {
            let job = UnownedJob(job)
            let delay = clock.now.duration(to: instant)
            if SimulatedSleep.schedule(job, after: delay) { return }
            let executor = asUnownedSerialExecutor()
            DispatchQueue.main.asyncAfter(deadline: .now() + SimulatedSleep.seconds(delay)) {
                job.runSynchronously(on: executor)
            }
        }

        func enqueue<C: Clock>(
            _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
        ) {
            enqueue(job, at: clock.now.advanced(by: delay), tolerance: tolerance, clock: clock)
        }

        func isSameExclusiveExecutionContext(other: SimulatedMainExecutor) -> Bool { other === self }

        func checkIsolated() {
            precondition(MainQueue.isMainActorContext, "main-actor code ran off the main thread")
        }

        func isIsolatingCurrentContext() -> Bool? { MainQueue.isMainActorContext }

        /// A program whose main returns to the executor: serve the main queue for ever, as the
        /// platform's main executor does.
        func run() throws { dispatchMain() }

        func runUntil(_ condition: () -> Bool) throws {
            while !condition() { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01)) }
        }

        func stop() {}
    }
#endif
