import Dispatch
import LocsimHost

/// What main-queue blocks did, in the order they did it. Touched only by one thread at a time (the
/// main queue's, or a thread the test waits for), so unchecked: the blocks that write it are
/// `@Sendable` only because `DispatchQueue.main` requires it.
final class Recorder: @unchecked Sendable {
    private(set) var items: [String] = []
    /// What a drain called where it may not be called threw.
    var error: MainQueueError?
    /// Set to stop a block that re-enqueues itself.
    var stopped = false

    func record(_ item: String) { items.append(item) }

    /// Records `body`'s error, if it throws one.
    func recordError(_ body: () throws(MainQueueError) -> Void) {
        do { try body() } catch { self.error = error }
    }

    /// A block that records `name` and enqueues itself again until `stopped`.
    func reenqueue(_ name: String) {
        guard !stopped else { return }
        record(name)
        DispatchQueue.main.async { self.reenqueue(name) }
    }
}
