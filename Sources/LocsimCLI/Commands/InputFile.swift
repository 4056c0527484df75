#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading an input file with its size bounded before a byte is read: a 3 GB file given as a
/// scenario costs one `fstat`, not 3 GB of memory. Folders, missing files and unreadable ones are
/// told apart, so each gets the message that helps.
enum InputFile {
    /// Why a file could not be read.
    enum Problem: Error, Equatable {
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
    static func read(_ path: String, limit: Int) -> Result<[UInt8], Problem> {
        let descriptor = SystemCall.openForReading(path)
        guard descriptor >= 0 else {
            return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(SystemCall.errorText(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(SystemCall.errorText(errno))) }
        if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(.folder) }
        if (status.st_mode & S_IFMT) == S_IFREG, status.st_size > limit {
            return .failure(.tooLarge(size: Int(status.st_size), limit: limit))
        }
        // Devices and FIFOs have no size to check first: the read itself stops past the limit.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { SystemCall.readSome(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(SystemCall.errorText(errno)))
            }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { return .failure(.tooLarge(size: bytes.count, limit: limit)) }
        }
    }
}
