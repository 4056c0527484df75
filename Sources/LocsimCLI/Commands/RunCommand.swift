import AppModels
import Replay
import Reports
import ScenarioLanguage
import SimulationKit

/// `locsim run FILE…`: plays each scenario and prints its timeline (text for people, JSON Lines for
/// machines), checking its expectations on the way.
///
/// Every file is parsed and set up before any runs, so a bad file is never half-run. The timeline
/// streams out as it is made, so a 24-hour run does not grow in memory. Exit status: 0 when every
/// expectation held, 1 when one failed or a step could not happen, 65 for a bad file (or `--profile`
/// file), 66 for a `--profile` file that is not there, 64 for a bad command line, 73 when the output cannot be created, 74 when writing it failed.
public enum RunCommand {
    /// The subcommand declaration.
    public static var subcommand: Subcommand {
        Subcommand(
            name: "run", abstract: "Play scenario files and print their timelines, checking expectations.",
            arguments: "FILE…",
            options: [
                OptionSpec("--model", value: "NAME", help: "Run this model instead of the file's."),
                OptionSpec("--seed", value: "N", help: "Use this seed instead of the file's."),
                ProfileOption.replacingSpec,
                OptionSpec(
                    "--max-events", value: "N",
                    help: "Stop a run after N events, reported (default \(RunOptions.defaultMaximumEvents))."),
                OptionSpec(
                    "--set", value: "PARAM=VALUE", repeatable: true,
                    help: "Override a profile figure (after the file's)."),
                OptionSpec("--format", value: "text|jsonl", help: "Output format (default: text)."),
                OptionSpec("--output", value: "PATH", help: "Write the timeline to PATH (whole, renamed into place)."),
            ],
            discussion: """
                Examples:
                  locsim run Scenarios/authorization/allow-once-expiry.scenario
                  locsim run Scenarios/authorization/allow-once-expiry.scenario --set allowOnceExpiry=17s
                    (exit 1: the grant now lapses at 27 s, before the check at 27.9 s)
                  locsim run Scenarios/bugs/initial-callback-as-answer.scenario --model initial-callback-as-answer
                    (exit 1: the buggy model the scenario catches)
                  locsim run Scenarios/authorization/allow-once-expiry.scenario --profile ./my-iphone.profile
                  locsim run a.scenario b.scenario --format jsonl --output trace.jsonl

                Exit status: 0 every expectation held; 1 one failed or a step could not happen;
                64 a bad command line; 65 a bad scenario or --profile file; 66 the --profile file is
                not there; 73 the output cannot be created;
                74 writing it or standard output failed (a full disk, a closed pipe).
                See docs/failure-behaviour.md.
                """,
            run: { arguments, context in try run(arguments, context: context) })
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) -> ExitCode {
        let format = arguments.value("--format") ?? "text"
        guard format == "text" || format == "jsonl" else {
            throw .invalidValue(option: "--format", value: format, expected: "text or jsonl")
        }
        guard !arguments.positionals.isEmpty else {
            throw .missingArgument("at least one scenario FILE", subcommand: "run")
        }
        var options = try runOptions(arguments, models: context.models)
        var claims = PathClaims()
        for path in arguments.positionals { try claims.input(path, as: "the scenario FILE") }
        try ProfileOption.claim(arguments, in: &claims)
        if let output = arguments.value("--output") { try claims.output(output, as: "--output") }
        switch try ProfileOption.resolveGiven(arguments, context: context) {
        case .proceed(let profile): options.profile = profile
        case .stop(let status): return status
        }
        let loaded: [ScenarioFile.Loaded]
        switch try loadAll(arguments.positionals, options: options, context: context) {
        case .proceed(let files): loaded = files
        case .stop(let status): return status
        }
        for file in loaded { try ProfileOption.claimNamed(by: file.prepared.scenario, in: &claims) }

        let sink: TextSink
        var file: AtomicFileSink?
        if let path = arguments.value("--output") {
            do {
                file = try AtomicFileSink(path: path)
            } catch {
                context.errors.write("Error: \(error)\n")
                return error.exitCode
            }
            sink = file!
        } else {
            sink = context.output
        }

        var allPassed = true
        for (index, item) in loaded.enumerated() {
            if index > 0 && format == "text" { sink.write("\n") }
            let outcome = play(item.prepared, format: format, into: sink)
            if !outcome.passed { allPassed = false }
            for failure in outcome.failures {
                context.errors.write("\(failure.location): expectation failed: \(failure.message)\n")
            }
            if let failure = outcome.failure {
                context.errors.write(failure.description)
            }
            if outcome.hitEventLimit { context.errors.write(eventLimitNote(item.prepared, outcome)) }
        }
        if let file {
            do {
                try file.commit()
            } catch {
                context.errors.write("Error: \(error)\n")
                return error.exitCode
            }
        }
        return allPassed ? .success : .failure
    }

    /// Every file loaded, or the exit status to stop with: each bad file's errors are written out
    /// before any runs (65), so a bad file is never half-run.
    static func loadAll(
        _ paths: [String], options: RunOptions, context: CommandContext
    ) throws(CommandLineError) -> CommandStep<[ScenarioFile.Loaded]> {
        var loaded: [ScenarioFile.Loaded] = []
        var invalid = false
        for path in paths {
            switch try ScenarioFile.loadOrReport(path, options: options, context: context) {
            case .loaded(let file): loaded.append(file)
            case .stop(.dataError): invalid = true
            case .stop(let status): return .stop(status)
            }
        }
        return invalid ? .stop(.dataError) : .proceed(loaded)
    }

    /// Plays one prepared scenario into `sink` in `format`, ending the text form with a summary;
    /// `observe` sees every record too (for reports that draw the run).
    public static func play(
        _ prepared: PreparedRun, format: String, into sink: TextSink, observe: (TraceRecord) -> Void = { _ in }
    ) -> RunOutcome {
        if format == "jsonl" {
            sink.write(JSONLines.header(prepared.header))
        } else {
            sink.write(TextTimeline.header(prepared.header))
            for choice in prepared.choices { sink.write("# choice \(choice)\n") }
        }
        var run = ScenarioRun(prepared)
        let outcome: RunOutcome
        if format == "jsonl" {
            outcome = run.run {
                sink.write(JSONLines.line($0))
                observe($0)
            }
            sink.write(JSONLines.summary(outcome))
        } else {
            outcome = run.run {
                sink.write(TextTimeline.line($0))
                observe($0)
            }
            sink.write(TextTimeline.summary(outcome))
        }
        return outcome
    }

    /// The line standard error gets when the event limit stopped a run (the timeline says so at its end,
    /// which a long output buries).
    static func eventLimitNote(_ prepared: PreparedRun, _ outcome: RunOutcome) -> String {
        "\(prepared.scenario.file): stopped at the limit of \(prepared.maximumEvents) events at "
            + "\(outcome.end.sinceStart.scenarioText), before the end; raise it with --max-events N\n"
    }

    /// The options `run`, `test` and `explore` share, checked against the system and the models.
    static func runOptions(_ arguments: ParsedArguments, models: ModelRegistry) throws(CommandLineError) -> RunOptions {
        var options = RunOptions()
        if let text = arguments.value("--seed") {
            guard let seed = UInt64(text) else {
                throw .invalidValue(
                    option: "--seed", value: text, expected: "a whole number from 0 to 18446744073709551615")
            }
            options.seed = seed
        }
        if let name = arguments.value("--model") {
            guard models.descriptor(named: name) != nil else {
                let suggestion = EditDistance.nearest(to: name, among: models.names)
                throw .invalidValue(
                    option: "--model", value: name,
                    expected: "one of \(models.names.joined(separator: ", "))"
                        + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""))
            }
            options.model = name
        }
        if let text = arguments.value("--max-events") {
            let range = RunOptions.maximumEventsRange
            guard let limit = Int(text), range.contains(limit) else {
                throw .invalidValue(
                    option: "--max-events", value: text,
                    expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            options.maximumEvents = limit
        }
        var given: [String: String] = [:]
        for pair in arguments.allValues("--set") {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw .invalidValue(option: "--set", value: pair, expected: "PARAM=VALUE, such as allowOnceExpiry=17s")
            }
            let name = String(pair[..<equals])
            // As a scenario's second `set` of a parameter is an error, so is a second --set: last-wins
            // would hide which of the two a run used.
            if let first = given[name] { throw .repeatedSetting(name, first: first) }
            given[name] = pair
            options.overrides.append(.init(name: name, value: String(pair[pair.index(after: equals)...])))
        }
        return options
    }
}
