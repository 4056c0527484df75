import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("locsim as a process: write errors, closed pipes and signals end in a documented status")
struct ProcessFailureTests {
    @Test("a file-size limit exits 74, and a write error removes the temporary file")
    func fileSizeLimit() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("fixes.scenario", fixesScenario(for: "10min"))
        let output = scratch.directory + "/trace.txt"
        let child = try ChildLocsim(["run", path, "--output", output], shellPrelude: "ulimit -f 8")
        let ending = child.wait()
        #expect(!ending.bySignal)
        #expect(ending.status == 74)
        #expect(ending.errors == "Error: cannot write '\(output)': \(String(cString: strerror(EFBIG)))\n")
        #expect(temporaryFiles(in: scratch.directory) == [])
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("standard output to a full disk exits 74")
    func standardOutputFull() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", fixesScenario(for: "10s"))
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let ending = try ChildLocsim(["run", path], output: full).wait()
        #expect(!ending.bySignal)
        #expect(ending.status == 74)
        #expect(ending.errors == "Error: cannot write standard output: \(String(cString: strerror(ENOSPC)))\n")
    }

    @Test("a closed pipe exits 74, not by a signal")
    func closedPipe() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("fixes.scenario", fixesScenario(for: "1h"))
        let pipe = Pipe()
        let child = try ChildLocsim(["run", path], output: pipe)
        try pipe.fileHandleForReading.close()
        let ending = child.wait()
        #expect(!ending.bySignal)
        #expect(ending.status == 74)
        #expect(ending.errors == "Error: cannot write standard output: \(String(cString: strerror(EPIPE)))\n")
    }

    @Test("a killed run leaves no temporary file and exits 128 + the signal", arguments: [SIGINT, SIGTERM, SIGHUP])
    func killedRun(signal: Int32) throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("fixes.scenario", fixesScenario(for: "200h"))
        let output = scratch.directory + "/trace.txt"
        let child = try ChildLocsim(["run", path, "--output", output])
        let deadline = Date().addingTimeInterval(60)
        while writtenBytes(scratch.directory) == 0 && child.process.isRunning && Date() < deadline {
            usleep(20_000)
        }
        try #require(writtenBytes(scratch.directory) > 0, "the run is part-way through writing its temporary file")
        child.send(signal)
        let ending = child.wait()
        #expect(!ending.bySignal)
        #expect(ending.status == 128 + signal)
        #expect(temporaryFiles(in: scratch.directory) == [])
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// The bytes written so far to the one temporary file in `directory` (0 when there is none).
    private func writtenBytes(_ directory: String) -> Int {
        guard let name = temporaryFiles(in: directory).first,
            let attributes = try? FileManager.default.attributesOfItem(atPath: directory + "/" + name)
        else { return 0 }
        return (attributes[.size] as? Int) ?? 0
    }
}
