#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs another program and collects its standard output, with POSIX calls only, so the benchmark
/// binary stays free of Foundation (whose libraries would inflate the hold model's memory figure).
enum ChildProcess {
    /// What a finished child left.
    struct Result {
        var status: Int32
        var output: String
        /// The child's peak resident memory in KiB (its ru_maxrss).
        var peakKiB = 0
    }

    /// A child started and not yet waited for: several can run side by side.
    struct Running {
        let pid: pid_t
        let pipe: Int32

        /// Reads what the child writes until it exits, and waits for it.
        func finish() -> Result {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(pipe, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                bytes.append(contentsOf: buffer[0..<count])
            }
            close(pipe)
            var status: Int32 = 0
            var usage = rusage()
            wait4(pid, &status, 0, &usage)
            let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
            #if canImport(Darwin)
                let peakKiB = Int(usage.ru_maxrss) / 1024
            #else
                let peakKiB = Int(usage.ru_maxrss)
            #endif
            return Result(status: exitStatus, output: String(decoding: bytes, as: UTF8.self), peakKiB: peakKiB)
        }
    }

    /// Starts `path` with `arguments`, its standard error discarded (or collected instead of the
    /// standard output, with `errors`); nil if it could not start.
    static func start(_ path: String, _ arguments: [String], errors: Bool = false) -> Running? {
        var pipe: [Int32] = [0, 0]
        guard makePipe(&pipe) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], errors ? 2 : 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addopen(&actions, errors ? 1 : 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        close(pipe[1])
        guard spawned == 0 else {
            close(pipe[0])
            return nil
        }
        return Running(pid: pid, pipe: pipe[0])
    }
}

@inline(__always)
private func makePipe(_ fds: inout [Int32]) -> Int32 {
    fds.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
}
