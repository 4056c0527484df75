import Exploration
import Foundation
import Reports
import Testing

@testable import LocsimCLI

/// The worker processes of `explore --jobs N` for an object app: started from the built `locsim`
/// here (a value model's scenario, since `locsim` registers no object app; Examples/RealApp's
/// `nearby-locsim` is compared at 1, 2 and 3 jobs by CI step 7c), a crash, and the files left.
@Suite("explore --jobs N: worker processes of the running executable", .serialized)
struct ExploreWorkersTests {
    static let classic = packageRoot + "/Scenarios/explore/classic.scenario"

    /// A stand-in worker from Tests/WorkerScripts (checked in, so never written while a process spawns).
    static func script(_ name: String) -> String { packageRoot + "/Tests/WorkerScripts/" + name }

    /// The parsed command line of `explore FILE` with `options`.
    static func parsed(_ options: [String] = []) throws -> ParsedArguments {
        try ArgumentParser.parse([classic] + options, options: ExploreCommand.subcommand.options, subcommand: "explore")
    }

    /// The files worker processes of this test process left in the temporary folder.
    static func leftovers() -> [String] {
        let folder = FileManager.default.temporaryDirectory.path
        let prefix = "locsim-explore-\(getpid())-"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasPrefix(prefix) || $0.hasPrefix("." + prefix)
        }
    }

    @Test("a worker's command line: the parent's options, its shard and output, the hidden flag, then the file")
    func workerCommandLine() throws {
        let parsed = try Self.parsed([
            "--set", "B=2", "--jobs", "4", "--max-depth", "8", "--set", "A=1", "--counterexamples", "found",
            "--format", "jsonl", "--merge-by-recorded-state",
        ])
        let arguments = WorkerArguments.make(parsed, shard: "1/3", output: "/tmp/s1.json", parent: 812)
        #expect(
            arguments == [
                "explore", "--max-depth=8", "--set=B=2", "--set=A=1", "--merge-by-recorded-state", "--jobs=1",
                "--shard=1/3", "--output=/tmp/s1.json", "--worker-of=812", "--", Self.classic,
            ])
        let again = try ArgumentParser.parse(
            Array(arguments.dropFirst()), options: ExploreCommand.subcommand.options, subcommand: "explore")
        #expect(again.allValues("--set") == ["B=2", "A=1"], "a later --set still wins in the worker")
    }

    @Test("the hidden worker flag is in no help, usage line or suggestion")
    func workerFlagIsHidden() {
        let help = runLocsim(["explore", "--help"])
        #expect(!help.output.contains("--worker-of"))
        #expect(help.output.contains("--merge-by-recorded-state"))
        let typo = runLocsim(["explore", Self.classic, "--worker-o", "1"])
        #expect(typo.status == .usage)
        #expect(!typo.errors.contains("--worker-of"))
    }

    @Test("a worker whose parent is not the process named stops at once with status 70")
    func orphanWorkerStops() {
        let result = runLocsim(["explore", Self.classic, "--shard", "0/2", "--worker-of", "0"])
        #expect(result.status == .software)
        #expect(result.errors == "Error: the process that started this worker (0) is gone\n")
        #expect(result.output.isEmpty)
    }

    @Test("2 and 3 worker processes merge into the report one process prints, byte for byte")
    func workersMatchOneProcess() throws {
        let locsim = try #require(locsimBinary(), "the locsim executable is built next to the tests")
        let single = runLocsim(["explore", Self.classic, "--jobs", "1"])
        for count in [2, 3] { try compare(locsim, count: count, with: single.output) }
    }

    func compare(_ locsim: String, count: Int, with single: String) throws {
        let workers = ExploreWorkers(executable: locsim, arguments: try Self.parsed(), count: count)
        let errors = StringSink()
        let context = CommandContext(output: StringSink(), errors: errors)
        let report = try workers.explore(context: context).get()
        #expect(report.shard == Shard(index: 0, count: 1))
        #expect(ExplorationText.report(report) == single)
        #expect(errors.text.isEmpty, "a worker prints nothing on success: \(errors.text)")
        #expect(Self.leftovers() == [])
    }

    @Test("a worker that crashes: the shard, the signal and its standard error; no file left; never a hang")
    func crashingWorker() throws {
        let workers = ExploreWorkers(executable: Self.script("crash.sh"), arguments: try Self.parsed(), count: 2)
        let result = workers.explore(context: CommandContext(output: StringSink(), errors: StringSink()))
        guard case .failure(let failure) = result else {
            Issue.record("a crashed worker gave a report")
            return
        }
        #expect(failure.message.contains("the worker process for shard "))
        #expect(failure.message.contains("was killed by signal \(SIGSEGV) (SIGSEGV)"))
        #expect(failure.message.contains("  | Fatal error: Index out of range"))
        #expect(Self.leftovers() == [])
    }

    @Test("a worker killed outright (SIGKILL) leaves no half-written shard behind")
    func killedWorkerLeavesNoPartialShard() throws {
        let result = ExploreWorkers(executable: Self.script("killed.sh"), arguments: try Self.parsed(), count: 2)
            .explore(context: CommandContext(output: StringSink(), errors: StringSink()))
        guard case .failure(let failure) = result else {
            Issue.record("a killed worker gave a report")
            return
        }
        #expect(failure.message.contains("was killed by signal \(SIGKILL) (SIGKILL)"))
        #expect(Self.leftovers() == [])
    }

    @Test("a worker that exits non-zero and one that cannot start are named with the shard")
    func failingWorker() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let failed = ExploreWorkers(executable: Self.script("fail.sh"), arguments: try Self.parsed(), count: 2)
            .explore(context: CommandContext(output: StringSink(), errors: StringSink()))
        guard case .failure(let exited) = failed else {
            Issue.record("a failed worker gave a report")
            return
        }
        #expect(exited.message.contains("exited with status 3 and printed nothing on standard error"))
        let missing = ExploreWorkers(executable: scratch.directory + "/nothing", arguments: try Self.parsed(), count: 2)
            .explore(context: CommandContext(output: StringSink(), errors: StringSink()))
        guard case .failure(let unstarted) = missing else {
            Issue.record("a worker that cannot start gave a report")
            return
        }
        #expect(unstarted.message.hasPrefix("cannot start the worker process for shard 0/2"))
        #expect(Self.leftovers() == [])
    }
}
