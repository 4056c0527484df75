import Foundation
import LocsimCoreLocation

/// An app whose logic is async throughout, as iOS 18 code is written: a main-actor task that
/// yields, sleeps on two clocks, runs a task group and a detached task, cancels a sleeper, waits on
/// a continuation the delegate resumes, and reads the status from an `AsyncStream` the delegate feeds.
/// `last` is what it did last; the trace's state records give each step its simulated time.
@MainActor
final class AsyncProbe: NSObject {
    var last = "idle"
    var status = "unknown"
    let manager = CLLocationManager()
    private var statuses: AsyncStream<CLAuthorizationStatus>.Continuation?
    private var answer: CheckedContinuation<CLAuthorizationStatus, Never>?
    /// Whether the sequence ends with a sleep until a deadline read from the real clock, which
    /// locsim measures against its own reading (to the millisecond, so not the same under any load).
    private let sleepsUntilDeadline: Bool

    init(sleepsUntilDeadline: Bool = true) {
        self.sleepsUntilDeadline = sleepsUntilDeadline
        super.init()
        manager.delegate = self
    }

    func start() {
        let (stream, continuation) = AsyncStream.makeStream(of: CLAuthorizationStatus.self)
        statuses = continuation
        Task {
            for await status in stream { self.status = "\(status.rawValue)" }
        }
        Task { await self.run() }
    }

    private func run() async {
        last = "started"
        await Task.yield()
        last = "yielded"
        manager.requestWhenInUseAuthorization()
        let answered = await withCheckedContinuation { answer = $0 }
        last = "answered \(answered.rawValue)"
        try? await Task.sleep(for: .seconds(2))
        last = "slept 2s"
        try? await SuspendingClock().sleep(for: .milliseconds(1500))
        last = "slept 1.5s"
        let sum = await withTaskGroup(of: Int.self) { group in
            for value in 1...3 {
                group.addTask {
                    await Task.yield(); return value
                }
            }
            var sum = 0
            for await value in group { sum += value }
            return sum
        }
        last = "group \(sum)"
        let detached = await Task.detached { () -> Int in
            try? await Task.sleep(nanoseconds: 250_000_000)
            return 7
        }.value
        last = "detached \(detached)"
        let sleeper = Task { try await Task.sleep(for: .seconds(60)) }
        sleeper.cancel()
        let cancelled = (try? await sleeper.value) == nil
        last = "cancelled \(cancelled)"
        try? await Task.sleep(for: .microseconds(1500))
        last = "slept 1.5ms"
        guard sleepsUntilDeadline else { return }
        try? await Task.sleep(until: .now + .milliseconds(20), clock: .continuous)
        last = "slept until +20ms"
    }
}

extension AsyncProbe: @preconcurrency CLLocationManagerDelegate {
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        let status = manager.authorizationStatus
        statuses?.yield(status)
        if status != .notDetermined, let answer {
            self.answer = nil
            answer.resume(returning: status)
        }
    }
}
