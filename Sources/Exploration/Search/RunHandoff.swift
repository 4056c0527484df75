import Replay

/// A run that planning simulated on a unit's behalf, handed to the worker that explores the unit:
/// taken once, so no two threads ever hold its buffers.
///
/// Planning runs each static combination to its first choice to learn its options; the unit of the
/// first option would simulate that same prefix again from time zero. It takes this run instead and
/// counts its events as its own (each is simulated once either way). The other options' units still
/// simulate the prefix themselves: a run copied to several threads shares its buffers between them,
/// and counting references on shared buffers from two cores cost more than the prefix.
final class RunHandoff: @unchecked Sendable {
    private let lock = ShortLock()
    private var run: ExploringRun?

    init(_ run: ExploringRun) {
        self.run = run
    }

    /// The run, the first time; nil after.
    func take() -> ExploringRun? {
        lock.withLock {
            defer { run = nil }
            return run
        }
    }
}
