import Foundation
import LocationSystem
import Recordings
import Replay

/// `locsim import REC.jsonl [-o FILE.scenario]`: writes the scenario a device recording describes —
/// its actions as timed steps, its callbacks as `expect callback … between …` lines within a stated
/// margin — so what a phone did runs under `locsim run` (docs/recordings.md).
public enum ImportCommand {
    /// The subcommand declaration.
    public static var subcommand: Subcommand {
        Subcommand(
            name: "import", abstract: "Turn a device recording into a scenario that expects what the device saw.",
            arguments: "REC.jsonl",
            options: [
                OptionSpec(
                    "-o", value: "FILE.scenario", help: "Write the scenario to FILE (whole, renamed into place)."),
                ProfileOption.spec("The profile the scenario runs on and its windows' margin come from."),
            ],
            discussion: """
                Examples:
                  locsim import allow-once.jsonl -o allow-once.scenario
                  locsim import allow-once.jsonl --profile ./my-iphone.profile

                Exit status: 0 the scenario was written; 64 a bad command line or an unreadable
                file; 65 a bad recording or profile file (file:line:column errors); 66 the --profile file is
                not there; 73 the output cannot be
                created; 74 writing it failed. See docs/recordings.md.
                """,
            run: { arguments, context in try run(arguments, context: context) })
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) -> ExitCode {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            if arguments.positionals.count > 1 {
                throw .unexpectedArgument(arguments.positionals[1], subcommand: "import")
            }
            throw .missingArgument("a recording REC.jsonl", subcommand: "import")
        }
        var claims = PathClaims()
        try claims.input(path, as: "the recording")
        try ProfileOption.claim(arguments, in: &claims)
        if let output = arguments.value("-o") { try claims.output(output, as: "-o") }
        let profile: Profile
        switch try ProfileOption.resolve(arguments, context: context) {
        case .proceed(let resolved): profile = resolved
        case .stop(let status): return status
        }
        let recording: Recording
        switch try RecordingFile.loadAll([path], context: context) {
        case .proceed(let recordings): recording = recordings[0]
        case .stop(let status): return status
        }
        let importer = ScenarioImporter(profile: profile, profileLine: profileLine(arguments))
        let imported = importer.scenario(from: recording)
        if case .failure(let errors) = imported.parse(
            file: arguments.value("-o") ?? "\(recording.name).scenario", recording: recording, models: context.models)
        {
            context.errors.write(errors.description)
            return .dataError
        }
        guard let output = arguments.value("-o") else {
            context.output.write(imported.text)
            return .success
        }
        return ReportOutput.write(imported.text, to: output, context: context) ?? .success
    }

    /// The `profile` line's word: `--profile` as given, except that a relative profile file is
    /// written as an absolute path when the scenario goes to another folder, since a scenario reads
    /// its profile file relative to its own folder and `--profile` is relative to the working one.
    static func profileLine(_ arguments: ParsedArguments) -> String? {
        guard let name = arguments.value("--profile"), ProfileFile.isPath(name), !name.hasPrefix("/"),
            let output = arguments.value("-o"), output.contains("/")
        else { return arguments.value("--profile") }
        return FileManager.default.currentDirectoryPath + "/" + name
    }
}
