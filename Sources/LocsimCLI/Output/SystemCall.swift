import Replay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX calls locsim's writers make, each with its result checked and `errno` returned, so
/// a full disk, a file-size limit or a closed pipe becomes a message and an exit status rather than
/// a trap in a Foundation file handle. The operating system's words for an `errno` are
/// ``InputFile/errorText(_:)``'s, as for reading.
enum SystemCall {
    /// Writes every byte of `bytes` to `descriptor`, retrying interrupted and short writes; the
    /// `errno` of the first failure, or nil.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
                let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            #else
                let written = Darwin.write(descriptor, base + offset, bytes.count - offset)
            #endif
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return written < 0 ? errno : EIO
            }
        }
        return nil
    }

    /// Opens `path` for writing with `flags` added to `O_WRONLY | O_CLOEXEC`, retrying when
    /// interrupted (opening a FIFO waits for a reader); the descriptor, or the `errno`.
    static func openForWriting(_ path: String, flags: Int32, mode: UInt32 = 0o666) -> Result<Int32, ErrorNumber> {
        while true {
            let descriptor = open(path, O_WRONLY | O_CLOEXEC | flags, mode_t(mode))
            if descriptor >= 0 { return .success(descriptor) }
            if errno != EINTR { return .failure(ErrorNumber(errno)) }
        }
    }

    /// Flushes `descriptor`'s data to the disk; the `errno` of a failure, or nil.
    static func sync(_ descriptor: Int32) -> Int32? {
        fsync(descriptor) == 0 ? nil : errno
    }

    /// Flushes the directory entry of a file just renamed into `directory` (best effort: some file
    /// systems cannot sync a directory, and the data itself is already on the disk).
    static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }

    /// Closes `descriptor`; the `errno` of a failure (a late write error on some file systems), or nil.
    static func closeChecked(_ descriptor: Int32) -> Int32? {
        close(descriptor) == 0 || errno == EINTR ? nil : errno
    }

    /// Renames `from` to `to`, replacing `to` atomically; the `errno` of a failure, or nil.
    static func renameChecked(_ from: String, _ to: String) -> Int32? {
        rename(from, to) == 0 ? nil : errno
    }

    /// Removes `path`, ignoring a file that is already gone.
    static func remove(_ path: String) {
        _ = unlink(path)
    }

    /// Sets a file's permission bits, so a rewritten file keeps the old one's.
    static func setMode(_ descriptor: Int32, _ mode: UInt32) {
        _ = fchmod(descriptor, mode_t(mode & 0o7777))
    }

    /// The canonical absolute path of an existing `path`, with every symlink resolved.
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What a symlink at `path` points to, as written in the link.
    static func linkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, 4096)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The process id, for names of temporary files.
    static var processID: Int32 { getpid() }
}

/// An `errno` value carried through a `Result`.
struct ErrorNumber: Error {
    /// The raw `errno`.
    let code: Int32

    init(_ code: Int32) {
        self.code = code
    }

    /// The operating system's words for it.
    var text: String { InputFile.errorText(code) }
}
