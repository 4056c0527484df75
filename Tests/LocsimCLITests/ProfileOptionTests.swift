import Foundation
import LocsimCLI
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--profile NAME|FILE` on `run`, `test` and `explore`: it replaces the file's `profile` line, a
/// profile file is read from the working directory, and a bad one is refused before anything runs.
@Suite("--profile on run, test and explore")
struct ProfileOptionTests {
    /// A folder with `a.scenario`, which passes only where Allow Once lapses 25 s after backgrounding
    /// (its own `profile` line names the shipped 18 s), and `next.profile`, which says 25 s.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "locsim-profile-option-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try """
        scenario "Allow Once on a next iOS"
        model recorder
        profile ios27-simulator

        0s      launch
                call createManager
        1s      call requestWhenInUseAuthorization
        2s      alert "Allow Once"
        3s      background
        27.9s   expect status == authorizedWhenInUse
        28.1s   expect status == notDetermined
        """.write(toFile: path + "/a.scenario", atomically: true, encoding: .utf8)
        try "# A next iOS.\nbase ios27-simulator\nallowOnceExpiry 25s\n".write(
            toFile: path + "/next.profile", atomically: true, encoding: .utf8)
        return path
    }

    @Test("run --profile FILE replaces the file's profile line; the header names it")
    func runTakesAProfileFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(runLocsim(["run", folder + "/a.scenario"]).status == .failure)
        let run = runLocsim(["run", folder + "/a.scenario", "--profile", folder + "/next.profile"])
        #expect(run.status == .success, "\(run.errors)")
        #expect(run.output.contains("profile \(folder)/next.profile"))
        let named = runLocsim(["run", folder + "/a.scenario", "--profile", "device-documented", "--format", "jsonl"])
        #expect(named.output.contains("\"profile\":\"device-documented\""), "\(named.output.prefix(400))")
    }

    @Test("render --profile FILE draws the run on that profile, as run plays it")
    func renderTakesAProfileFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let svg = folder + "/a.svg"
        #expect(runLocsim(["render", folder + "/a.scenario", "--svg", svg]).status == .failure)
        let drawn = runLocsim(["render", folder + "/a.scenario", "--svg", svg, "--profile", folder + "/next.profile"])
        #expect(drawn.status == .success, "\(drawn.errors)")
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("next.profile"))
        let clash = runLocsim([
            "render", folder + "/a.scenario", "--svg", folder + "/next.profile", "--profile", folder + "/next.profile",
        ])
        #expect(clash.status == .usage, "the --profile file is an input: \(clash.errors)")
    }

    @Test("a scenario in a folder whose name holds a control character finds the profile file it names")
    func namedProfileBesideAnEscapedPath() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let odd = folder + "/tab\there"
        try FileManager.default.createDirectory(atPath: odd, withIntermediateDirectories: true)
        let text = try String(contentsOfFile: folder + "/a.scenario", encoding: .utf8)
        try text.replacingOccurrences(of: "profile ios27-simulator", with: "profile ./next.profile").write(
            toFile: odd + "/a.scenario", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: folder + "/next.profile", toPath: odd + "/next.profile")
        for command in ["run", "explore"] {
            let result = runLocsim([command, odd + "/a.scenario"])
            #expect(result.status == .success, "\(command): \(result.errors)")
        }
    }

    @Test("a --profile file with a fault is reported at its line and column, exit 65")
    func badProfileFileIsADataError() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "base ios27-simulator\nallowOnceExpiri 25s\n".write(
            toFile: folder + "/bad.profile", atomically: true, encoding: .utf8)
        for command in ["run", "explore", "test"] {
            let result = runLocsim([command, folder + "/a.scenario", "--profile", folder + "/bad.profile"])
            #expect(result.status == .dataError, "\(command): \(result.errors)")
            #expect(result.errors.contains("\(folder)/bad.profile:2:1: error:"), "\(command): \(result.errors)")
            #expect(result.errors.contains("allowOnceExpiry"), "\(command): the nearest name is suggested")
        }
    }

    @Test("a --profile file that is not there exits 66; an unknown profile name is a usage error")
    func missingProfileFileIsNoInput() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for command in ["run", "explore", "test"] {
            let missing = runLocsim([command, folder + "/a.scenario", "--profile", folder + "/gone.profile"])
            #expect(missing.status == .noInput, "\(command): \(missing.errors)")
            #expect(missing.errors.contains("gone.profile' does not exist"), "\(command): \(missing.errors)")
            let unknown = runLocsim([command, folder + "/a.scenario", "--profile", "ios27-simulatr"])
            #expect(unknown.status == .usage, "\(command): \(unknown.errors)")
            #expect(unknown.errors.contains("ios27-simulator"), "\(command): the nearest name is suggested")
        }
    }

    @Test("no output may replace the --profile file")
    func outputMayNotBeTheProfileFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let profile = folder + "/next.profile"
        let scenario = folder + "/a.scenario"
        let clashes = [
            [
                "run", scenario, "--profile", profile, "--output",
                folder + "/../" + (folder as NSString).lastPathComponent + "/next.profile",
            ],
            ["explore", scenario, "--profile", profile, "--html", profile],
            ["test", scenario, "--profile", profile, "--junit", profile],
        ]
        for arguments in clashes {
            let result = runLocsim(arguments)
            #expect(result.status == .usage, "\(arguments[0]): \(result.errors)")
            #expect(result.errors.contains("the --profile file"), "\(arguments[0]): \(result.errors)")
        }
        #expect(try String(contentsOfFile: profile, encoding: .utf8).contains("allowOnceExpiry 25s"))
    }

    @Test("test --profile runs every file on the profile")
    func testTakesAProfile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let profile = folder + "/next.profile"
        let recorded = runLocsim(["test", folder, "--profile", profile, "--update"])
        #expect(recorded.status == .success, "\(recorded.output)\(recorded.errors)")
        #expect(runLocsim(["test", folder, "--profile", profile]).status == .success)
        let plain = runLocsim(["test", folder])
        #expect(plain.status == .failure)
        #expect(plain.output.contains("expect status == notDetermined"), "\(plain.output)")
    }

    @Test("explore --profile explores on the profile, and a counterexample carries it")
    func exploreTakesAProfile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
        model recorder

        0s      launch
                call createManager
        1s      call requestWhenInUseAuthorization
        2s      alert any
        3s      background
        27.9s   expect status == authorizedWhenInUse
        """.write(toFile: folder + "/b.scenario", atomically: true, encoding: .utf8)
        let profile = folder + "/next.profile"
        let counterexamples = folder + "/found"
        let explored = runLocsim([
            "explore", folder + "/b.scenario", "--profile", profile, "--counterexamples", counterexamples,
        ])
        #expect(explored.status == .failure, "Don’t Allow breaks it: \(explored.errors)")
        #expect(explored.output.contains("profile \(profile)"), "\(explored.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: counterexamples).filter {
            $0.hasSuffix(".scenario")
        }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOfFile: counterexamples + "/" + file, encoding: .utf8)
            #expect(text.contains("profile \(profile)\n"), "\(text)")
        }
    }

    @Test("a FIFO given as a profile file ends at once as an empty profile file, for --profile and a profile line (65)")
    func fifoProfileIsAnEmptyFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/pipe.profile"
        #expect(mkfifo(fifo, 0o600) == 0)
        let empty =
            "the profile file '\(fifo)' is empty; a profile file has a `base PROFILE` line and the figures that differ"
        let option = runLocsim(["run", folder + "/a.scenario", "--profile", fifo])
        #expect(option.status == .dataError)
        #expect(option.errors == "\(fifo):1:1: error: \(empty)\n    1 |\n      | ^\n", "\(option.errors)")
        try "profile ./pipe.profile\n0s launch\n".write(
            toFile: folder + "/c.scenario", atomically: true, encoding: .utf8)
        let line = runLocsim(["run", folder + "/c.scenario"])
        #expect(line.status == .dataError)
        let named = folder + "/./pipe.profile"  // as the scenario names it, beside itself
        #expect(line.errors.hasPrefix("\(named):1:1: error: the profile file '\(named)' is empty;"), "\(line.errors)")
    }

    @Test(
        "a profile file past 1 MiB is refused by its size, before it is read (3 GiB sparse: the message has all of it)")
    func oversizedProfileIsRefusedUnread() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let huge = folder + "/huge.profile"
        _ = FileManager.default.createFile(atPath: huge, contents: Data("base ios27-simulator\n".utf8))
        let handle = try #require(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: 3 << 30)  // sparse: 3 GiB that take no disk
        try handle.close()
        let result = runLocsim(["run", folder + "/a.scenario", "--profile", huge])
        #expect(result.status == .dataError)
        #expect(
            result.errors.hasPrefix(
                "\(huge):1:1: error: the profile file '\(huge)' has 3221225472 bytes, more than the 1048576 a profile "
                    + "file may have"), "\(result.errors)")
    }
}
