import Foundation

/// Swift concurrency work that reached locsim's executors from a thread other than the main thread
/// while an object app was running: a task started or resumed from `DispatchQueue.global`, a
/// `Thread` of the app's own, a callback of real I/O. It runs in wall-clock time, where the
/// simulation cannot order it, so it is reported as misuse (the run fails) rather than left to make
/// a trace that differs from run to run.
///
/// The only state shared across threads in the host, so it is guarded by a lock.
enum OffClockWork {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var liveProcesses = 0
    nonisolated(unsafe) private static var seen: Set<Kind> = []

    /// What arrived off the main thread.
    enum Kind: Int, Comparable {
        case mainActorJob, globalJob, sleep

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

        var message: String {
            let source = "from another thread (DispatchQueue.global, a Thread of the app's own, real I/O)"
            switch self {
            case .mainActorJob: return "main-actor work was enqueued \(source): it ran off locsim's clock"
            case .globalJob: return "a task was started or resumed \(source): it ran off locsim's clock"
            case .sleep: return "a task slept \(source): it waited in wall-clock time, off locsim's clock"
            }
        }
    }

    /// A process of an object app began (its work is watched from now on).
    static func processStarted() { lock.withLock { liveProcesses += 1 } }

    /// A process of an object app ended.
    static func processEnded() { lock.withLock { liveProcesses -= 1 } }

    /// Notes work of `kind` seen off the main thread, if an object app is running.
    static func note(_ kind: Kind) {
        lock.withLock {
            if liveProcesses > 0 { seen.insert(kind) }
        }
    }

    /// The messages of what was seen since the last call, in a fixed order.
    static func take() -> [String] {
        lock.withLock {
            guard !seen.isEmpty else { return [] }
            defer { seen = [] }
            return seen.sorted().map(\.message)
        }
    }
}
