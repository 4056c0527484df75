import Exploration
import Foundation
import Replay
import Reports

/// `locsim explore FILE`: every timeline a scenario's choice points span (or a principled sample),
/// every check on each, and the shortest failing timeline of each broken check written back as a
/// scenario that `locsim run` reproduces.
///
/// Exit status: 0 nothing broke; 1 a check broke in some timeline; 64 a bad command line; 65 a bad
/// scenario file; 70 `--repeat` found two reports that differ (a bug to report); 73 or 74 an output
/// that cannot be created or written.
public enum ExploreCommand {
    /// The subcommand declaration.
    public static var subcommand: Subcommand {
        Subcommand(
            name: "explore", abstract: "Explore every timeline a scenario's choice points span and check each.",
            arguments: "FILE",
            options: [
                OptionSpec(
                    "--strategy", value: "NAME", help: "exhaustive (default), random, pairwise or boundary."),
                OptionSpec("--samples", value: "N", help: "Timelines the random strategy draws (default 100)."),
                OptionSpec("--random-seed", value: "N", help: "The seed of the random strategy (default 0)."),
                OptionSpec("--max-timelines", value: "N", help: "Timelines simulated at most (default 100000)."),
                OptionSpec("--max-depth", value: "N", help: "Choices branched on per timeline (default 64)."),
                OptionSpec(
                    "--max-states", value: "N",
                    help: "Distinct states kept, about 1.6 KB each (default 1000000: about 1.6 GB)."),
                OptionSpec("--time-limit", value: "SECONDS", help: "Stop after this wall time (reported)."),
                OptionSpec(
                    "--jobs", value: "N",
                    help: "Worker threads (default: the number of cores); with --repeat, a list such as 1,2."),
                OptionSpec(
                    "--repeat", value: "N",
                    help: "Explore N times in this process and time the fastest (for measuring speed)."),
                OptionSpec("--shard", value: "K/N", help: "Explore shard K of N and write it for `locsim merge`."),
                OptionSpec("--counterexamples", value: "DIR", help: "Write each counterexample and its timeline."),
                OptionSpec(
                    "--mermaid", value: "FILE", help: "Write the UI transitions seen as a Mermaid state diagram."),
                OptionSpec(
                    "--html", value: "FILE", help: "Write an HTML page with each counterexample's timeline drawn."),
                OptionSpec("--format", value: "text|jsonl", help: "Report format (default: text)."),
                OptionSpec("--output", value: "PATH", help: "Write the report to PATH (whole, renamed into place)."),
                OptionSpec("--model", value: "NAME", help: "Explore this model instead of the file's."),
                OptionSpec("--seed", value: "N", help: "Use this scenario seed instead of the file's."),
                OptionSpec(
                    "--max-events", value: "N",
                    help: "Stop a run after N events, reported (default \(RunOptions.defaultMaximumEvents))."),
                OptionSpec(
                    "--set", value: "PARAM=VALUE", repeatable: true,
                    help: "Override a profile figure (after the file's)."),
            ],
            discussion: """
                Choice points: `alert any`, `maybe STEP`, `5s..30s step 5s STEP`, `set P A..B step D`,
                `fault NAME`. See docs/exploration.md.

                Examples:
                  locsim explore Scenarios/explore/classic.scenario
                  locsim explore journey.scenario --strategy random --samples 500 --random-seed 7
                  locsim explore journey.scenario --counterexamples found/ --jobs 2
                  locsim explore journey.scenario --shard 1/4 --output shard-1.json

                Exit status: 0 every check held in every timeline; 1 one broke; 64 a bad command line;
                65 a bad scenario file; 70 --repeat found two reports that differ (a bug: please report);
                73 an output cannot be created; 74 writing one or standard output failed.
                See docs/failure-behaviour.md.
                """,
            run: { arguments, context in try run(arguments, context: context) })
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) -> ExitCode {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw .missingArgument("exactly one scenario FILE", subcommand: "explore")
        }
        let format = try ReportOutput.format(arguments)
        let claims = try ReportOutput.claims(arguments, inputs: [path], as: "the scenario FILE")
        let runOptions = try RunCommand.runOptions(arguments, models: context.models)
        let options = try explorationOptions(arguments)
        let plan = try measuringPlan(arguments, options: options)
        let loaded: ScenarioFile.Loaded
        switch try ScenarioFile.loadOrReport(path, options: runOptions, context: context) {
        case .loaded(let file): loaded = file
        case .stop(let status): return status
        }
        let input = ExplorationInput(
            scenario: loaded.prepared.scenario, source: loaded.source, registry: context.models, options: runOptions)
        let report: ExplorationReport
        let times: [[Double]]
        switch explore(input, options: options, plan: plan, context: context) {
        case .success(let explored): (report, times) = explored
        case .failure(let stop): return stop.status
        }
        let seconds = times[0].min() ?? 0
        if options.shard.count > 1 {
            var shard = report
            shard.header.identify(
                source: loaded.source, overrides: runOptions.overrides.map { "\($0.name)=\($0.value)" })
            let status = ReportOutput.writeShard(shard, to: arguments.value("--output"), context: context)
            context.errors.write(
                "shard \(options.shard): \(report.timelines) timelines in \(WallClock.readable(seconds))\n")
            return status
        }
        let status = ReportOutput.finish(
            report, format: format, arguments: arguments, context: context, claims: claims)
        if report.header.choicePoints.isEmpty { context.errors.write(noChoiceNote) }
        for (position, jobs) in plan.jobCounts.enumerated() {
            context.errors.write(
                timing(
                    report, times: times[position], jobs: plan.jobCounts.count > 1 ? jobs : nil,
                    measuring: plan.measuring))
        }
        return status
    }

    /// How many times to explore, at which job counts: once at one count, or `--repeat N` times at
    /// each count of a `--jobs` list, for measuring.
    struct MeasuringPlan {
        var jobCounts: [Int]
        var repeats: Int
        var measuring: Bool
    }

    /// The plan the command line asks for, checked: a job list only with `--repeat` and no shard, no
    /// time limit with `--repeat` (it would end each exploration somewhere else).
    static func measuringPlan(
        _ arguments: ParsedArguments, options: ExplorationOptions
    ) throws(CommandLineError) -> MeasuringPlan {
        let listed = try jobsList(arguments)
        let jobCounts = listed.isEmpty ? [options.jobs] : listed
        let repeats = try number(arguments, "--repeat", minimum: 1) ?? 1
        let measuring = arguments.value("--repeat") != nil
        if jobCounts.count > 1 && (!measuring || options.shard.count > 1) {
            throw .invalidValue(
                option: "--jobs", value: arguments.value("--jobs") ?? "",
                expected: "one count (a list such as 1,2 is for measuring, with --repeat N and no --shard)")
        }
        if measuring, let limit = arguments.value("--time-limit") {
            throw .invalidValue(
                option: "--time-limit", value: limit,
                expected: "no time limit with --repeat (measure whole explorations)")
        }
        return MeasuringPlan(jobCounts: jobCounts, repeats: repeats, measuring: measuring)
    }

    /// Why exploring stopped before a report: the status, its message already written.
    struct Stop: Error {
        var status: ExitCode
    }

    /// Explores as `plan` says and returns the first report with every exploration's time per count.
    /// With several job counts the explorations alternate between them in blocks of up to
    /// ``blockSize`` (back to back within a block, as a long exploration keeps its workers busy), so a
    /// slow spell of the machine slows each count alike; every report must be the same.
    static func explore(
        _ input: ExplorationInput, options: ExplorationOptions, plan: MeasuringPlan, context: CommandContext
    ) -> Result<(ExplorationReport, [[Double]]), Stop> {
        var options = options
        func once(_ jobs: Int) throws(ExplorationError) -> (ExplorationReport, Double) {
            options.jobs = jobs
            let clock = ContinuousClock()
            let start = clock.now
            let report = try Explorer.explore(input, options: options)
            return (report, WallClock.seconds(clock.now - start))
        }
        var times: [[Double]] = plan.jobCounts.map { _ in [] }
        do {
            let (report, first) = try once(plan.jobCounts[0])
            times[0].append(first)
            var done = 0
            while done < plan.repeats {
                let block = min(Self.blockSize, plan.repeats - done)
                for (position, jobs) in plan.jobCounts.enumerated() {
                    for round in 0..<block where done + round > 0 || position > 0 {
                        let (again, seconds) = try once(jobs)
                        times[position].append(seconds)
                        guard again == report else {
                            context.errors.write("Error: the report at \(jobs) jobs differs from the first one\n")
                            return .failure(Stop(status: .software))
                        }
                    }
                }
                done += block
            }
            return .success((report, times))
        } catch {
            context.errors.write("Error: \(error)\n")
            return .failure(Stop(status: .usage))
        }
    }

    /// Said on standard error when a scenario has nothing to explore: one timeline is what `run`
    /// plays, so the user most likely meant to mark a choice and needs the three ways to.
    static let noChoiceNote = """
        note: the scenario has no choice point, so there was one timeline to explore (what `run` plays); \
        mark a choice to explore more: `alert any` (every button of the alert), `maybe STEP` (with and \
        without the step) or `set PARAM A..B step D` (each value of a figure); see docs/exploration.md

        """

    /// Explorations run back to back at one job count before `--repeat` moves to the next count.
    static let blockSize = 20

    /// The console line with the speed: timelines and simulated events per second of the fastest
    /// exploration, and with `--repeat` the median time too (`locsim-bench explore` reads both).
    /// The fastest is the code's speed with the machine at its best; a ratio of two fastest times
    /// understates what more workers gain, since their best needs every core at its best at once,
    /// and the median of many explorations alternating between counts does not.
    static func timing(
        _ report: ExplorationReport, times: [Double], jobs: Int? = nil, measuring: Bool = false
    )
        -> String
    {
        let seconds = times.min() ?? 0
        let timelineRate = seconds > 0 ? Int(Double(report.timelines) / seconds) : 0
        let eventRate = seconds > 0 ? Int(Double(report.events) / seconds) : 0
        let fastest =
            (times.count > 1 ? ", the fastest of \(times.count)" : "")
            + (jobs.map { " at \($0) job\($0 == 1 ? "" : "s")" } ?? "")
            + (times.count > 1 ? " (median \(WallClock.text(median(times), decimals: 6))s)" : "")
        // Measuring (`--repeat`, even `--repeat 1`) prints seconds with six places for scripts to read.
        let time = measuring ? WallClock.text(seconds, decimals: 6) + "s" : WallClock.readable(seconds)
        return "explored \(report.timelines) timelines (\(report.events) events) in "
            + "\(time)\(fastest): \(timelineRate) timelines/s, \(eventRate) events/s\n"
    }

    /// The middle of `values` (the mean of the two middle ones for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The worker counts `--jobs` gives (one, or a list for measuring); empty when it is absent.
    static func jobsList(_ arguments: ParsedArguments) throws(CommandLineError) -> [Int] {
        guard let text = arguments.value("--jobs") else { return [] }
        let counts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard !counts.isEmpty, counts.allSatisfy({ ($0 ?? 0) >= 1 }) else {
            throw .invalidValue(
                option: "--jobs", value: text,
                expected: "a whole number of at least 1 (with --repeat, a list such as 1,2)")
        }
        return counts.map { $0! }
    }

    /// The whole number an option gives, at least `minimum`; nil when the option is absent.
    static func number(_ arguments: ParsedArguments, _ name: String, minimum: Int) throws(CommandLineError) -> Int? {
        guard let text = arguments.value(name) else { return nil }
        guard let value = Int(text), value >= minimum else {
            throw .invalidValue(option: name, value: text, expected: "a whole number of at least \(minimum)")
        }
        return value
    }

    static func explorationOptions(_ arguments: ParsedArguments) throws(CommandLineError) -> ExplorationOptions {
        var options = ExplorationOptions()
        func number(_ name: String, minimum: Int) throws(CommandLineError) -> Int? {
            try ExploreCommand.number(arguments, name, minimum: minimum)
        }
        let samples = try number("--samples", minimum: 1) ?? 100
        switch arguments.value("--strategy") ?? "exhaustive" {
        case "exhaustive": options.strategy = .exhaustive
        case "random": options.strategy = .random(samples: samples)
        case "pairwise": options.strategy = .pairwise
        case "boundary": options.strategy = .boundary
        case let other:
            throw .invalidValue(
                option: "--strategy", value: other, expected: "exhaustive, random, pairwise or boundary")
        }
        if let text = arguments.value("--random-seed") {
            guard let seed = UInt64(text) else {
                throw .invalidValue(option: "--random-seed", value: text, expected: "a whole number from 0 to 2^64−1")
            }
            options.seed = seed
        }
        if let value = try number("--max-timelines", minimum: 1) { options.maxTimelines = value }
        if let value = try number("--max-depth", minimum: 0) { options.maxDepth = value }
        if let value = try number("--max-states", minimum: 1) { options.maxStates = value }
        if let text = arguments.value("--time-limit") {
            let range = ExplorationOptions.timeLimitRange
            guard let seconds = Double(text), range.contains(seconds) else {
                throw .invalidValue(
                    option: "--time-limit", value: text,
                    expected: "a number of seconds between \(range.lowerBound) and \(range.upperBound) (a week)")
            }
            options.timeLimitSeconds = seconds
        }
        options.jobs = try jobsList(arguments).first ?? ProcessInfo.processInfo.activeProcessorCount
        if let text = arguments.value("--shard") {
            let parts = text.split(separator: "/")
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, index >= 0,
                index < count
            else {
                throw .invalidValue(option: "--shard", value: text, expected: "K/N with 0 ≤ K < N, such as 0/4")
            }
            options.shard = Shard(index: index, count: count)
        }
        return options
    }
}
