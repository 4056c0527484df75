#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading an input file with its size bounded before a byte is read: a 3 GB file given as a
/// scenario costs one `fstat`, not 3 GB of memory. Folders, missing files and unreadable ones are
/// told apart, so each gets the message that helps. A file is opened without waiting for a writer,
/// so a FIFO no program writes reads as empty rather than hanging the command.
///
/// Here rather than in the command line, since a scenario's `profile ./NAME.profile` line is read
/// by the run's setup (``ProfileFile``), and every input of locsim is read the one way.
public enum InputFile {
    /// Why a file could not be read.
    public enum Problem: Error, Equatable, Sendable {
        /// Nothing at the path.
        case missing
        /// A folder, not a file.
        case folder
        /// Larger than the limit: its size and the limit, in bytes.
        case tooLarge(size: Int, limit: Int)
        /// The operating system refused (permissions, a device that errs): its words.
        case unreadable(String)
    }

    /// The whole file at `path`, at most `limit` bytes.
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], Problem> {
        let descriptor = openForReading(path)
        guard descriptor >= 0 else {
            return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(errorText(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(errorText(errno))) }
        if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(.folder) }
        if (status.st_mode & S_IFMT) == S_IFREG, status.st_size > limit {
            return .failure(.tooLarge(size: Int(status.st_size), limit: limit))
        }
        // Devices and FIFOs have no size to check first: the read itself stops past the limit.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { readSome(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(errorText(errno)))
            }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { return .failure(.tooLarge(size: bytes.count, limit: limit)) }
        }
    }

    /// Opens `path` for reading without waiting for a writer, as opening a FIFO would, then makes
    /// reads wait again: a FIFO no program writes reads as empty rather than hanging the command.
    /// The descriptor, or -1 with `errno` set.
    public static func openForReading(_ path: String) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if descriptor >= 0 { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
        return descriptor
    }

    /// Reads up to `count` bytes into `buffer`: the count read, 0 at the end, or -1 with `errno` set.
    public static func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            return Glibc.read(descriptor, buffer, count)
        #else
            return Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// The operating system's words for `code` (`Permission denied`).
    public static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
