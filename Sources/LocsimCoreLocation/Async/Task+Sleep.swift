#if compiler(>=6.3)
    import LocsimHost

    // The duration forms of sleep, declared again with the standard library's signatures: a file that
    // imports CoreLocation (this facade) calls these, which tell locsim the duration the app wrote
    // before sleeping exactly as the standard library does. The runtime itself passes only a deadline
    // on the real clock, from which the duration can be recovered only to within the time between two
    // readings of that clock (SimulatedSleep). Outside a simulated run they are the standard library's.

    extension Task where Success == Never, Failure == Never {
        /// `Task.sleep(for:)`, as the standard library declares it.
        public static func sleep(for duration: Duration) async throws {
            try await SimulatedSleep.declaring(duration) {
                let clock = ContinuousClock()
                try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: nil)
            }
        }

        /// `Task.sleep(for:tolerance:clock:)`, as the standard library declares it.
        public static func sleep<C: Clock>(
            for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
        ) async throws {
            guard let declared = duration as? Duration else {
                return try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: tolerance)
            }
            let deadline = clock.now.advanced(by: duration)
            try await SimulatedSleep.declaring(declared) {
                try await clock.sleep(until: deadline, tolerance: tolerance)
            }
        }

        /// `Task.sleep(nanoseconds:)`, as the standard library declares it.
        public static func sleep(nanoseconds duration: UInt64) async throws {
            let declared = Duration.nanoseconds(Int64(clamping: duration))
            try await SimulatedSleep.declaring(declared) {
                let clock = ContinuousClock()
                try await clock.sleep(until: clock.now.advanced(by: declared), tolerance: nil)
            }
        }
    }

    extension ContinuousClock {
        /// `sleep(for:tolerance:)` of the continuous clock, as the standard library declares it.
        public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
            let deadline = now.advanced(by: duration)
            try await SimulatedSleep.declaring(duration) {
                try await self.sleep(until: deadline, tolerance: tolerance)
            }
        }
    }

    extension SuspendingClock {
        /// `sleep(for:tolerance:)` of the suspending clock, as the standard library declares it.
        public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
            let deadline = now.advanced(by: duration)
            try await SimulatedSleep.declaring(duration) {
                try await self.sleep(until: deadline, tolerance: tolerance)
            }
        }
    }
#endif
