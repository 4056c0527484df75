import Foundation
import LocsimCLI
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The classic exploration example, copied into scratch directories.
private let classicScenario =
    (try? String(
        contentsOfFile: packageRoot + "/Scenarios/explore/classic.scenario", encoding: .utf8)) ?? ""

/// What `lstat` says is at `path`: its type bits (`S_IFCHR`, `S_IFLNK`, …), or nil.
private func fileType(_ path: String) -> UInt32? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return UInt32(status.st_mode) & 0o170000
}

@Suite("Every output is written whole, through devices, kept links and checked paths")
struct OutputSafetyTests {
    @Test("output never replaces a device")
    func deviceKept() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        for arguments in [
            ["run", path, "--output", "/dev/null"], ["run", path, "--format", "jsonl", "--output", "/dev/null"],
            ["render", path, "--svg", "/dev/null", "--mermaid", "/dev/null"],
            ["test", path, "--junit", "/dev/null", "--html", "/dev/null"],
        ] {
            let result = runLocsim(arguments)
            #expect(result.errors.isEmpty, "\(arguments)")
            #expect(fileType("/dev/null") == 0o020000, "\(arguments) left /dev/null a character device")
        }
        #expect(temporaryFiles(in: "/dev") == [])
    }

    @Test("output to a FIFO is written through it, and it stays a FIFO")
    func fifoWrittenThrough() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        let fifo = scratch.directory + "/timeline.fifo"
        try #require(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let result = runLocsim(["run", path, "--output", fifo])
        #expect(result.status == .success)
        var bytes = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(reader, &bytes, bytes.count)
        #expect(String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self) == runLocsim(["run", path]).output)
        #expect(fileType(fifo) == 0o010000)
        #expect(temporaryFiles(in: scratch.directory) == [])
    }

    @Test("a full disk exits 74 with the path")
    func fullDisk() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        let classic = scratch.write("classic.scenario", classicScenario)
        let message = "Error: cannot write '/dev/full': \(String(cString: strerror(ENOSPC)))\n"
        for arguments in [
            ["run", path, "--output", "/dev/full"], ["render", path, "--svg", "/dev/full"],
            ["test", path, "--junit", "/dev/full"], ["explore", classic, "--output", "/dev/full"],
        ] {
            let result = runLocsim(arguments)
            #expect(result.status == .ioError, "\(arguments)")
            #expect(result.errors.hasPrefix(message), "\(arguments): \(result.errors)")
        }
    }

    @Test("a directory as the output exits 73 with the path and what to give instead")
    func directoryRefused() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        let result = runLocsim(["run", path, "--output", scratch.directory])
        #expect(result.status == .cannotCreate)
        #expect(
            result.errors
                == "Error: cannot write '\(scratch.directory)': it is a directory; give the path of a file in it\n")
    }

    @Test("an output in a missing directory exits 73 and leaves nothing behind")
    func missingDirectory() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        let output = scratch.directory + "/missing/trace.txt"
        let result = runLocsim(["run", path, "--output", output])
        #expect(result.status == .cannotCreate)
        #expect(
            result.errors.hasPrefix(
                "Error: cannot write '\(output)': cannot create a file in '\(scratch.directory)/missing' ("))
        #expect(result.errors.hasSuffix("); check that the directory exists and is writable\n"))
        #expect(!FileManager.default.fileExists(atPath: scratch.directory + "/missing"))
    }

    @Test("a symlinked golden keeps its link, and the file it points to is replaced")
    func symlinkedGolden() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        try FileManager.default.createDirectory(atPath: scratch.directory + "/kept", withIntermediateDirectories: true)
        _ = scratch.write("kept/a.trace", "an old timeline\n")
        let golden = scratch.directory + "/a.trace"
        try #require(symlink("kept/a.trace", golden) == 0)
        let result = runLocsim(["test", path, "--update"])
        #expect(result.status == .success)
        #expect(fileType(golden) == 0o120000)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: golden) == "kept/a.trace")
        let timeline = try String(contentsOfFile: scratch.directory + "/kept/a.trace", encoding: .utf8)
        #expect(timeline == runLocsim(["run", path]).output)
        #expect(temporaryFiles(in: scratch.directory) == [])
        #expect(temporaryFiles(in: scratch.directory + "/kept") == [])
    }

    @Test("a golden that cannot be written ends test --update with 74 and the path")
    func goldenWriteFails() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        let golden = scratch.directory + "/a.trace"
        try #require(symlink("/dev/full", golden) == 0)
        let result = runLocsim(["test", path, "--update"])
        #expect(result.status == .ioError)
        #expect(result.errors == "Error: cannot write '\(golden)': \(String(cString: strerror(ENOSPC)))\n")
        #expect(result.output.contains("cannot write '\(golden)'"))
        #expect(fileType("/dev/full") == 0o020000)
    }

    @Test("a symlinked output keeps its link, even one that points to no file yet")
    func symlinkedOutput() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        let link = scratch.directory + "/latest.txt"
        try #require(symlink("runs/first.txt", link) == 0)
        try FileManager.default.createDirectory(atPath: scratch.directory + "/runs", withIntermediateDirectories: true)
        #expect(runLocsim(["run", path, "--output", link]).status == .success)
        #expect(fileType(link) == 0o120000)
        let written = try String(contentsOfFile: scratch.directory + "/runs/first.txt", encoding: .utf8)
        #expect(written == runLocsim(["run", path]).output)
    }

    @Test("a symlink that never reaches a file (a loop, a chain past 40 links) is refused (73), never replaced")
    func endlessSymlinkOutput() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        let d = scratch.directory
        try #require(symlink("self", d + "/self") == 0)
        try #require(symlink("b", d + "/a") == 0 && symlink("a", d + "/b") == 0)
        for index in 1...50 { try #require(symlink("c\(index + 1)", d + "/c\(index)") == 0) }
        try #require(symlink("final.txt", d + "/c51") == 0)
        for link in ["self", "a", "c1"] {
            let result = runLocsim(["run", path, "--output", d + "/" + link])
            #expect(result.status == .cannotCreate, "\(link)")
            #expect(result.errors.contains("it is a symlink that never reaches a file"), "\(result.errors)")
        }
        for index in 1...51 { #expect(fileType(d + "/c\(index)") == 0o120000, "c\(index)") }
        #expect(fileType(d + "/self") == 0o120000 && fileType(d + "/a") == 0o120000 && fileType(d + "/b") == 0o120000)
        #expect(fileType(d + "/final.txt") == nil)
        #expect(temporaryFiles(in: d) == [])
    }

    @Test("a FIFO where a suite reads a golden or a scenario is reported, not waited on")
    func fifoInASuiteDoesNotHang() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        let golden = scratch.directory + "/a.trace"
        try #require(mkfifo(golden, 0o644) == 0)
        let result = runLocsim(["test", path])
        #expect(result.status == .failure)
        #expect(result.output.contains("the golden \(golden) is not a file"), "\(result.output)")
        #expect(fileType(golden) == 0o010000)
        let folder = scratch.directory + "/fifos"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try #require(mkfifo(folder + "/x.scenario", 0o644) == 0)
        #expect(runLocsim(["test", folder]).status == .dataError)
        #expect(runLocsim(["test", folder, "--filter", "nothing", "--allow-empty"]).status == .success)
    }

    @Test("goldens are renamed into place whole: the old file is never rewritten, its permissions are kept")
    func goldenRenamedWhole() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        let golden = scratch.write("a.trace", "an old timeline\n")
        try #require(chmod(golden, 0o640) == 0)
        let old = try #require(FileHandle(forReadingAtPath: golden))
        defer { try? old.close() }
        #expect(runLocsim(["test", path, "--update"]).status == .success)
        #expect(String(decoding: old.readDataToEndOfFile(), as: UTF8.self) == "an old timeline\n")
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == runLocsim(["run", path]).output)
        let permissions = try FileManager.default.attributesOfItem(atPath: golden)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(temporaryFiles(in: scratch.directory) == [])
    }

    @Test("every subcommand that writes files lists exit statuses 73 and 74 in its help")
    func helpListsWriteStatuses() {
        for name in ["run", "test", "render", "explore", "merge"] {
            let help = runLocsim([name, "--help"]).output
            #expect(help.contains("73 ") && help.contains("74 "), "\(name)")
            #expect(help.contains("docs/failure-behaviour.md"), "\(name)")
        }
    }

    @Test("docs/failure-behaviour.md has a row for every exit status")
    func docsListEveryStatus() throws {
        let page = try String(contentsOfFile: packageRoot + "/docs/failure-behaviour.md", encoding: .utf8)
        let statuses: [ExitCode] = [
            .success, .failure, .usage, .dataError, .noInput, .software, .cannotCreate, .ioError,
        ]
        for status in statuses {
            #expect(page.contains("\n| \(status.rawValue) |"), "status \(status)")
        }
    }
}
