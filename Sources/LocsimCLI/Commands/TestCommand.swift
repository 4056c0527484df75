import AppModels
import Foundation
import Replay
import Reports

/// `locsim test [PATH…]`: the regression suite. Runs every scenario under the paths (default
/// `Scenarios/`), checks expectations, goldens and `catches` lines, and ends with exactly
/// `N passed, N failed`. Goldens change only with `--update`, never on their own.
public enum TestCommand {
    /// The subcommand declaration.
    public static var subcommand: Subcommand {
        Subcommand(
            name: "test", abstract: "Run a folder of scenarios against their expectations and golden timelines.",
            arguments: "[PATH…]",
            options: [
                OptionSpec("--update", help: "Rewrite the golden (NAME.trace) of every file whose timeline changed."),
                OptionSpec("--junit", value: "FILE", help: "Write JUnit XML for CI."),
                OptionSpec("--jobs", value: "N", help: "Worker threads (default: the number of cores)."),
                OptionSpec("--filter", value: "TEXT", help: "Run only files whose path or title contains TEXT."),
                OptionSpec(
                    "--diff", value: "full",
                    help:
                        "Show every line of a golden diff (default: \(GoldenDiff.maximumHunks) regions of \(GoldenDiff.maximumLines) lines a side; full keeps the whole differing region in memory)."
                ),
                OptionSpec(
                    "--html", value: "FILE", help: "Write one self-contained HTML page: failures with SVG timelines."),
                OptionSpec(
                    "--coverage", help: "List the catalog rules the suite exercised, how often, and which never."),
                OptionSpec("--model", value: "NAME", help: "Run every file with this model (goldens will differ)."),
                OptionSpec("--seed", value: "N", help: "Use this seed in every file (goldens will differ)."),
                OptionSpec(
                    "--max-events", value: "N",
                    help: "Stop a run after N events, reported (default \(RunOptions.defaultMaximumEvents))."),
                OptionSpec(
                    "--set", value: "PARAM=VALUE", repeatable: true,
                    help: "Override a profile figure in every file (goldens will differ)."),
            ],
            discussion: """
                Every FILE.scenario is run and compared with FILE.trace beside it (the text timeline of
                `locsim run`). A file passes when every expectation holds, the timeline equals the golden,
                and every buggy model named by a `catches NAME` line fails it.

                Examples:
                  locsim test                          everything under Scenarios/
                  locsim test Scenarios/settings       one folder
                  locsim test --filter "Allow Once"    files whose path or title mention it
                  locsim test --update                 re-record goldens after an intended change
                  locsim test --junit .build/locsim-junit.xml
                  locsim test --html .build/locsim-report.html --coverage

                Exit status: 0 all passed; 1 a file failed; 64 a bad command line; 65 a bad scenario file;
                73 a report or golden cannot be created; 74 writing one or standard output failed.
                See docs/failure-behaviour.md.
                """,
            run: { arguments, context in try run(arguments, context: context) })
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) -> ExitCode {
        var options = ScenarioSuite.Options()
        options.update = arguments.has("--update")
        options.programName = context.programName
        options.filter = arguments.value("--filter")
        if let extent = arguments.value("--diff") {
            guard extent == "full" else {
                throw .invalidValue(option: "--diff", value: extent, expected: "full")
            }
            options.diffExtent = .full
        }
        options.keepsPictures = arguments.value("--html") != nil
        options.runOptions = try RunCommand.runOptions(arguments, models: context.models)
        if let text = arguments.value("--jobs") {
            guard let jobs = Int(text), jobs >= 1 else {
                throw .invalidValue(option: "--jobs", value: text, expected: "a whole number of at least 1")
            }
            options.jobs = jobs
        } else {
            options.jobs = ProcessInfo.processInfo.activeProcessorCount
        }
        let paths = arguments.positionals.isEmpty ? ["Scenarios"] : arguments.positionals
        let (found, missing) = ScenarioSuite.discover(paths)
        if let first = missing.first {
            throw .invalidValue(option: "PATH", value: first, expected: "a scenario file or a folder of them")
        }
        var files = found
        if let filter = options.filter {
            files = files.filter { path in
                path.contains(filter) || title(of: path).contains(filter)
            }
        }
        try checkPaths(arguments, files: files)
        let clock = ContinuousClock()
        let start = clock.now
        let results = ScenarioSuite.run(files, options: options, models: context.models)
        let elapsed = WallClock.seconds(clock.now - start)

        for result in results {
            switch result.status {
            case .passed:
                context.output.write("PASS  \(result.path)\(result.updatedGolden ? " (golden updated)" : "")\n")
            case .failed, .invalid:
                let label = result.status == .failed ? "FAIL" : "BAD "
                context.output.write("\(label)  \(result.path)\(result.updatedGolden ? " (golden updated)" : "")\n")
                for problem in result.problems + result.notReached {
                    context.output.write(
                        problem.split(separator: "\n", omittingEmptySubsequences: false).map { "      \($0)" }.joined(
                            separator: "\n") + "\n")
                }
            }
        }
        if let path = arguments.value("--junit") {
            do {
                let file = try AtomicFileSink(path: path)
                file.write(JUnitReport.xml(results))
                try file.commit()
            } catch {
                context.errors.write("Error: \(error)\n")
                return error.exitCode
            }
        }
        let coverage = RuleCoverage(rulesFired: results.compactMap { $0.outcome?.rulesFired })
        if let path = arguments.value("--html") {
            let page = HTMLReport.suite(results.map(htmlScenario), coverage: coverage)
            do {
                let file = try AtomicFileSink(path: path)
                file.write(page)
                try file.commit()
            } catch {
                context.errors.write("Error: \(error)\n")
                return error.exitCode
            }
        }
        if arguments.has("--coverage") {
            context.output.write(coverage.text)
        }
        if files.isEmpty {
            context.errors.write(
                "warning: no scenario matched" + (options.filter.map { " --filter \"\($0)\"" } ?? "") + " under "
                    + paths.joined(separator: ", ") + "\n")
        }
        let passed = results.filter { $0.status == .passed }.count
        let updated = results.filter(\.updatedGolden).count
        let jobs = max(1, min(options.jobs, results.count))
        context.output.write(
            "ran \(results.count) scenario\(results.count == 1 ? "" : "s") in \(WallClock.text(elapsed, decimals: 3)) s with \(jobs) worker\(jobs == 1 ? "" : "s")"
                + (updated > 0 ? "; updated \(updated) golden\(updated == 1 ? "" : "s")" : "") + "\n")
        let unreached = results.reduce(0) { $0 + $1.notReached.count }
        context.output.write(
            "\(passed) passed, \(results.count - passed) failed"
                + (unreached > 0 ? "; \(unreached) expectation\(unreached == 1 ? "" : "s") not reached" : "") + "\n")
        if let failed = results.lazy.compactMap(\.goldenWriteError).first {
            context.errors.write("Error: \(failed)\n")
            return failed.exitCode
        }
        if results.contains(where: { $0.status == .invalid }) { return .dataError }
        return passed == results.count ? .success : .failure
    }

    /// Refuses a report path that is one of the suite's scenarios or goldens, or the other report.
    static func checkPaths(_ arguments: ParsedArguments, files: [String]) throws(CommandLineError) {
        var claims = PathClaims()
        for file in files {
            try claims.input(file, as: "the scenario FILE")
            try claims.input(ScenarioSuite.goldenPath(for: file), as: "the golden")
        }
        if let path = arguments.value("--junit") { try claims.output(path, as: "--junit") }
        if let path = arguments.value("--html") { try claims.output(path, as: "--html") }
    }

    /// One file's result as the HTML report shows it.
    static func htmlScenario(_ result: ScenarioResult) -> HTMLReport.Scenario {
        var scenario = HTMLReport.Scenario(
            name: result.title.isEmpty ? result.path : result.title, file: result.path,
            passed: result.status == .passed, failures: result.problems,
            header: result.header ?? TraceHeader(file: result.path, title: "", model: "", seed: 0, profile: ""),
            sketch: result.sketch ?? TimelineSketch(layout: TimelineLayout(), outcome: nil), outcome: result.outcome)
        scenario.notReached = result.notReached
        return scenario
    }

    /// The `scenario "…"` title of a file, read cheaply for `--filter`.
    static func title(of path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        let text = String(decoding: data.prefix(4096), as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix("scenario ") {
            return String(line.dropFirst("scenario ".count))
        }
        return ""
    }
}
