import Replay

/// Where a command writes its text: the terminal in real use, a string in tests.
///
/// Commands never call `print`, so end-to-end tests can run the whole CLI in-process and compare
/// full output and exit codes, and long traces can stream out line by line without being held in
/// memory.
public protocol TextSink: AnyObject {
    /// Appends `text` as is (the caller supplies newlines).
    func write(_ text: String)
}

/// Standard output or standard error of the process, written with POSIX `write` through a buffer of
/// its own (standard error is flushed on every write, so errors appear at once).
///
/// A write that fails (a full disk, a closed pipe) is remembered in ``writeError`` and ends the
/// stream's writing, so the command can exit 74 with the reason instead of 0 as if all was written.
public final class StandardStream: TextSink {
    private let descriptor: Int32
    private let flushesEveryWrite: Bool
    private var buffer: [UInt8] = []
    private static let capacity = 1 << 16

    /// The `errno` of the first write that failed, or nil while every byte has gone out.
    public private(set) var writeError: Int32?

    /// The process's standard output.
    public static func output() -> StandardStream { StandardStream(descriptor: 1, flushesEveryWrite: false) }
    /// The process's standard error.
    public static func error() -> StandardStream { StandardStream(descriptor: 2, flushesEveryWrite: true) }

    private init(descriptor: Int32, flushesEveryWrite: Bool) {
        self.descriptor = descriptor
        self.flushesEveryWrite = flushesEveryWrite
        buffer.reserveCapacity(Self.capacity)
    }

    /// The operating system's words for ``writeError`` (`No space left on device`).
    public var writeErrorText: String? { writeError.map(InputFile.errorText) }

    /// Buffers `text`, writing out whenever the buffer fills; after a write error, does nothing.
    public func write(_ text: String) {
        guard writeError == nil else { return }
        buffer.append(contentsOf: text.utf8)
        if flushesEveryWrite || buffer.count >= Self.capacity {
            flush()
        }
    }

    /// Writes everything buffered to the descriptor, retrying interrupted and short writes.
    public func flush() {
        guard !buffer.isEmpty else { return }
        if writeError == nil {
            writeError = buffer.withUnsafeBytes { SystemCall.writeAll(descriptor, $0) }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit {
        flush()
    }
}

/// A sink that keeps everything written, for tests and for output that is renamed into place.
public final class StringSink: TextSink {
    /// Everything written so far.
    public private(set) var text = ""

    /// An empty sink.
    public init() {}

    /// Appends to ``text``.
    public func write(_ text: String) {
        self.text += text
    }
}
