import Foundation
import LocsimCoreLocation

/// An app that uses one piece of the concurrency language per button, so each can be checked
/// against the simulated clock on its own: cancellation, `Task.yield`, a detached task, a task
/// group whose children sleep for different times, and work handed over from other threads.
@MainActor
final class LanguageProbe: NSObject {
    /// What the app saw, in order; the trace's state records give each change its simulated time.
    var log = ""
    private var sleeper: Task<Void, Never>?

    private func note(_ entry: String) { log = log.isEmpty ? entry : log + " " + entry }

    /// A task that would sleep a minute, with a cancellation handler; "Cancel" ends it.
    func startSleeper() {
        sleeper = Task {
            do {
                try await withTaskCancellationHandler {
                    try await Task.sleep(for: .seconds(60))
                } onCancel: {
                    // Runs in the canceller's context, synchronously: nothing of the app's to touch.
                }
                note("slept")
            } catch is CancellationError {
                note("cancelled")
            } catch {
                note("other")
            }
        }
    }

    func cancelSleeper() { sleeper?.cancel() }

    /// Two tasks that yield to each other three times.
    func interleave() {
        for name in ["a", "b"] {
            Task {
                for round in 1...3 {
                    note("\(name)\(round)")
                    await Task.yield()
                }
            }
        }
    }

    /// A detached task (not the main actor's, no task locals inherited) that sleeps 2 s.
    func detach() {
        Task {
            let value = await Task.detached { () -> Int in
                try? await Task.sleep(for: .seconds(2))
                return 42
            }.value
            note("detached \(value)")
        }
    }

    /// A group whose children sleep 3 s, 1 s and 2 s: they finish in the order of their sleeps.
    func race() {
        Task {
            await withTaskGroup(of: Int.self) { group in
                for seconds in [3, 1, 2] {
                    group.addTask {
                        try? await Task.sleep(for: .seconds(seconds))
                        return seconds
                    }
                }
                for await seconds in group { note("child \(seconds)") }
            }
            note("group done")
        }
    }

    /// A task started from a `DispatchQueue.global()` block: off the clock, reported.
    func startFromGlobalQueue() {
        let handed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            Task.detached { _ = 1 }
            handed.signal()
        }
        handed.wait()
    }

    /// Main-actor work enqueued from a thread of the app's own: off the clock, reported.
    func hopFromThread() {
        let handed = DispatchSemaphore(value: 0)
        Thread {
            Task { @MainActor in self.note("hopped") }
            handed.signal()
        }.start()
        handed.wait()
    }
}
