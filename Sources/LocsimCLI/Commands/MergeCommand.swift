import Exploration
import Foundation
import Reports

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

                Exit status: 0 every check held; 1 one broke; 64 a bad command line; 65 a bad shard file;
                73 an output cannot be created; 74 writing one or standard output failed.
                See docs/failure-behaviour.md.
                """,
            run: { arguments, context in try run(arguments, context: context) })
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw .missingArgument("at least one shard FILE", subcommand: "merge")
        }
        let format = try ReportOutput.format(arguments)
        let claims = try ReportOutput.claims(arguments, inputs: arguments.positionals, as: "the shard FILE")
        var shards: [ExplorationReport] = []
        for path in arguments.positionals {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw .invalidValue(option: "FILE", value: path, expected: "a readable shard file")
            }
            do {
                shards.append(try JSONDecoder().decode(ExplorationReport.self, from: data))
            } catch {
                context.errors.write("\(path): error: not a shard written by `locsim explore --shard`\n")
                return .dataError
            }
        }
        let report: ExplorationReport
        do {
            report = try ExplorationReport.merge(shards)
        } catch {
            context.errors.write("Error: \(error)\n")
            return .dataError
        }
        return ReportOutput.finish(report, format: format, arguments: arguments, context: context, claims: claims)
    }
}
