import Foundation

/// The elements of one iteration of an async sequence the system feeds (live updates, a session's
/// diagnostics): pushed by the system's events, taken by the iterator's `next()`.
///
/// Unchecked Sendable: in a simulated run every push and every `next()` happens on the main thread,
/// in the serial order of locsim's executor.
final class ElementFeed<Element: Sendable>: @unchecked Sendable {
    private var buffered: [Element] = []
    private var waiting: CheckedContinuation<Element?, Never>?
    private(set) var isFinished = false
    /// Called once when the iteration ends (finished, cancelled, or let go).
    var onEnd: (@Sendable () -> Void)?

    /// Hands `element` to the waiting `next()`, or keeps it for the next one.
    func push(_ element: Element) {
        guard !isFinished else { return }
        if let waiting {
            self.waiting = nil
            waiting.resume(returning: element)
        } else {
            buffered.append(element)
        }
    }

    /// Ends the iteration: a waiting `next()` and every later one return nil.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        buffered = []
        let end = onEnd
        onEnd = nil
        if let waiting {
            self.waiting = nil
            waiting.resume(returning: nil)
        }
        end?()
    }

    /// The next element, waiting for it; nil once finished or when the task is cancelled.
    func next() async -> Element? {
        if !buffered.isEmpty { return buffered.removeFirst() }
        if isFinished || Task.isCancelled { return nil }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if isFinished || Task.isCancelled {
                    continuation.resume(returning: nil)
                } else {
                    waiting = continuation
                }
            }
        } onCancel: {
            self.finish()
        }
    }

    deinit {
        onEnd?()
    }
}
