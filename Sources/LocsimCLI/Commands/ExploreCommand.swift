import Exploration
import Foundation
import LocsimHost
import Replay
import Reports

/// `locsim explore FILE`: every timeline a scenario's choice points span (or a principled sample),
/// every check on each, and the shortest failing timeline of each broken check written back as a
/// scenario that `locsim run` reproduces.
///
/// Exit status: 0 nothing broke; 1 a check broke in some timeline; 64 a bad command line; 65 a bad
/// scenario or `--profile` file; 66 a `--profile` file that is not there; 70 a worker process of an
/// object app's `--jobs N` crashed or failed; 73 or 74 an output that cannot be created or written.
/// Measuring exploration's speed (repeated explorations, several worker counts, medians) is `locsim-bench`'s.
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
                    help: "Worker threads, or processes for an object app (default: the cores; 1 for an object app)."),
                OptionSpec(
                    "--merge-by-recorded-state",
                    help: "Merge an object app's timelines whose recorded UI and session agree (a heuristic)."),
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
                ProfileOption.replacingSpec,
                OptionSpec(
                    "--max-events", value: "N",
                    help: "Stop a run after N events, reported (default \(RunOptions.defaultMaximumEvents))."),
                OptionSpec(
                    "--set", value: "PARAM=VALUE", repeatable: true,
                    help: "Override a profile figure (after the file's)."),
                OptionSpec(
                    WorkerArguments.workerFlag, value: "PID", hidden: true,
                    help: "Run as a worker process of `explore --jobs N` started by process PID."),
            ],
            discussion: """
                Choice points: `alert any`, `maybe STEP`, `5s..30s step 5s STEP`, `set P A..B step D`,
                `fault NAME`. See docs/exploration.md.

                Examples:
                  locsim explore Scenarios/explore/classic.scenario
                  locsim explore journey.scenario --strategy random --samples 500 --random-seed 7
                  locsim explore journey.scenario --counterexamples found/ --jobs 2
                  locsim explore journey.scenario --shard 1/4 --output shard-1.json
                  locsim explore journey.scenario --profile ./my-iphone.profile

                An object app (a team's own class) explores in one process by default; --jobs N starts
                N worker processes of this executable and merges their shards into the same report.
                --merge-by-recorded-state merges its timelines whose system, checks, remaining choices
                and recorded UI and session agree: a heuristic, named in the report. See
                docs/real-code.md.

                Exit status: 0 every check held in every timeline; 1 one broke; 64 a bad command line;
                65 a bad scenario or --profile file; 66 the --profile file is not there; 70 a worker
                process crashed or failed; 73 an output cannot be created; 74 writing one or standard
                output failed.
                See docs/failure-behaviour.md.
                """,
            run: { arguments, context in try run(arguments, context: context) })
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) -> ExitCode {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw .missingArgument("exactly one scenario FILE", subcommand: "explore")
        }
        let format = try ReportOutput.format(arguments)
        var claims = try ReportOutput.claims(arguments, inputs: [path], as: "the scenario FILE")
        try ProfileOption.claim(arguments, in: &claims)
        var runOptions = try RunCommand.runOptions(arguments, models: context.models)
        switch try ProfileOption.resolveGiven(arguments, context: context) {
        case .proceed(let profile): runOptions.profile = profile
        case .stop(let status): return status
        }
        let options = try explorationOptions(arguments)
        let loaded: ScenarioFile.Loaded
        switch try ScenarioFile.loadOrReport(path, options: runOptions, context: context) {
        case .loaded(let file): loaded = file
        case .stop(let status): return status
        }
        try ProfileOption.claimNamed(by: loaded.prepared.scenario, in: &claims)
        let input = ExplorationInput(
            scenario: loaded.prepared.scenario, source: loaded.source, registry: context.models, options: runOptions)
        let clock = ContinuousClock()
        let start = clock.now
        let worker = arguments.value(WorkerArguments.workerFlag)
        if let worker, !ParentWatch.start(parent: Int32(worker) ?? -1) {
            context.errors.write("Error: the process that started this worker (\(worker)) is gone\n")
            return .software
        }
        let explored: Explored
        switch explore(input, options: options, arguments: arguments, context: context) {
        case .explored(let result): explored = result
        case .stop(let status): return status
        }
        let report = explored.report
        let seconds = WallClock.seconds(clock.now - start)
        if worker != nil, StandardDefaults.wasWritten() {
            context.errors.write(sharedDefaultsError)
            return .software
        }
        // Given `--shard`, a shard file, even of one shard (`0/1`): `merge` reads what it was promised.
        if arguments.value("--shard") != nil {
            var shard = report
            shard.header.identify(
                source: loaded.source, overrides: runOptions.overrides.map { "\($0.name)=\($0.value)" })
            let status = ReportOutput.writeShard(shard, to: arguments.value("--output"), context: context)
            if worker == nil {
                context.errors.write(
                    "shard \(options.shard): \(report.timelines) timelines in \(WallClock.readable(seconds))\n")
            }
            return status
        }
        let status = ReportOutput.finish(
            report, format: format, arguments: arguments, context: context, claims: claims)
        if report.header.choicePoints.isEmpty { context.errors.write(noChoiceNote) }
        if let note = explored.note { context.errors.write(note) }
        context.errors.write(timing(report, seconds: seconds, processes: explored.processes))
        return status
    }

    /// Why a worker process fails when the app wrote to `UserDefaults.standard`: every worker is a
    /// process of one executable, so they share its domain's file, and a timeline in one shard could
    /// read what a timeline in another wrote (or lose its own writes to another's reset).
    static let sharedDefaultsError = """
        Error: the app wrote to UserDefaults.standard, which the worker processes of `--jobs` share \
        (they are processes of one executable, with one defaults file), so one shard's timelines could \
        read another's writes. Explore this app in one process: `--jobs 1`.

        """

    /// A report and how it was made: the worker processes (0: in this process) and a note for the user.
    struct Explored {
        var report: ExplorationReport
        var processes = 0
        var note: String?
    }

    /// The report, or the exit status to stop with.
    enum Exploring {
        case explored(Explored)
        case stop(ExitCode)
    }

    /// Explores in this process (on threads for a value model, on this thread for an object app) or,
    /// for an object app given `--jobs` above 1, in worker processes of the running executable. An
    /// object app's default is one process: starting one costs more than a small exploration takes.
    static func explore(
        _ input: ExplorationInput, options: ExplorationOptions, arguments: ParsedArguments, context: CommandContext
    ) -> Exploring {
        var note: String?
        let jobsGiven = arguments.value("--jobs") != nil
        if input.branching == .replay, jobsGiven, options.jobs > 1, options.shard.count == 1 {
            switch ExploreJobs.decide(input, options: options, context: context) {
            case .processes(let count, let executable):
                let workers = ExploreWorkers(executable: executable, arguments: arguments, count: count)
                switch workers.explore(context: context) {
                case .success(let report): return .explored(Explored(report: report, processes: count))
                case .failure(let failure):
                    context.errors.write("Error: \(failure.message)\n")
                    return .stop(.software)
                }
            case .inProcess(let reason):
                note = reason
            case .error(let error):
                context.errors.write("Error: \(error)\n")
                return .stop(.usage)
            }
        } else if input.branching == .replay, jobsGiven, options.jobs > 1 {
            note = ExploreJobs.shardNote(options.jobs)
        }
        if input.branching == .fork, options.mergeByRecordedState {
            note = (note ?? "") + valueMergeNote
        }
        do {
            return .explored(Explored(report: try Explorer.explore(input, options: options), note: note))
        } catch {
            context.errors.write("Error: \(error)\n")
            return .stop(.usage)
        }
    }

    /// Said on standard error when a scenario has nothing to explore: one timeline is what `run`
    /// plays, so the user most likely meant to mark a choice and needs the three ways to.
    static let noChoiceNote = """
        note: the scenario has no choice point, so there was one timeline to explore (what `run` plays); \
        mark a choice to explore more: `alert any` (every button of the alert), `maybe STEP` (with and \
        without the step) or `set PARAM A..B step D` (each value of a figure); see docs/exploration.md

        """

    /// Said when `--merge-by-recorded-state` is given for a value model: its timelines merge by its
    /// whole state already, exactly, so the heuristic has nothing to add.
    static let valueMergeNote = """
        note: --merge-by-recorded-state changed nothing: the model is a value, whose timelines merge when \
        its whole state is equal

        """

    /// The console line with the speed: timelines and simulated events per second.
    static func timing(_ report: ExplorationReport, seconds: Double, processes: Int = 0) -> String {
        let timelineRate = seconds > 0 ? Int(Double(report.timelines) / seconds) : 0
        let eventRate = seconds > 0 ? Int(Double(report.events) / seconds) : 0
        return "explored \(report.timelines) timelines (\(report.events) events) in "
            + "\(WallClock.readable(seconds))" + (processes > 0 ? " on \(processes) worker processes" : "")
            + ": \(timelineRate) timelines/s, \(eventRate) events/s\n"
    }

    /// The whole number option `name` gives, at least `minimum` and at most `maximum`; nil when the
    /// option is absent.
    static func number(
        _ arguments: ParsedArguments, _ name: String, minimum: Int, maximum: Int = .max
    ) throws(CommandLineError) -> Int? {
        guard let text = arguments.value(name) else { return nil }
        guard let value = Int(text), value >= minimum, value <= maximum else {
            let expected =
                maximum == .max
                ? "a whole number of at least \(minimum)" : "a whole number from \(minimum) to \(maximum)"
            throw .invalidValue(option: name, value: text, expected: expected)
        }
        return value
    }

    static func explorationOptions(_ arguments: ParsedArguments) throws(CommandLineError) -> ExplorationOptions {
        var options = ExplorationOptions()
        // Each budget is written into shard files, where `merge` refuses a counter past 2^48 as damaged.
        func number(_ name: String, minimum: Int, maximum: Int = ShardBounds.counter) throws(CommandLineError) -> Int? {
            try ExploreCommand.number(arguments, name, minimum: minimum, maximum: maximum)
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
        options.jobs = try number("--jobs", minimum: 1, maximum: .max) ?? ProcessInfo.processInfo.activeProcessorCount
        options.mergeByRecordedState = arguments.has("--merge-by-recorded-state")
        if let text = arguments.value("--shard") {
            let parts = text.split(separator: "/")
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, index >= 0,
                index < count, count <= ShardBounds.units
            else {
                throw .invalidValue(
                    option: "--shard", value: text,
                    expected: "K/N with 0 ≤ K < N ≤ \(ShardBounds.units) (2^24), such as 0/4")
            }
            options.shard = Shard(index: index, count: count)
        }
        return options
    }
}
