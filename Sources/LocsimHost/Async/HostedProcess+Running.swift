import Foundation

extension HostedProcess {
    /// The process whose app code is running now: the task's own (``current``), or, for a task
    /// that does not inherit it (a detached task), the one the main thread is hosting.
    public static var running: HostedProcess? {
        current ?? (Thread.isMainThread ? hostingNow : nil)
    }

    /// Whether this process's app code is running on the main thread now, so a call made from a
    /// deinitialiser (a session or sequence the app let go of) can be placed on the clock.
    public var isHostingNow: Bool { Thread.isMainThread && Self.hostingNow === self }
}
