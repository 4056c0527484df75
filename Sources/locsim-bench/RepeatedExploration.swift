import AppModels
import Exploration
import Foundation
import Replay
import ScenarioLanguage

/// `locsim-bench repeat FILE [--jobs 1,2] [--repeat N]`: explores a scenario N times at each worker
/// count in this one process and prints a timing line per count: what each child of
/// ``ExploreBenchmark`` runs, and what the instruction-count scripts run under valgrind (one process
/// explores once and then N+1 times, so start-up and reading the file drop out of the difference).
///
/// The explorations alternate between the counts in blocks of up to ``blockSize`` (back to back
/// within a block, as a long exploration keeps its workers busy), so a slow spell of the machine
/// slows each count alike. Each is timed from planning to the combined report, and every report must
/// be the same as the first: a report that differs is a bug of exploration (exit 70).
struct RepeatedExploration {
    let input: ExplorationInput
    let jobCounts: [Int]
    let repeats: Int

    /// Explorations run back to back at one job count before moving to the next count.
    static let blockSize = 20

    /// Why the explorations stopped before their timing lines.
    enum Failure: Error {
        /// The exploration refused the scenario (usage, exit 64).
        case refused(String)
        /// Two reports differed (exit 70).
        case differs(jobs: Int)
    }

    /// Each count's exploration times, in seconds, and the first report.
    func run() -> Result<(ExplorationReport, [[Double]]), Failure> {
        var options = ExplorationOptions()
        func once(_ jobs: Int) throws(ExplorationError) -> (ExplorationReport, Double) {
            options.jobs = jobs
            let clock = ContinuousClock()
            let start = clock.now
            let report = try Explorer.explore(input, options: options)
            let elapsed = clock.now - start
            return (report, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        var times: [[Double]] = jobCounts.map { _ in [] }
        do {
            let (report, first) = try once(jobCounts[0])
            times[0].append(first)
            var done = 0
            while done < repeats {
                let block = min(Self.blockSize, repeats - done)
                for (position, jobs) in jobCounts.enumerated() {
                    for round in 0..<block where done + round > 0 || position > 0 {
                        let (again, seconds) = try once(jobs)
                        times[position].append(seconds)
                        guard again == report else { return .failure(.differs(jobs: jobs)) }
                    }
                }
                done += block
            }
            return .success((report, times))
        } catch {
            return .failure(.refused("\(error)"))
        }
    }

    /// One count's line: `explored 48 timelines (172 events) in 0.000860s, the fastest of 200 at 1
    /// job (median 0.001517s): 55830 timelines/s, 200057 events/s` (no `at N jobs` for a single
    /// count). The fastest is the code's speed with the machine at its best; a ratio of two fastest
    /// times understates what more workers gain, since their best needs every core at its best at
    /// once, and the median of many explorations alternating between counts does not.
    static func timing(_ report: ExplorationReport, times: [Double], jobs: Int?) -> String {
        let seconds = times.min() ?? 0
        let timelineRate = seconds > 0 ? Int(Double(report.timelines) / seconds) : 0
        let eventRate = seconds > 0 ? Int(Double(report.events) / seconds) : 0
        let fastest =
            (times.count > 1 ? ", the fastest of \(times.count)" : "")
            + (jobs.map { " at \($0) job\($0 == 1 ? "" : "s")" } ?? "")
            + (times.count > 1
                ? " (median \(BenchCommandLine.formatted(ExploreBenchmark.median(times) ?? 0, decimals: 6))s)" : "")
        return "explored \(report.timelines) timelines (\(report.events) events) in "
            + "\(BenchCommandLine.formatted(seconds, decimals: 6))s\(fastest): "
            + "\(timelineRate) timelines/s, \(eventRate) events/s"
    }

    /// Reads, parses and prepares `path` with the built-in models, as `locsim explore` does.
    static func input(_ path: String) -> Result<ExplorationInput, BenchFailure> {
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
            return .failure(BenchFailure(message: "cannot read '\(path)'"))
        }
        let registry = BuiltinModels.registry
        let options = RunOptions()
        let vocabulary = ScenarioVocabulary.system(models: registry)
        guard case .success(let scenario) = ScenarioParser.parse(source, file: path, vocabulary: vocabulary),
            case .success = RunSetup.prepare(scenario, source: source, registry: registry, options: options)
        else {
            return .failure(BenchFailure(message: "'\(path)' is not a valid scenario (`locsim check` says why)"))
        }
        return .success(ExplorationInput(scenario: scenario, source: source, registry: registry, options: options))
    }

    /// `repeat FILE [--jobs 1,2] [--repeat N]`: the timing lines on standard error, as the children
    /// of `explore` are read; exit 0, 64 for a bad command line or scenario, 70 for reports that differ.
    static func command(_ arguments: [String]) -> Int32 {
        var file: String?
        var jobs = [1]
        var repeats = 1
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if !argument.hasPrefix("-") {
                if file != nil { return BenchCommandLine.fail("'repeat' takes one FILE, got '\(argument)' too.") }
                file = argument
                index += 1
                continue
            }
            guard index + 1 < arguments.count, ["--jobs", "--repeat"].contains(argument) else {
                return BenchCommandLine.fail("'repeat' takes --jobs COUNTS and --repeat N, not '\(argument)'.")
            }
            let value = arguments[index + 1]
            if argument == "--jobs" {
                guard let parsed = BenchCommandLine.jobCounts(value) else {
                    return BenchCommandLine.fail("invalid value '\(value)' for '--jobs': expected counts such as 1,2.")
                }
                jobs = parsed
            } else {
                guard let number = Int(value), number >= 1 else {
                    return BenchCommandLine.fail("invalid value '\(value)' for '--repeat': expected at least 1.")
                }
                repeats = number
            }
            index += 2
        }
        guard let file else { return BenchCommandLine.fail("'repeat' needs a scenario FILE.") }
        return run(file, jobs: jobs, repeats: repeats)
    }

    private static func run(_ file: String, jobs: [Int], repeats: Int) -> Int32 {
        let input: ExplorationInput
        switch Self.input(file) {
        case .success(let loaded): input = loaded
        case .failure(let failure): return BenchCommandLine.fail(failure.message)
        }
        switch RepeatedExploration(input: input, jobCounts: jobs, repeats: repeats).run() {
        case .success(let (report, times)):
            for (position, count) in jobs.enumerated() {
                let line = timing(report, times: times[position], jobs: jobs.count > 1 ? count : nil)
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
            return 0
        case .failure(.refused(let message)):
            return BenchCommandLine.fail(message)
        case .failure(.differs(let count)):
            FileHandle.standardError.write(Data("Error: the report at \(count) jobs differs from the first one\n".utf8))
            return 70
        }
    }
}
