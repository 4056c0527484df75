#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Peak memory of the release-built `locsim` on a long run: a scenario of `hours` hours with a fix
/// a second is written to a temporary folder, and each command that reads or writes the whole
/// timeline runs as a child whose ru_maxrss is read when it exits. `test` and `render` stream, so
/// their figures should stay flat in the run's length, like `run`'s.
struct MemoryBenchmark {
    let hours: Int
    let locsim: String

    /// The scenario: the recorder model hears a fix every second from the start to the end.
    var scenario: String {
        """
        scenario "A long run of fixes at 1 Hz"
        model recorder
        seed 1
        set fixInterval 1s
        plist NSLocationWhenInUseUsageDescription "Shows where you are on the run map."
        start status authorizedWhenInUse accuracy full

        0s      launch
                call createManager
                call startUpdatingLocation
        end \(hours)h

        """
    }

    /// Runs every command and returns the figure lines, or why it could not.
    func run() -> Result<[String], BenchFailure> {
        var template = Array("/tmp/locsim-memory.XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            return .failure(BenchFailure(message: "cannot make a folder in /tmp"))
        }
        let folder = String(cString: made)
        let file = folder + "/long.scenario"
        let outputs = ["/long.trace", "/long.svg", "/long.mmd", "/long.txt"].map { folder + $0 }
        defer {
            for path in [file] + outputs { unlink(path) }
            rmdir(folder)
        }
        guard write(scenario, to: file) else { return .failure(BenchFailure(message: "cannot write \(file)")) }
        let commands: [(String, [String])] = [
            ("test_update", ["test", file, "--update", "--jobs", "1"]),
            ("test", ["test", file, "--jobs", "1"]),
            ("render", ["render", file, "--svg", outputs[1], "--mermaid", outputs[2]]),
            ("run", ["run", file, "--output", outputs[3]]),
        ]
        var lines = ["hours=\(hours)", "fixes=\(hours * 3_600)"]
        for (name, arguments) in commands {
            let clock = ContinuousClock()
            let start = clock.now
            guard let child = ChildProcess.start(locsim, arguments) else {
                return .failure(BenchFailure(message: "cannot start \(locsim)"))
            }
            let result = child.finish()
            let elapsed = clock.now - start
            guard result.status == 0 || result.status == 1 else {
                return .failure(
                    BenchFailure(message: "locsim \(arguments.joined(separator: " ")) exited \(result.status)"))
            }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            lines.append("exit_\(name)=\(result.status)")
            lines.append("seconds_\(name)=\(BenchCommandLine.formatted(seconds, decimals: 2))")
            lines.append(
                "peak_rss_mb_\(name)=\(BenchCommandLine.formatted(Double(result.peakKiB) / 1024, decimals: 1))")
        }
        lines.append("golden_mb=\(BenchCommandLine.formatted(Double(fileSize(outputs[0])) / 1_048_576, decimals: 1))")
        return .success(lines)
    }

    private func write(_ text: String, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { posixWrite(descriptor, $0.baseAddress!, $0.count) } == bytes.count
    }

    private func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
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
