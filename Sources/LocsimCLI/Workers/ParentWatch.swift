import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stops a worker process of `explore --jobs N` whose parent is gone: a parent killed on its own
/// (`kill PID`, not Ctrl-C, which reaches the whole process group) leaves its workers running,
/// and nobody would read or remove what they write.
///
/// The worker looks at its parent's process ID five times a second; when it is no longer the one
/// it was started by, it sends itself SIGTERM, whose handler removes its half-written files
/// (``TemporaryFiles``) and exits. Polling rather than Linux's `PR_SET_PDEATHSIG`: `prctl` is a
/// variadic C function Swift cannot call, and macOS has no equivalent.
enum ParentWatch {
    /// How often the parent is looked for, in microseconds.
    static let interval: useconds_t = 200_000

    /// Starts watching for `parent`; false when it is already gone (the worker should stop at once).
    static func start(parent: Int32) -> Bool {
        guard getppid() == parent else { return false }
        let thread = Thread {
            while getppid() == parent { usleep(interval) }
            kill(getpid(), SIGTERM)
        }
        thread.start()
        return true
    }
}
