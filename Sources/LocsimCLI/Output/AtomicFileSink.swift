import Foundation

/// A file written whole or not at all: text streams into a temporary file beside the target, which
/// is renamed into place only by ``commit()``. A run that fails half-way, or a process that dies,
/// leaves the old file untouched, never a truncated one.
public final class AtomicFileSink: TextSink {
    /// The path the file ends up at.
    public let path: String
    private let temporaryPath: String
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var finished = false

    /// Opens a temporary file next to `path`.
    ///
    /// - Throws: a message naming the path when the directory cannot be written.
    public init(path: String) throws(FileWriteError) {
        self.path = path
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        temporaryPath =
            (directory.isEmpty ? "" : directory + "/") + ".\(name).\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporaryPath)
        else {
            throw FileWriteError(path: path, reason: "cannot create a file in \(directory.isEmpty ? "." : directory)")
        }
        self.handle = handle
    }

    /// Buffers `text`, writing out in 64 KiB pieces.
    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    private func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }

    /// Finishes the file and renames it into place.
    public func commit() throws(FileWriteError) {
        flush()
        try? handle.close()
        finished = true
        // rename(2) replaces the target atomically: a reader sees the old file or the new one.
        guard rename(temporaryPath, path) == 0 else {
            _ = try? FileManager.default.removeItem(atPath: temporaryPath)
            throw FileWriteError(path: path, reason: "cannot rename into place")
        }
    }

    /// Throws the temporary file away, leaving any existing file at ``path`` as it was.
    public func discard() {
        guard !finished else { return }
        finished = true
        try? handle.close()
        _ = try? FileManager.default.removeItem(atPath: temporaryPath)
    }

    deinit {
        discard()
    }
}

/// A file locsim could not write, with the path and why.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// Why.
    public var reason: String

    /// The message after `Error: `.
    public var description: String { "cannot write '\(path)': \(reason)" }
}
