import Dispatch
import Foundation

/// Runs the work an app puts on `DispatchQueue.main`, synchronously, in order and to the end, so the
/// simulation finishes an event's consequences before its clock moves on.
///
/// ``drain(roundLimit:)`` runs every block waiting on the main queue, then every block those blocks
/// enqueued, and so on until none waits: exactly what a run loop would have run before going back
/// to sleep, decided by libdispatch's own wake-up signal rather than by timing or a count of spins.
///
/// Where it may be called: on the main thread, outside any main-queue block (from a synchronous
/// `main`, an XCTest test method, the simulation's own loop). Anywhere else it throws a
/// ``MainQueueError`` and runs nothing; it never hangs and never traps.
///
/// What it cannot put on the simulated clock, and so leaves alone: a block scheduled with
/// `asyncAfter` waits for its wall-clock deadline, not the simulation's, and reaches the main queue
/// only then, so a drain never runs it early; blocks enqueued by other threads arrive when those
/// threads get there. Both can land between two events; ``hasWaitingBlocks()`` tells the
/// simulation that one has (nothing of the app's own events is pending then), so it can report
/// that the app's behaviour depends on wall-clock time. An `asyncAfter` whose deadline has already
/// passed (`.now()`) is an ordinary enqueue and is drained like one. A `Timer` is not a main-queue
/// block at all: it fires from the main run loop, which a drain does not run, so it never fires
/// during a simulation (and is not seen waiting either).
public enum MainQueue {
    /// How many rounds one drain runs before it gives up: far more generations of blocks enqueuing
    /// blocks than an app's real work has, few enough that a block re-enqueuing itself is caught fast.
    public static let defaultRoundLimit = 10_000

    /// Whether a drain is running, so a block it runs that calls it again is told so at once.
    nonisolated(unsafe) private static var isDraining = false
    /// Set by the marker block a drain enqueues to learn whether libdispatch serviced the queue.
    nonisolated(unsafe) private static var markerRan = false
    /// Marks the main queue, so a block running on it off the main thread is recognised.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Runs every block waiting on `DispatchQueue.main`, and every block those enqueue, in their
    /// order, until none waits.
    ///
    /// A round runs the blocks waiting when it starts; the blocks they enqueue are the next round's.
    /// So the rounds are the generations of blocks enqueuing blocks (one more when a block from
    /// outside lands meanwhile; libdispatch counts a fired `asyncAfter` as two).
    /// - Returns: the number of rounds: 0 when no block was waiting.
    /// - Throws: ``MainQueueError`` when called off the main thread or inside a main-queue block
    ///   (nothing ran), or when blocks still wait after `roundLimit` rounds (they stay queued).
    @discardableResult
    public static func drain(roundLimit: Int = defaultRoundLimit) throws(MainQueueError) -> Int {
        try requireMainThread()
        if isDraining { throw .insideMainQueueBlock }
        guard MainQueueWakeUp.isPending() else { return 0 }
        isDraining = true
        defer { isDraining = false }
        // The first servicing runs a marker last: if it has not run, this call is inside a
        // main-queue block, libdispatch ignored the servicing, and the loop below would never end.
        // The blocks it left stay queued, and the block running now signals them when it returns.
        // The marker is enqueued before the wake-up is taken, so the wake-up it may cause is taken too.
        markerRan = false
        DispatchQueue.main.async { MainQueue.markerRan = true }
        _ = MainQueueWakeUp.consume()
        MainQueueWakeUp.service()
        guard markerRan else { throw .insideMainQueueBlock }
        var rounds = 1
        while rounds < roundLimit {
            guard MainQueueWakeUp.consume() else { return rounds }
            MainQueueWakeUp.service()
            rounds += 1
        }
        if MainQueueWakeUp.isPending() { throw .unbounded(rounds: rounds) }
        return rounds
    }

    /// Throws what ``drain(roundLimit:)`` would throw from here even when no block waits (when none
    /// does, a drain cannot tell whether it runs inside a main-queue block), and drains what waits.
    /// A run calls it once before its first event, so a misplaced run fails at once, the same way
    /// whatever the app does.
    /// - Returns: the rounds it ran, the check's own block included.
    @discardableResult
    public static func check() throws(MainQueueError) -> Int {
        try requireMainThread()
        DispatchQueue.main.async {}
        return try drain()
    }

    /// Whether a block waits on the main queue, left waiting. Right after a drain, one that waits
    /// came from outside the simulation's clock: an `asyncAfter` whose deadline passed, another thread.
    /// - Throws: ``MainQueueError`` off the main thread, where the answer cannot be known.
    public static func hasWaitingBlocks() throws(MainQueueError) -> Bool {
        try requireMainThread()
        return MainQueueWakeUp.isPending()
    }

    /// Whether code runs where the main actor runs, without trapping when it does not
    /// (`MainActor.assumeIsolated` traps): the main thread, or a main-queue block running off it
    /// (after `dispatchMain()`, where Swift Testing on Linux runs `@MainActor` tests).
    static var isMainActorContext: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Throws unless this is the main thread. Reached off it, a main-queue block means the main
    /// thread has called `dispatchMain()` and is gone (so its wake-up handle is closed).
    private static func requireMainThread() throws(MainQueueError) {
        guard Thread.isMainThread else {
            throw DispatchQueue.getSpecific(key: mainQueueKey) == true ? .afterDispatchMain : .notOnMainThread
        }
    }
}
