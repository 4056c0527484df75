/// Why ``MainQueue`` could not run the main queue's blocks from where it was called. Nothing the app
/// enqueued is lost: the blocks stay queued, in order.
public enum MainQueueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Called on a thread other than the main thread, which alone may service the main queue.
    case notOnMainThread
    /// Called from a main-queue block running off the main thread: the process called
    /// `dispatchMain()` (as an `async` `main` does, and so Swift Testing's runner on Linux), so the
    /// main queue is an ordinary serial queue and nothing can run its next block before this one returns.
    case afterDispatchMain
    /// Called on the main thread from inside a block the main queue is running (a
    /// `DispatchQueue.main.async` block, a `@MainActor` job): a serial queue cannot run its next
    /// block before the current one returns, and libdispatch ignores a nested servicing.
    case insideMainQueueBlock
    /// The blocks kept enqueuing blocks for `rounds` rounds (a block that re-enqueues itself, say):
    /// those still waiting stay queued.
    case unbounded(rounds: Int)

    /// One sentence for a report.
    public var description: String {
        switch self {
        case .notOnMainThread:
            return "the main queue can only be drained on the main thread"
        case .afterDispatchMain:
            return "the main queue cannot be drained after dispatchMain() (an async main, Swift Testing on Linux):"
                + " run from a synchronous main or an XCTest test method"
        case .insideMainQueueBlock:
            return "the main queue cannot be drained from inside one of its own blocks (a @MainActor job,"
                + " a DispatchQueue.main block)"
        case .unbounded(let rounds):
            return "main-queue blocks kept enqueuing blocks for \(rounds) rounds (one re-enqueues itself?)"
        }
    }
}
