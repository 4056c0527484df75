import AppModels
import Foundation
import Replay
import Reports
import ScenarioLanguage

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
                    "--allow-empty", help: "Pass when no scenario is found (by default an empty suite exits 66)."),
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
                ProfileOption.spec(
                    "Run every file on this profile, a name or a ./NAME.profile file (goldens will differ)."),
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
                  locsim test --profile ./my-iphone.profile   the suite on a calibrated profile
                  locsim test --junit .build/locsim-junit.xml
                  locsim test --html .build/locsim-report.html --coverage

                Exit status: 0 all passed; 1 a file failed; 64 a bad command line; 65 a bad scenario file
                or --profile file; 66 a PATH or --profile file that is not there, or no scenario to run (unless --allow-empty);
                73 a report or golden cannot be created; 74 writing one or standard output failed.
                See docs/failure-behaviour.md.
                """,
            run: { arguments, context in try run(arguments, context: context) })
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) -> ExitCode {
        var options = try suiteOptions(arguments, context: context)
        let paths = arguments.positionals.isEmpty ? ["Scenarios"] : arguments.positionals
        let files: [String]
        switch discover(paths, arguments: arguments, context: context) {
        case .success(let found): files = found
        case .failure(let error):
            context.errors.write("Error: \(error)\n")
            return error.exitCode
        }
        try checkPaths(arguments, files: files, models: context.models)
        switch try ProfileOption.resolveGiven(arguments, context: context) {
        case .proceed(let profile): options.runOptions.profile = profile
        case .stop(let status): return status
        }
        let clock = ContinuousClock()
        let start = clock.now
        let results = ScenarioSuite.run(files, options: options, models: context.models)
        let elapsed = WallClock.seconds(clock.now - start)

        printResults(results, context: context)
        let coverage = RuleCoverage(rulesFired: results.compactMap { $0.outcome?.rulesFired })
        if let failed = writeReports(arguments, results: results, coverage: coverage) {
            context.errors.write("Error: \(failed)\n")
            return failed.exitCode
        }
        if arguments.has("--coverage") {
            context.output.write(coverage.text)
        }
        if files.isEmpty {
            context.errors.write(
                "warning: no scenario matched"
                    + (options.filter.map { " --filter \"\(DisplayPath.escaped($0))\"" } ?? "")
                    + " under " + paths.map(DisplayPath.escaped).joined(separator: ", ") + " (--allow-empty)\n")
        }
        let passed = results.filter { $0.status == .passed }.count
        let updated = results.filter(\.updatedGolden).count
        let jobs = ScenarioSuite.workers(results.count, options: options, models: context.models)
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
        let invalid = results.filter { $0.status == .invalid }.map(\.path)
        if !invalid.isEmpty {
            context.errors.write(badFilesMessage(invalid))
            return .dataError
        }
        return passed == results.count ? .success : .failure
    }

    /// The suite's options from the command line (`--profile` aside: it is read once the paths are checked).
    static func suiteOptions(
        _ arguments: ParsedArguments, context: CommandContext
    ) throws(CommandLineError) -> ScenarioSuite.Options {
        var options = ScenarioSuite.Options()
        options.update = arguments.has("--update")
        options.programName = context.programName
        options.filter = arguments.value("--filter")
        if options.filter?.isEmpty == true {
            throw .invalidValue(
                option: "--filter", value: "",
                expected: "a text the paths or titles to run contain (leave it out to run all)")
        }
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
        return options
    }

    /// One line a file (`PASS`, `FAIL`, `BAD `), each failure's lines indented under it.
    static func printResults(_ results: [ScenarioResult], context: CommandContext) {
        for result in results {
            context.errors.write(result.warnings)
            switch result.status {
            case .passed:
                context.output.write(
                    "PASS  \(DisplayPath.escaped(result.path))\(result.updatedGolden ? " (golden updated)" : "")\n")
            case .failed, .invalid:
                let label = result.status == .failed ? "FAIL" : "BAD "
                context.output.write(
                    "\(label)  \(DisplayPath.escaped(result.path))\(result.updatedGolden ? " (golden updated)" : "")\n")
                for problem in result.problems + result.notReached {
                    context.output.write(
                        problem.split(separator: "\n", omittingEmptySubsequences: false).map { "      \($0)" }.joined(
                            separator: "\n") + "\n")
                }
            }
        }
    }

    /// Writes the `--junit` and `--html` reports asked for; the first that cannot be written.
    static func writeReports(
        _ arguments: ParsedArguments, results: [ScenarioResult], coverage: RuleCoverage
    ) -> FileWriteError? {
        var reports: [(path: String, text: () -> String)] = []
        if let path = arguments.value("--junit") { reports.append((path, { JUnitReport.xml(results) })) }
        if let path = arguments.value("--html") {
            reports.append((path, { HTMLReport.suite(results.map(htmlScenario), coverage: coverage) }))
        }
        for report in reports {
            do {
                let file = try AtomicFileSink(path: report.path)
                file.write(report.text())
                try file.commit()
            } catch {
                return error
            }
        }
        return nil
    }

    /// The files to run: every scenario under `paths` that passes `--filter`. A missing path, no path
    /// with no `Scenarios/` folder, or nothing to run (unless `--allow-empty`) is an error (exit 66).
    static func discover(
        _ paths: [String], arguments: ParsedArguments, context: CommandContext
    ) -> Result<[String], SuiteInputError> {
        if arguments.positionals.isEmpty, !FileManager.default.fileExists(atPath: "Scenarios") {
            return .failure(.noPathGiven(program: context.programName))
        }
        if let error = paths.lazy.compactMap(SuiteInputError.check).first { return .failure(error) }
        var files = ScenarioSuite.discover(paths).files
        let filter = arguments.value("--filter")
        if let filter {
            files = files.filter { path in
                path.contains(filter) || title(of: path).contains(filter)
            }
        }
        if files.isEmpty, !arguments.has("--allow-empty") { return .failure(.empty(paths: paths, filter: filter)) }
        return .success(files)
    }

    /// Refuses a report path that is one of the suite's scenarios, goldens or the profile files they
    /// name, or the other report.
    static func checkPaths(
        _ arguments: ParsedArguments, files: [String], models: ModelRegistry
    ) throws(CommandLineError) {
        var claims = PathClaims()
        // The profile file a scenario names is found by parsing it, about 14 % of what running the
        // suite costs: worth it only when a report could replace one (inputs never clash with each other).
        let writesReport = arguments.value("--junit") != nil || arguments.value("--html") != nil
        let vocabulary = writesReport ? ScenarioVocabulary.system(models: models) : nil
        for file in files {
            try claims.input(file, as: "the scenario FILE")
            try claims.input(ScenarioSuite.goldenPath(for: file), as: "the golden")
            if let vocabulary, case .success(let parsed) = ScenarioFile.parse(file, vocabulary: vocabulary) {
                try ProfileOption.claimNamed(by: parsed.scenario, in: &claims)
            }
        }
        try ProfileOption.claim(arguments, in: &claims)
        if let path = arguments.value("--junit") { try claims.output(path, as: "--junit") }
        if let path = arguments.value("--html") { try claims.output(path, as: "--html") }
    }

    /// The line on stderr that goes with exit status 65: a script that keeps only stderr still learns
    /// which files could not be read (their errors are in the report on stdout, under `BAD`).
    static func badFilesMessage(_ paths: [String]) -> String {
        let count = paths.count == 1 ? "1 scenario file" : "\(paths.count) scenario files"
        let shown = paths.prefix(5).map(DisplayPath.escaped).joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
        return "error: \(count) could not be read (BAD above): \(shown)\n"
    }

    /// One file's result as the HTML report shows it.
    static func htmlScenario(_ result: ScenarioResult) -> HTMLReport.Scenario {
        let status: HTMLReport.Scenario.Status
        switch result.status {
        case .passed: status = .passed
        case .invalid: status = .invalid
        case .failed:
            let goldenOnly = result.goldenProblems > 0 && result.goldenProblems == result.problems.count
            status = goldenOnly ? .goldenDiffers : .failed
        }
        var scenario = HTMLReport.Scenario(
            name: result.title.isEmpty ? result.path : result.title, file: result.path,
            passed: result.status == .passed, status: status, failures: result.problems,
            header: result.header ?? TraceHeader(file: result.path, title: "", model: "", seed: 0, profile: ""),
            sketch: result.sketch ?? TimelineSketch(layout: TimelineLayout(), outcome: nil), outcome: result.outcome)
        scenario.notReached = result.notReached
        return scenario
    }

    /// The `scenario "…"` title of a file, read cheaply for `--filter`.
    static func title(of path: String) -> String {
        guard case .success(let bytes) = InputFile.read(path, limit: ScenarioLimits.standard.maximumFileBytes) else {
            return ""
        }
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        for line in SourceLines.lines(of: text) where line.hasPrefix("scenario ") {
            return String(line.dropFirst("scenario ".count))
        }
        return ""
    }
}
