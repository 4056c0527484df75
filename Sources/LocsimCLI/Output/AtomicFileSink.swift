import Foundation
import Replay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file written whole or not at all: text streams into a temporary file beside the target, which
/// ``commit()`` syncs to the disk and renames into place. A run that fails half-way, a full disk or
/// a killed process leaves the old file untouched, never a truncated one, and no temporary file.
///
/// What is at the path decides how it is written: a symlink is kept and the file it points to
/// replaced; a device or FIFO (`/dev/null`, `/dev/stdout`, a named pipe) is written through, never
/// replaced; a directory is refused.
///
/// ```swift
/// let file = try AtomicFileSink(path: "trace.jsonl")
/// file.write("{}\n")
/// try file.commit()  // FileWriteError with the path and the OS's reason, exit status 73 or 74
/// ```
public final class AtomicFileSink: TextSink {
    /// The path the file ends up at, as the user gave it.
    public let path: String
    private let temporaryPath: String?
    private let finalPath: String
    private var descriptor: Int32
    private var slot: Int?
    private var buffer: [UInt8] = []
    private var failure: FileWriteError?
    private var finished = false
    private static let bufferBytes = 1 << 16

    /// Opens a temporary file next to `path` (next to the file it links to, for a symlink), or
    /// `path` itself when it is a device or FIFO.
    ///
    /// - Throws: a message naming the path, with exit status 73, when the file cannot be created.
    public init(path: String) throws(FileWriteError) {
        self.path = path
        let target = FileTarget.resolve(path)
        finalPath = target.path
        switch target.kind {
        case .directory:
            throw FileWriteError(path: path, reason: "it is a directory; give the path of a file in it")
        case .endlessLink:
            throw FileWriteError(
                path: path,
                reason: "it is a symlink that never reaches a file (a loop, or more than \(FileTarget.maximumLinks) "
                    + "links); point it at a file, or write to another path")
        case .special:
            temporaryPath = nil
            slot = nil
            descriptor = try Self.open(path, flags: O_NOCTTY, reportedAs: path) { "cannot open it (\($0))" }
        case .absent, .regular:
            let parts = PathParts(target.path)
            let temporary =
                parts.directory + "/." + Self.shortened(parts.name) + ".\(SystemCall.processID)"
                + ".\(Self.nextSerial()).tmp"
            temporaryPath = temporary
            slot = TemporaryFiles.register(temporary)
            do {
                descriptor = try Self.open(temporary, flags: O_CREAT | O_EXCL, reportedAs: path) {
                    "cannot create a file in '\(parts.directory)' (\($0)); check that the directory exists and is "
                        + "writable"
                }
            } catch {
                TemporaryFiles.unregister(slot)
                throw error
            }
            if case .regular(let mode) = target.kind { SystemCall.setMode(descriptor, mode) }
        }
        buffer.reserveCapacity(Self.bufferBytes)
    }

    /// Buffers `text`, writing out in 64 KiB pieces; after a write error, does nothing (the error
    /// is reported by ``commit()``).
    public func write(_ text: String) {
        guard failure == nil, !finished else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferBytes { flush() }
    }

    /// Finishes the file: writes what is buffered, syncs it to the disk and renames it into place.
    ///
    /// - Throws: the first write error (exit status 74), or a rename that failed (73); the
    ///   temporary file is gone either way.
    public func commit() throws(FileWriteError) {
        if let failure { throw failure }
        guard !finished else { return }
        flush()
        if temporaryPath != nil, failure == nil, let code = SystemCall.sync(descriptor) { fail(code) }
        if let failure { throw failure }
        finished = true
        defer { TemporaryFiles.unregister(slot) }
        if let code = SystemCall.closeChecked(descriptor) {
            if let temporaryPath { SystemCall.remove(temporaryPath) }
            throw FileWriteError(path: path, errno: code)
        }
        guard let temporaryPath else { return }
        if let code = SystemCall.renameChecked(temporaryPath, finalPath) {
            SystemCall.remove(temporaryPath)
            throw FileWriteError(
                path: path, reason: "cannot rename the finished file into place (\(InputFile.errorText(code)))")
        }
        SystemCall.syncDirectory(PathParts(finalPath).directory)
    }

    /// Throws the temporary file away, leaving any existing file at ``path`` as it was.
    public func discard() {
        guard !finished else { return }
        finished = true
        _ = SystemCall.closeChecked(descriptor)
        if let temporaryPath { SystemCall.remove(temporaryPath) }
        TemporaryFiles.unregister(slot)
    }

    deinit {
        discard()
    }

    private func flush() {
        guard !buffer.isEmpty, failure == nil else { return }
        let code = buffer.withUnsafeBytes { SystemCall.writeAll(descriptor, $0) }
        buffer.removeAll(keepingCapacity: true)
        if let code { fail(code) }
    }

    /// Remembers the first write error and removes the temporary file at once, so a full disk is
    /// not kept full while the run goes on.
    private func fail(_ code: Int32) {
        failure = FileWriteError(path: path, errno: code)
        discard()
    }

    private static func open(
        _ path: String, flags: Int32, reportedAs userPath: String, reason: (String) -> String
    ) throws(FileWriteError) -> Int32 {
        switch SystemCall.openForWriting(path, flags: flags) {
        case .success(let descriptor): return descriptor
        case .failure(let error): throw FileWriteError(path: userPath, reason: reason(error.text))
        }
    }

    /// A file name short enough that the temporary name stays within the 255-byte limit.
    private static func shortened(_ name: String) -> String {
        var short = ""
        for scalar in name.unicodeScalars {
            guard short.utf8.count + String(scalar).utf8.count <= 200 else { break }
            short.unicodeScalars.append(scalar)
        }
        return short
    }

    private static let serials = SerialNumbers()

    /// A number unique in this process, so two sinks for the same name never share a temporary file.
    private static func nextSerial() -> Int { serials.next() }
}

/// A counter shared by every thread that opens a file.
private final class SerialNumbers: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
