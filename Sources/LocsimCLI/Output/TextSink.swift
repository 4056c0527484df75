#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
public final class StandardStream: TextSink {
    private let descriptor: Int32
    private let flushesEveryWrite: Bool
    private var buffer: [UInt8] = []
    private static let capacity = 1 << 16

    /// The process's standard output.
    public static func output() -> StandardStream { StandardStream(descriptor: 1, flushesEveryWrite: false) }
    /// The process's standard error.
    public static func error() -> StandardStream { StandardStream(descriptor: 2, flushesEveryWrite: true) }

    private init(descriptor: Int32, flushesEveryWrite: Bool) {
        self.descriptor = descriptor
        self.flushesEveryWrite = flushesEveryWrite
        buffer.reserveCapacity(Self.capacity)
    }

    /// Buffers `text`, writing out whenever the buffer fills.
    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if flushesEveryWrite || buffer.count >= Self.capacity {
            flush()
        }
    }

    /// Writes everything buffered to the descriptor, retrying short writes.
    public func flush() {
        var offset = 0
        buffer.withUnsafeBytes { bytes in
            while offset < bytes.count {
                let written = posixWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit {
        flush()
    }
}

@inline(__always)
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.write(descriptor, bytes, count)
    #else
        return Darwin.write(descriptor, bytes, count)
    #endif
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
