import Replay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A golden file read one line at a time through a 64 KiB buffer, split as ``LineSplitter``
/// splits, so a golden far larger than its run is never held whole.
final class GoldenLines {
    private let descriptor: Int32
    private var splitter = LineSplitter()
    private var ready: [String] = []
    private var nextReady = 0
    private var ended = false
    /// The OS error that stopped reading part-way, if one did.
    private(set) var readError: String?

    /// Opens `path`; nil when it cannot be opened, is not a regular file, or its first read fails (no
    /// golden to compare). A device or FIFO is no golden: `/dev/zero` would never end.
    init?(path: String) {
        descriptor = InputFile.openForReading(path)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return nil
        }
        refill()
        if readError != nil {
            close(descriptor)
            return nil
        }
    }

    deinit {
        close(descriptor)
    }

    /// The next line, or nil after the last (the text after the last line feed, perhaps empty).
    func next() -> String? {
        while nextReady == ready.count {
            if ended { return nil }
            refill()
        }
        nextReady += 1
        return ready[nextReady - 1]
    }

    /// Skips `count` lines.
    func skip(_ count: Int) {
        for _ in 0..<max(0, count) {
            if next() == nil { return }
        }
    }

    private func refill() {
        ready.removeAll(keepingCapacity: true)
        nextReady = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = buffer.withUnsafeMutableBytes { InputFile.readSome(descriptor, $0.baseAddress!, $0.count) }
        if count < 0 {
            if errno == EINTR { return }
            readError = InputFile.errorText(errno)
        }
        if count <= 0 {
            ended = true
            splitter.finish { ready.append($0) }
            return
        }
        buffer.withUnsafeBufferPointer { bytes in
            splitter.feed(UnsafeBufferPointer(rebasing: bytes[..<count])) { ready.append($0) }
        }
    }
}
