import Foundation

/// A lock for critical sections of a few instructions shared by a few threads: it tries for a while
/// before it blocks, because a thread a plain mutex puts to sleep in the kernel takes far longer to
/// wake than the section takes to run (docs/performance.md, "Exploration").
final class ShortLock: @unchecked Sendable {
    private let lock = NSLock()

    /// How many times `acquire` tries before it blocks.
    static let tries = 4096

    func acquire() {
        for _ in 0..<Self.tries where lock.try() { return }
        lock.lock()
    }

    func release() {
        lock.unlock()
    }

    /// `body` with the lock held.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        acquire()
        defer { release() }
        return try body()
    }
}
