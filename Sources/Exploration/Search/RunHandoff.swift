import Replay

/// A run that planning simulated on a unit's behalf, handed to the worker that explores the unit:
/// taken once, so the worker holds the only copy the handoff made.
///
/// Planning runs each static combination to its first choice to learn its options; each option's
/// unit would simulate that same prefix again from time zero. It takes a copy of this run instead
/// and counts its events as its own, as it would have counted the prefix it simulated. The copies
/// share the run's buffers until each unit changes them. A run of an app that is a reference type
/// (``AppBranching/replay``) cannot be copied: only the first option's unit continues it.
final class RunHandoff: @unchecked Sendable {
    private let lock = ShortLock()
    private var run: ExploringRun?

    init(_ run: consuming ExploringRun) {
        self.run = run
    }

    /// The run, the first time (moved out, not copied); nil after.
    func take() -> ExploringRun? {
        lock.withLock { run.take() }
    }
}
