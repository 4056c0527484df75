import Exploration
import Foundation
import Replay
import Reports
import ScenarioLanguage

/// `locsim merge FILE…`: combines the outputs of `locsim explore --shard K/N` into the report one
/// process would have printed, so a CI matrix or a Kubernetes Indexed Job needs no coordinator.
public enum MergeCommand {
    /// The subcommand declaration.
    public static var subcommand: Subcommand {
        Subcommand(
            name: "merge", abstract: "Combine `explore --shard` outputs into the report of the whole exploration.",
            arguments: "FILE…",
            options: [
                OptionSpec("--counterexamples", value: "DIR", help: "Write each counterexample and its timeline."),
                OptionSpec("--format", value: "text|jsonl", help: "Report format (default: text)."),
                OptionSpec("--output", value: "PATH", help: "Write the report to PATH (whole, renamed into place)."),
            ],
            discussion: """
                Examples:
                  locsim explore journey.scenario --shard 0/2 --output s0.json
                  locsim explore journey.scenario --shard 1/2 --output s1.json
                  locsim merge s0.json s1.json --counterexamples found/

                The files must be exactly shards 0/N … N−1/N of one exploration (the same scenario
                bytes, options and locsim version), each once; every figure in them is range-checked.
                See docs/exploration.md, "What merge checks".

                Exit status: 0 every check held; 1 one broke; 64 a bad command line; 65 a bad, missing
                or foreign shard, named with its field; 66 a shard file that is not there; 73 an output
                cannot be created; 74 writing one or standard output failed. See docs/failure-behaviour.md.
                """,
            run: { arguments, context in try run(arguments, context: context) })
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw .missingArgument("at least one shard FILE", subcommand: "merge")
        }
        let format = try ReportOutput.format(arguments)
        let claims = try ReportOutput.claims(arguments, inputs: arguments.positionals, as: "the shard FILE")
        var shards: [(name: String, report: ExplorationReport)] = []
        for path in arguments.positionals {
            switch read(path) {
            case .success(let data):
                do {
                    shards.append((path, try ShardFile.decode(data, file: path)))
                } catch {
                    context.errors.write("\(error)\n")
                    return .dataError
                }
            case .failure(let failure):
                context.errors.write("\(DisplayPath.escaped(path)): error: \(failure.message)\n")
                return failure.status
            }
        }
        let report: ExplorationReport
        do {
            report = try ExplorationReport.merge(shards)
        } catch {
            context.errors.write("\(error)\n")
            return .dataError
        }
        return ReportOutput.finish(report, format: format, arguments: arguments, context: context, claims: claims)
    }

    /// Why a shard file could not be read, and the exit status that says so.
    struct ReadFailure: Error {
        var message: String
        var status: ExitCode
    }

    /// The bytes of the shard file at `path`: its size is checked before reading and at most
    /// ``ShardBounds/fileBytes`` + 1 bytes are read, so a huge file or a device costs no memory.
    static func read(_ path: String) -> Result<Data, ReadFailure> {
        switch InputFile.read(path, limit: ShardBounds.fileBytes) {
        case .success(let bytes):
            return .success(Data(bytes))
        case .failure(.missing):
            return .failure(ReadFailure(message: "no such shard file", status: .noInput))
        case .failure(.folder):
            let folder = DisplayPath.escaped(path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path)
            return .failure(
                ReadFailure(
                    message: "a folder, not a shard file; name the shard files in it, such as "
                        + "`locsim merge \(folder)/*.json`",
                    status: .noInput))
        case .failure(.unreadable(let reason)):
            return .failure(ReadFailure(message: "cannot read it (\(reason))", status: .noInput))
        case .failure(.tooLarge(let size, let limit)):
            return .failure(
                ReadFailure(
                    message: "the file has \(size) bytes, past the limit of \(limit) for a shard file; a shard "
                        + "file of a real exploration is far smaller: give the files `locsim explore --shard` wrote "
                        + "(one larger than the limit: explore in more shards)",
                    status: .dataError))
        }
    }
}
