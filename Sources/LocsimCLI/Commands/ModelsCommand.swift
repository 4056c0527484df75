import AppModels
import SimulationKit

/// `locsim models`: every app model a scenario can name, with its one-line summary, its options and
/// their defaults, the seed its logic comes from, and, for a model with a classic bug, the reference
/// it breaks — so a user can pick a model, and see which scenario catches which mistake.
public enum ModelsCommand {
    /// The subcommand declaration; it lists the command line's registry (`CommandContext.models`),
    /// so a CLI started with a team's own models lists those too.
    public static var subcommand: Subcommand {
        Subcommand(
            name: "models", abstract: "List the app models: summary, options, source seed, and the bug they carry.",
            arguments: "[NAME…]",
            options: [
                OptionSpec("--format", value: "text|jsonl", help: "Output format (default: text)."),
                OptionSpec("--keys", help: "Every ui and session key with all its values, as Markdown."),
            ],
            discussion: """
                Examples:
                  locsim models                       every model
                  locsim models run-screen            one model
                  locsim models --format jsonl        one JSON object per model, keys sorted
                  locsim models --keys authorization  its ui and session keys, every value (docs/models.md)
                """,
            run: { arguments, context in try run(arguments, registry: context.models, context: context) })
    }

    static func run(
        _ arguments: ParsedArguments, registry: ModelRegistry, context: CommandContext
    ) throws(CommandLineError) -> ExitCode {
        let format = arguments.value("--format") ?? "text"
        guard format == "text" || format == "jsonl" else {
            throw .invalidValue(option: "--format", value: format, expected: "text or jsonl")
        }
        let models = try select(arguments.positionals, from: registry)
        if arguments.has("--keys") {
            context.output.write(ModelKeysMarkdown.render(models))
        } else if format == "jsonl" {
            for descriptor in models { context.output.write(jsonLine(descriptor) + "\n") }
        } else {
            context.output.write(text(models))
        }
        return .success
    }

    /// The models named, in registry order; all when none are named.
    static func select(_ names: [String], from registry: ModelRegistry) throws(CommandLineError) -> [ModelDescriptor] {
        for name in names where registry.descriptor(named: name) == nil {
            let suggestion = EditDistance.nearest(to: name, among: registry.names)
            throw .invalidValue(
                option: "NAME", value: name,
                expected: "a model name (see locsim models)" + (suggestion.map { " (did you mean \($0)?)" } ?? ""))
        }
        return registry.descriptors.filter { names.isEmpty || names.contains($0.name) }
    }

    /// One block per model: the name and summary, then source, options and the bug's reference.
    static func text(_ models: [ModelDescriptor]) -> String {
        let width = models.map(\.name.count).max() ?? 0
        var out = ""
        for descriptor in models {
            out += descriptor.name.padded(to: width) + "  " + descriptor.summary + "\n"
            out += "  source: \(descriptor.source)\n"
            if let reference = descriptor.bugOf {
                out += "  bug of: \(reference)\n"
            }
            if descriptor.options.isEmpty {
                out += "  options: none\n"
            } else {
                for option in descriptor.options {
                    out += "  option: \(option.name)=\(option.defaultValue)  \(option.help)\n"
                }
            }
        }
        return out
    }

    /// One JSON object with sorted keys; `bugOf` is null for a reference model.
    static func jsonLine(_ descriptor: ModelDescriptor) -> String {
        let json = RulesCommand.json
        let options = descriptor.options.map { option in
            "{\"default\":\(json(option.defaultValue)),\"help\":\(json(option.help)),\"name\":\(json(option.name))}"
        }
        let fields: [(String, String)] = [
            ("bugOf", descriptor.bugOf.map(json) ?? "null"),
            ("name", json(descriptor.name)),
            ("options", "[" + options.joined(separator: ",") + "]"),
            ("source", json(descriptor.source)),
            ("summary", json(descriptor.summary)),
        ]
        return "{" + fields.map { "\(json($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
}
