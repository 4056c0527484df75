#if compiler(>=6.3)
    import Foundation
    import LocationSystem
    import SimulationKit

    /// A sleep of hosted app code (`Task.sleep`, `ContinuousClock`/`SuspendingClock` `sleep`) as a
    /// wake-up on the simulated clock.
    ///
    /// The runtime hands an executor an absolute deadline on the real clock, computed from the
    /// app's own reading of `now`, which locsim does not see. So the sleep forms with a duration
    /// (`Task.sleep(for:)`, `Task.sleep(nanoseconds:)`, `clock.sleep(for:)`) are declared again in
    /// `LocsimCoreLocation`, with Apple's signatures, and tell locsim the duration the app wrote
    /// (``declaring(_:_:)``): that duration, rounded up to a whole microsecond, is the sleep.
    /// A sleep locsim was not told (`sleep(until:)` with the app's own deadline, a clock reached
    /// through a generic parameter) is the deadline less locsim's own reading of the clock, rounded
    /// *up* to a whole millisecond, which absorbs the microseconds between the two readings: whole
    /// milliseconds come out exact, and anything shorter lasts one millisecond.
    /// A sleep of zero or less wakes at the same simulated instant, after the current event's work.
    public enum SimulatedSleep {
        /// Durations the app's own call named, by sleeping task, until its sleep arrives.
        nonisolated(unsafe) private static var declared: [UnsafeCurrentTask: Duration] = [:]

        /// Runs `sleep` (the standard library's sleep, which passes the executor a deadline) with
        /// `duration` noted as what the app asked for, so the simulated sleep is exactly that long.
        public static func declaring(
            _ duration: Duration, _ sleep: @Sendable () async throws -> Void
        ) async throws {
            guard SimulatedExecutors.isHostedContext, let task = withUnsafeCurrentTask(body: { $0 }) else {
                return try await sleep()
            }
            declared[task] = duration
            defer { if Thread.isMainThread { declared[task] = nil } }
            try await sleep()
        }

        /// The duration the sleeping (current) task declared, if it matches `delay` (the deadline
        /// less locsim's reading): a stale note of a task that never reached its sleep is ignored.
        private static func takeDeclared(near delay: Duration) -> Duration? {
            guard let task = withUnsafeCurrentTask(body: { $0 }), let duration = declared.removeValue(forKey: task)
            else { return nil }
            let gap = duration - delay
            return gap >= .zero && gap < .milliseconds(100) ? duration : nil
        }

        /// The grid sleeps are rounded up to.
        static let resolution = SimDuration.milliseconds(1)

        /// Puts `job` (the sleeping task's wake-up) on the simulated clock, `delay` from now.
        /// - Returns: false when the sleep is not hosted app code, or the clock is not one locsim
        ///   knows; the caller then lets it wait in wall-clock time.
        static func schedule(_ job: UnownedJob, after delay: some DurationProtocol) -> Bool {
            guard SimulatedExecutors.isHostedContext, let process = HostedProcess.hostingNow,
                let delay = delay as? Duration
            else {
                if !Thread.isMainThread { OffClockWork.note(.sleep) }
                return false
            }
            let duration = takeDeclared(near: delay).map(exact) ?? simulated(delay)
            let token = process.nextSleepToken()
            let scheduled: Bool? = process.call("Task.sleep") { system in
                system.call(.sleep(token: token, duration: duration))
                return true
            }
            guard scheduled == true else { return false }
            process.await(.wake(token)) { _ in SimulatedExecutors.runOnMainQueue(job) }
            return true
        }

        /// `delay` on the simulated clock: rounded up to ``resolution``, never negative.
        static func simulated(_ delay: Duration) -> SimDuration {
            let (seconds, attoseconds) = delay.components
            guard seconds >= 0, seconds > 0 || attoseconds > 0 else { return .zero }
            let grid = resolution.microseconds * 1_000_000_000_000  // attoseconds per grid step
            let steps = seconds * (1_000_000 / resolution.microseconds) + (attoseconds + grid - 1) / grid
            return .microseconds(steps * resolution.microseconds)
        }

        /// A declared duration: whole microseconds, rounded up, never negative.
        static func exact(_ duration: Duration) -> SimDuration {
            let (seconds, attoseconds) = duration.components
            guard seconds >= 0, seconds > 0 || attoseconds > 0 else { return .zero }
            let perMicrosecond: Int64 = 1_000_000_000_000
            return .microseconds(seconds * 1_000_000 + (attoseconds + perMicrosecond - 1) / perMicrosecond)
        }

        /// `delay` in seconds, for a sleep left on the wall clock.
        static func seconds(_ delay: some DurationProtocol) -> Double {
            guard let delay = delay as? Duration else { return 0 }
            let (seconds, attoseconds) = delay.components
            return max(0, Double(seconds) + Double(attoseconds) / 1e18)
        }
    }
#endif
