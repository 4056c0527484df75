import AppModels
import Foundation
import LocsimHost
import XCTest

@testable import LocsimCLI

/// An object app's exploration with `--jobs N` and with `--merge-by-recorded-state`, through the
/// command line as a team's own executable runs it.
final class ObjectAppJobsTests: XCTestCase {
    /// Answers, then leaving and coming back twice: the Don't Allow timelines converge whichever
    /// of the moves they took, as far as the app's recorded UI and session tell.
    static let journey = """
        model nearby
        position 51.5007,-0.1246
        0s      launch
        1s      tap "Enable location"
        2s      alert any
        3s      maybe background
        4s      maybe foreground
        5s      maybe background
        6s      maybe foreground
        7s      expect ui.screen == "Map"
        end 8s
        """

    /// A stand-in worker from Tests/WorkerScripts (checked in, so never written while a process spawns).
    static func workerScript(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WorkerScripts/" + name).path
    }

    /// The command line with the test's object app, starting workers from `executable`.
    func commandLine(workers executable: String? = nil) -> LocsimCommandLine {
        var line = LocsimCommandLine(extraModels: [ObjectAppRunTests.nearby.descriptor])
        line.workerExecutable = executable
        return line
    }

    func explore(_ options: [String], workers: String? = nil) throws -> (status: Int32, output: String, errors: String)
    {
        try ScenarioFolder.with(Self.journey, named: "journey.scenario") { _, path in
            let output = StringSink()
            let errors = StringSink()
            let status = commandLine(workers: workers).run(
                ["explore", path] + options, output: output, errors: errors)
            return (status.rawValue, output.text, errors.text)
        }
    }

    /// a worker process whose app wrote to UserDefaults.standard fails with status 70 and says why
    /// (worker processes share one defaults file), rather than give a shard another shard's writes
    func testWorkerOfAnAppWritingDefaultsFails() throws {
        let counter = HostedApp(name: "counter") { LaunchCounter() }
        let scenario = """
            model counter
            0s      launch
            1s      maybe background
            2s      maybe foreground
            end 3s
            """
        let (status, errors) = try ScenarioFolder.with(scenario, named: "counter.scenario") { folder, path in
            let output = StringSink()
            let errors = StringSink()
            let status = LocsimCommandLine(extraModels: [counter.descriptor]).run(
                [
                    "explore", path, "--shard", "0/2", "--output", folder.appendingPathComponent("shard.json").path,
                    "--worker-of", "\(getppid())",
                ], output: output, errors: errors)
            return (status.rawValue, errors.text)
        }
        defer { UserDefaults.standard.removeObject(forKey: LaunchCounter.key) }
        XCTAssertEqual(status, ExitCode.software.rawValue, errors)
        XCTAssertTrue(errors.contains("the app wrote to UserDefaults.standard"), errors)
        XCTAssertTrue(errors.contains("`--jobs 1`"), errors)
    }

    /// The line of the report that starts with `prefix`.
    func line(_ prefix: String, in report: String) -> String? {
        report.split(separator: "\n").first { $0.hasPrefix(prefix) }.map(String.init)
    }

    /// merging by recorded state is off by default: nothing merges and the report does not mention it
    func testMergingIsOffByDefault() throws {
        let plain = try explore(["--jobs", "1"])
        XCTAssertEqual(plain.status, 1)
        XCTAssertTrue(line("timelines:", in: plain.output)?.hasSuffix(", 0 merged") == true, plain.output)
        XCTAssertFalse(plain.output.contains("merge by recorded state"))
    }

    /// --merge-by-recorded-state explores fewer timelines, covers the same ones, finds the same violations,
    /// and the report says the heuristic was on
    func testMergingByRecordedStateMerges() throws {
        let plain = try explore(["--jobs", "1"])
        let merged = try explore(["--jobs", "1", "--merge-by-recorded-state"])
        XCTAssertEqual(merged.status, plain.status)
        XCTAssertTrue(merged.output.contains("# merge by recorded state: on, a heuristic:"), merged.output)
        let simulated = { (report: String) in
            Int(self.line("timelines:", in: report)?.split(separator: " ").dropFirst().first ?? "") ?? -1
        }
        XCTAssertLessThan(simulated(merged.output), simulated(plain.output), merged.output)
        XCTAssertFalse(line("timelines:", in: merged.output)?.hasSuffix(", 0 merged") ?? true, merged.output)
        let covered = { (report: String) in self.line("timelines:", in: report)?.components(separatedBy: ", ")[1] }
        XCTAssertEqual(covered(merged.output), covered(plain.output))
        // The checks broken (merged timelines are not counted again, so the counts differ).
        let broken = { (report: String) in
            report.split(separator: "\n").compactMap { line in
                line.range(of: ": broken in ").map { line[..<$0.lowerBound] }
            }
        }
        XCTAssertEqual(broken(merged.output), broken(plain.output))
        XCTAssertFalse(broken(plain.output).isEmpty)
        let lines = try explore(["--jobs", "1", "--merge-by-recorded-state", "--format", "jsonl"])
        XCTAssertTrue(lines.output.contains("\"mergeByRecordedState\":true"), lines.output)
        let page = try ScenarioFolder.with(Self.journey, named: "journey.scenario") { folder, path in
            let html = folder.appendingPathComponent("report.html").path
            _ = commandLine().run(
                ["explore", path, "--merge-by-recorded-state", "--html", html], output: StringSink(),
                errors: StringSink())
            return try String(contentsOfFile: html, encoding: .utf8)
        }
        XCTAssertTrue(page.contains("merge by recorded state: on, a heuristic"))
    }

    /// a worker process that crashes stops the exploration with status 70, naming its shard and its standard error
    func testCrashingWorker() throws {
        let result = try explore(["--jobs", "2"], workers: Self.workerScript("crash.sh"))
        XCTAssertEqual(result.status, ExitCode.software.rawValue)
        XCTAssertTrue(result.errors.hasPrefix("Error: the worker process for shard "), result.errors)
        XCTAssertTrue(result.errors.contains("was killed by signal \(SIGSEGV) (SIGSEGV)"), result.errors)
        XCTAssertTrue(result.errors.contains("  | Fatal error: Index out of range"), result.errors)
        XCTAssertEqual(result.output, "", "no report from a failed exploration")
        let prefix = "locsim-explore-\(getpid())-"
        let left = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.contains(prefix) }
        XCTAssertEqual(left, [], "the worker files are removed")
    }

    /// --jobs 1, and no --jobs at all, explore in this process: the worker executable is never started
    func testOneJobStaysInProcess() throws {
        let script = Self.workerScript("never.sh")
        let single = try explore(["--jobs", "1"], workers: script)
        let unasked = try explore([], workers: script)
        XCTAssertEqual(single.status, 1, single.errors)
        XCTAssertEqual(unasked.status, 1, unasked.errors)
        // The same report but for the first line, which names each call's own scenario folder.
        XCTAssertEqual(
            unasked.output.split(separator: "\n").dropFirst(), single.output.split(separator: "\n").dropFirst())
        XCTAssertFalse(single.errors.contains("worker process"), single.errors)
        XCTAssertFalse(unasked.errors.contains("worker process"), unasked.errors)
    }

    /// without an executable of its own to start (a test runs the command line), --jobs runs as 1 and says so
    func testNoExecutableRunsInProcess() throws {
        let result = try explore(["--jobs", "2"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("note: --jobs 2 ran as 1: the model is an object app"), result.errors)
    }
}
