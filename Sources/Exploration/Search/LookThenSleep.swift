import Foundation

/// A wait for a state that another thread changes under a ``ShortLock``: look for a while, then
/// sleep until woken. The workers' pool and the plan barrier both wait this way: what they wait
/// for usually comes within microseconds, sooner than a sleeping thread wakes.
final class LookThenSleep: @unchecked Sendable {
    /// How long a waiting thread looks before it sleeps.
    static let lookTime = Duration.microseconds(200)

    /// Only for sleeping and waking: the state itself sits behind the caller's lock.
    private let condition = NSCondition()

    /// Returns once `ready` (which takes the caller's lock itself) is true.
    func wait(until ready: () -> Bool) {
        if Self.look(ready) { return }
        condition.lock()
        defer { condition.unlock() }
        // Checked with the condition's lock held: a change made before `wakeAll()` takes it is seen
        // here, and one made after wakes this wait.
        while !ready() { condition.wait() }
    }

    /// Wakes every sleeping waiter to look again; call it after changing what they wait for.
    func wakeAll() {
        condition.lock()
        condition.broadcast()
        condition.unlock()
    }

    /// Whether `ready` comes true within ``lookTime`` of looking.
    private static func look(_ ready: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let end = clock.now + lookTime
        repeat {
            if ready() { return true }
        } while clock.now < end
        return false
    }
}
