import LocationSystem
import Recordings

/// `locsim conform REC.jsonl… [--profile P]`: replays each recording's actions in the simulator,
/// lines up what the device and the simulator delivered, and reports per rule what matched and what
/// differed (missing, extra, reordered, a timing outside the margin), with a verdict; exit 1 when
/// any recording differs (docs/recordings.md).
public enum ConformCommand {
    /// The subcommand declaration.
    public static var subcommand: Subcommand {
        Subcommand(
            name: "conform", abstract: "Check the simulator against device recordings, rule by rule.",
            arguments: "REC.jsonl…",
            options: [
                ProfileOption.spec("Compare against this profile (default ios27-simulator)."),
                OptionSpec("--format", value: "text|jsonl", help: "Report format (default: text)."),
                OptionSpec("--output", value: "PATH", help: "Write the report to PATH (whole, renamed into place)."),
                OptionSpec("--html", value: "FILE", help: "Also write the report as one HTML page."),
            ],
            discussion: """
                Examples:
                  locsim conform recordings/*.jsonl
                  locsim conform allow-once.jsonl --profile ./my-iphone.profile --html conform.html

                Exit status: 0 every recording conforms; 1 one differs; 64 a bad command line or an
                unreadable file; 65 a bad recording or profile file; 66 the --profile file is not
                there; 73 an output cannot be
                created; 74 writing it failed. See docs/recordings.md.
                """,
            run: { arguments, context in try run(arguments, context: context) })
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) -> ExitCode {
        let format = try ReportOutput.format(arguments)
        guard !arguments.positionals.isEmpty else {
            throw .missingArgument("at least one recording REC.jsonl", subcommand: "conform")
        }
        var claims = try ReportOutput.claims(arguments, inputs: arguments.positionals, as: "the recording")
        try ProfileOption.claim(arguments, in: &claims)
        let profile: Profile
        switch try ProfileOption.resolve(arguments, context: context) {
        case .proceed(let resolved): profile = resolved
        case .stop(let status): return status
        }
        let recordings: [Recording]
        switch try RecordingFile.loadAll(arguments.positionals, context: context) {
        case .proceed(let loaded): recordings = loaded
        case .stop(let status): return status
        }
        let checker = ConformanceChecker(
            profile: profile, profileLine: arguments.value("--profile"), models: context.models)
        var results: [RecordingConformance] = []
        for recording in recordings {
            switch checker.check(recording) {
            case .success(let result): results.append(result)
            case .failure(let errors):
                context.errors.write(errors.description)
                return .dataError
            }
        }
        let report = format == "jsonl" ? ConformanceJSON.report(results) : ConformanceText.report(results)
        if let path = arguments.value("--output") {
            if let failed = ReportOutput.write(report, to: path, context: context) { return failed }
        } else {
            context.output.write(report)
        }
        if let path = arguments.value("--html") {
            if let failed = ReportOutput.write(ConformanceHTML.page(results), to: path, context: context) {
                return failed
            }
        }
        return results.allSatisfy(\.conforms) ? .success : .failure
    }
}
