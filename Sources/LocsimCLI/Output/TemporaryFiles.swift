import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files this process has open, kept where a signal handler can reach them, so a run
/// stopped by Ctrl-C, `kill` or a closed terminal removes its half-written files instead of leaving
/// hundreds of megabytes beside the target.
///
/// The table is fixed-size C memory allocated once: the handler only reads it and calls `unlink`
/// and `_exit`, which are async-signal-safe. A file that finds the table full is still written, but
/// not cleaned up by a signal.
///
/// ```swift
/// let slot = TemporaryFiles.register(".trace.jsonl.42.1.tmp")
/// // … write, then rename or remove the file …
/// TemporaryFiles.unregister(slot)
/// ```
enum TemporaryFiles {
    /// Files that can be live at once (one per worker writing a golden, plus a few reports).
    static let capacity = 64
    /// The longest path a slot holds, with its terminating zero.
    static let slotBytes = 4096

    private static let table = Table()

    /// Records `path` so a signal removes it; the slot to unregister, or nil when the table is full
    /// or the path too long.
    static func register(_ path: String) -> Int? {
        table.claim(path)
    }

    /// Forgets a slot: its file was renamed into place or removed.
    static func unregister(_ slot: Int?) {
        guard let slot else { return }
        table.release(slot)
    }

    /// Installs the handlers: SIGINT, SIGTERM and SIGHUP remove every live temporary file and exit
    /// with 128 + the signal (a signal the parent set to be ignored stays ignored); SIGPIPE and
    /// SIGXFSZ are ignored, so a closed pipe or a file-size limit makes `write` fail with an error
    /// locsim reports instead of killing the process.
    ///
    /// The three signals are unblocked too: a parent that starts locsim from a thread with them
    /// blocked (a Dispatch worker does) would otherwise pass the mask on, and `kill` would do nothing.
    static func installSignalHandlers() {
        _ = table
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in [SIGINT, SIGTERM, SIGHUP] {
            sigaddset(&handled, number)
            let previous = signal(number, removeTemporaryFilesAndExit)
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(number, SIG_IGN)
            }
        }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    /// Unlinks every registered file; called from the signal handler, so it touches nothing but the
    /// table and `unlink`.
    fileprivate static func unlinkAll() {
        table.unlinkAll()
    }
}

/// The handler itself: a plain C function, so it holds no Swift context.
private func removeTemporaryFilesAndExit(_ number: Int32) {
    TemporaryFiles.unlinkAll()
    _exit(128 + number)
}

/// The slots: one flag and one zero-terminated path each, written under a lock, read by the handler
/// without one (a slot's path is written before its flag is set).
private final class Table: @unchecked Sendable {
    private let used: UnsafeMutablePointer<Int32>
    private let paths: UnsafeMutablePointer<CChar>
    private let lock = NSLock()

    init() {
        used = .allocate(capacity: TemporaryFiles.capacity)
        used.initialize(repeating: 0, count: TemporaryFiles.capacity)
        paths = .allocate(capacity: TemporaryFiles.capacity * TemporaryFiles.slotBytes)
        paths.initialize(repeating: 0, count: TemporaryFiles.capacity * TemporaryFiles.slotBytes)
    }

    func claim(_ path: String) -> Int? {
        let bytes = Array(path.utf8)
        guard bytes.count < TemporaryFiles.slotBytes, !bytes.contains(0) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let slot = (0..<TemporaryFiles.capacity).first(where: { used[$0] == 0 }) else { return nil }
        let start = paths + slot * TemporaryFiles.slotBytes
        for (index, byte) in bytes.enumerated() { start[index] = CChar(bitPattern: byte) }
        start[bytes.count] = 0
        used[slot] = 1
        return slot
    }

    func release(_ slot: Int) {
        lock.lock()
        used[slot] = 0
        lock.unlock()
    }

    func unlinkAll() {
        var slot = 0
        while slot < TemporaryFiles.capacity {
            if used[slot] != 0 { _ = unlink(paths + slot * TemporaryFiles.slotBytes) }
            slot += 1
        }
    }

    deinit {
        used.deallocate()
        paths.deallocate()
    }
}
