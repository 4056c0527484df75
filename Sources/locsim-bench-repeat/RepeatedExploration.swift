import AppModels
import Exploration
import Foundation
import LocsimBenchApps
import Replay
import ScenarioLanguage

/// `locsim-bench-repeat FILE [--jobs 1,2] [--repeat N] [--model NAME] [--run]`: explores a scenario N
/// times at each worker count in this one process and prints each exploration's time, one line each
/// on standard error (`jobs=1 timelines=48 events=172 nanoseconds=860123`); with `--run`, runs it N
/// times instead (``RepeatedRun``). Besides the built-in models it knows the benchmark's apps
/// (`nearby`, Examples/RealApp's object app, and `nearby-value`, its value twin: ``BenchApps``);
/// `--model` plays the scenario with another model than its own, as `locsim run --model` does. It is the child `locsim-bench explore`
/// runs and reads (that benchmark links SimulationKit alone, so its memory figures carry no
/// Foundation), and what the instruction-count scripts run under valgrind: one process explores once
/// and another N+1 times, so start-up and reading the file drop out of the difference.
///
/// The explorations alternate between the counts in blocks of up to ``blockSize`` (back to back
/// within a block, as a long exploration keeps its workers busy), so a slow spell of the machine
/// slows each count alike. Each is timed from planning to the combined report, and every report must
/// be the same as the first: one that differs is a bug of exploration (exit 70).
struct RepeatedExploration {
    let input: ExplorationInput
    let jobCounts: [Int]
    let repeats: Int

    /// Explorations run back to back at one job count before moving to the next count.
    static let blockSize = 20

    /// Why the explorations stopped.
    enum Failure: Error {
        /// The exploration refused the scenario (exit 64).
        case refused(String)
        /// A report differed from the first (exit 70).
        case differs(jobs: Int)
    }

    /// Explores as planned, handing each exploration's report, job count and nanoseconds to `timed`.
    func run(_ timed: (ExplorationReport, Int, Int64) -> Void) -> Failure? {
        var options = ExplorationOptions()
        var first: ExplorationReport?
        func once(_ jobs: Int) throws(ExplorationError) -> Bool {
            options.jobs = jobs
            let clock = ContinuousClock()
            let start = clock.now
            let report = try Explorer.explore(input, options: options)
            let elapsed = (clock.now - start).components
            timed(report, jobs, elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000)
            if first == nil { first = report }
            return report == first
        }
        do {
            var done = 0
            while done < repeats {
                let block = min(Self.blockSize, repeats - done)
                for jobs in jobCounts {
                    for _ in 0..<block {
                        guard try once(jobs) else { return .differs(jobs: jobs) }
                    }
                }
                done += block
            }
            return nil
        } catch {
            return .refused("\(error)")
        }
    }

    /// Reads, parses and prepares `path` with the built-in models and the benchmark's apps, as
    /// `locsim explore` does; `model` replaces the scenario's own.
    static func input(_ path: String, model: String? = nil) -> Result<ExplorationInput, Failure> {
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
            return .failure(.refused("cannot read '\(path)'"))
        }
        let registry = BenchApps.registry
        let vocabulary = ScenarioVocabulary.system(models: registry)
        var options = RunOptions()
        options.model = model
        guard case .success(let scenario) = ScenarioParser.parse(source, file: path, vocabulary: vocabulary),
            case .success = RunSetup.prepare(scenario, source: source, registry: registry, options: options)
        else {
            return .failure(.refused("'\(path)' is not a valid scenario (`locsim check` says why)"))
        }
        return .success(ExplorationInput(scenario: scenario, source: source, registry: registry, options: options))
    }

    /// Parses `arguments` (without the program name), explores or runs, and returns the exit status:
    /// 0, 64 for a bad command line or scenario, 70 for reports or outcomes that differ.
    static func command(_ arguments: [String]) -> Int32 {
        let parsed: RepeatArguments
        switch RepeatArguments.parse(arguments) {
        case .success(let arguments): parsed = arguments
        case .failure(.refused(let message)): return fail(message)
        case .failure(.differs): return 70
        }
        let input: ExplorationInput
        switch Self.input(parsed.file, model: parsed.model) {
        case .success(let loaded): input = loaded
        case .failure(.refused(let message)): return fail(message)
        case .failure(.differs): return 70
        }
        if parsed.runs { return run(input, repeats: parsed.repeats) }
        let failure = RepeatedExploration(input: input, jobCounts: parsed.jobs, repeats: parsed.repeats).run {
            report, jobs, nanoseconds in
            say("jobs=\(jobs) timelines=\(report.timelines) events=\(report.events) nanoseconds=\(nanoseconds)")
        }
        switch failure {
        case nil: return 0
        case .refused(let message): return fail(message)
        case .differs(let count):
            say("Error: the report at \(count) jobs differs from the first one")
            return 70
        }
    }

    /// `--run`: plays `input`'s scenario `repeats` times, one line a run on standard error.
    static func run(_ input: ExplorationInput, repeats: Int) -> Int32 {
        guard
            case .success(let prepared) = RunSetup.prepare(
                input.scenario, source: input.source, registry: input.registry, options: input.options)
        else { return fail("the scenario cannot be prepared") }
        let same = RepeatedRun(prepared: prepared, repeats: repeats).run { outcome, nanoseconds in
            say("run events=\(outcome.events) records=\(outcome.records) nanoseconds=\(nanoseconds)")
        }
        if same { return 0 }
        say("Error: a run ended differently from the first one")
        return 70
    }

    static let usage = "Usage: locsim-bench-repeat FILE [--jobs 1,2] [--repeat N] [--model NAME] [--run]"

    /// Writes `line` to standard error.
    static func say(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func fail(_ message: String) -> Int32 {
        say("Error: \(message).\n\(usage)")
        return 64
    }
}
