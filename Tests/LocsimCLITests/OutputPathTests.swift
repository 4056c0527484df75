import Foundation
import LocsimCLI
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A scratch directory with a scenario `a.scenario`, its golden, the classic exploration, a shard
/// of it, a sub-folder `d` and a symlink `alink` to the scenario: every way to name one file twice.
private struct Workspace {
    let scratch = Scratch()
    var directory: String { scratch.directory }
    let scenario: String
    let golden: String
    let classic: String
    let shard: String

    init() {
        scenario = scratch.write("a.scenario", allowOnceBare)
        golden = scratch.write("a.trace", runLocsim(["run", scratch.directory + "/a.scenario"]).output)
        classic = scratch.write(
            "classic.scenario",
            (try? String(contentsOfFile: packageRoot + "/Scenarios/explore/classic.scenario", encoding: .utf8)) ?? "")
        shard = scratch.directory + "/s0.json"
        _ = runLocsim(["explore", classic, "--shard", "0/2", "--output", shard])
        try? FileManager.default.createDirectory(atPath: scratch.directory + "/d", withIntermediateDirectories: true)
        _ = symlink(scenario, scratch.directory + "/alink")
    }

    /// Every file in the workspace and its bytes, to show a refused command changed nothing.
    func snapshot() -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return Dictionary(
            uniqueKeysWithValues: names.map {
                ($0, FileManager.default.contents(atPath: directory + "/" + $0) ?? Data())
            })
    }
}

/// Runs `arguments`, expecting exit 64 with `message` first on standard error and no file changed.
private func expectRefused(_ arguments: [String], _ message: String, in workspace: Workspace) {
    let before = workspace.snapshot()
    let result = runLocsim(arguments)
    #expect(result.status == .usage, "\(arguments)")
    #expect(result.errors.hasPrefix("Error: \(message); write to another path.\nUsage: locsim "), "\(result.errors)")
    #expect(result.output.isEmpty)
    #expect(workspace.snapshot() == before, "\(arguments) changed a file")
}

@Suite("No output of a command may be one of its inputs or another of its outputs")
struct OutputPathTests {
    @Test("output may not overwrite the scenario, however the path is spelled")
    func outputIsNotTheScenario() {
        let workspace = Workspace()
        defer { workspace.scratch.remove() }
        let a = workspace.scenario
        let d = workspace.directory
        for spelling in [a, d + "/./a.scenario", d + "/d/../a.scenario", d + "/alink"] {
            expectRefused(
                ["run", a, "--output", spelling], "--output '\(spelling)' is also the scenario FILE '\(a)'",
                in: workspace)
        }
        expectRefused(["render", a, "--svg", a], "--svg '\(a)' is also the scenario FILE '\(a)'", in: workspace)
        expectRefused(["test", a, "--junit", a], "--junit '\(a)' is also the scenario FILE '\(a)'", in: workspace)
        let classic = workspace.classic
        expectRefused(
            ["explore", classic, "--html", classic], "--html '\(classic)' is also the scenario FILE '\(classic)'",
            in: workspace)
        let shard = workspace.shard
        expectRefused(
            ["merge", shard, "--output", shard], "--output '\(shard)' is also the shard FILE '\(shard)'", in: workspace)
    }

    @Test("a report may not overwrite a golden the suite reads")
    func reportIsNotAGolden() {
        let workspace = Workspace()
        defer { workspace.scratch.remove() }
        let golden = workspace.golden
        expectRefused(
            ["test", workspace.directory, "--html", golden], "--html '\(golden)' is also the golden '\(golden)'",
            in: workspace)
    }

    @Test("two outputs may not share a path")
    func outputsDoNotShare() {
        let workspace = Workspace()
        defer { workspace.scratch.remove() }
        let x = workspace.directory + "/x"
        let sameX = workspace.directory + "/d/../x"
        expectRefused(
            ["render", workspace.scenario, "--svg", x, "--mermaid", sameX], "--mermaid '\(sameX)' is also --svg '\(x)'",
            in: workspace)
        expectRefused(
            ["test", workspace.scenario, "--junit", x, "--html", x], "--html '\(x)' is also --junit '\(x)'",
            in: workspace)
        expectRefused(
            ["explore", workspace.classic, "--output", x, "--html", x], "--html '\(x)' is also --output '\(x)'",
            in: workspace)
    }

    @Test("a counterexample may not overwrite a report of the same exploration")
    func counterexampleIsNotAReport() throws {
        let workspace = Workspace()
        defer { workspace.scratch.remove() }
        let first = workspace.directory + "/first"
        #expect(runLocsim(["explore", workspace.classic, "--counterexamples", first]).status == .failure)
        let names = try FileManager.default.contentsOfDirectory(atPath: first)
        let name = try #require(names.first { $0.hasSuffix(".scenario") })
        let found = workspace.directory + "/found"
        let report = found + "/" + name
        let result = runLocsim(["explore", workspace.classic, "--counterexamples", found, "--output", report])
        #expect(result.status == .usage)
        #expect(
            result.errors.hasPrefix("Error: the counterexample '\(report)' is also --output '\(report)'; write to "))
        #expect(!FileManager.default.fileExists(atPath: report))
    }

    @Test("no report may overwrite the profile file a scenario's profile line names")
    func reportIsNotTheNamedProfile() {
        let workspace = Workspace()
        defer { workspace.scratch.remove() }
        let profile = workspace.scratch.write("p.profile", "base ios27-simulator\n")
        let scenario = workspace.scratch.write(
            "p.scenario", allowOnceBare.replacingOccurrences(of: "seed 7\n", with: "seed 7\nprofile ./p.profile\n"))
        let named = workspace.directory + "/./p.profile"
        #expect(runLocsim(["run", scenario]).status == .success)
        for (command, option) in [
            ("run", "--output"), ("render", "--svg"), ("explore", "--output"), ("test", "--junit"),
        ] {
            expectRefused(
                [command, scenario, option, profile],
                "\(option) '\(profile)' is also the profile file the scenario names '\(named)'", in: workspace)
        }
        // Under --profile the file is not read, and still not replaced.
        expectRefused(
            ["run", scenario, "--profile", "ios27-simulator", "--output", profile],
            "--output '\(profile)' is also the profile file the scenario names '\(named)'", in: workspace)
    }

    @Test("the counterexample folder may not be a report's path")
    func counterexampleFolderIsNotAReport() {
        let workspace = Workspace()
        defer { workspace.scratch.remove() }
        let x = workspace.directory + "/x"
        expectRefused(
            ["explore", workspace.classic, "--output", x, "--counterexamples", x],
            "--counterexamples '\(x)' is also --output '\(x)'", in: workspace)
        expectRefused(
            ["merge", workspace.shard, "--output", x, "--counterexamples", x],
            "--counterexamples '\(x)' is also --output '\(x)'", in: workspace)
    }

    @Test("an empty path is a bad argument (64), not a file that cannot be written (73)")
    func emptyPathIsRefused() {
        let workspace = Workspace()
        defer { workspace.scratch.remove() }
        let result = runLocsim(["run", workspace.scenario, "--output", ""])
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("Error: invalid value '' for '--output': expected a file path.\n"))
        #expect(runLocsim(["render", "", "--svg", "/dev/null"]).status == .usage)
    }

    @Test("devices may be given as several outputs: they are written through, never replaced")
    func devicesMayShare() {
        let workspace = Workspace()
        defer { workspace.scratch.remove() }
        let result = runLocsim(["render", workspace.scenario, "--svg", "/dev/null", "--mermaid", "/dev/null"])
        #expect(result.status == .success)
    }
}
