import LocationSystem
import Replay
import SimulationKit

/// `locsim rules`: every catalog rule with its ID, provenance, seed, figure and the profile
/// parameters behind it, so a user can see what a trace's `[AUTH-3]` rests on and which figures are
/// assumptions they may want to override.
public enum RulesCommand {
    /// The subcommand declaration.
    public static var subcommand: Subcommand {
        Subcommand(
            name: "rules", abstract: "List the behaviour rules with provenance, figures and profile parameters.",
            arguments: "[RULE|FAMILY…]",
            options: [
                OptionSpec("--format", value: "text|jsonl", help: "Output format (default: text)."),
                ProfileOption.spec("Show parameter values of this profile: a name or a ./NAME.profile file."),
            ],
            discussion: """
                Examples:
                  locsim rules                 every rule
                  locsim rules AUTH-3 ACC      one rule and one family
                  locsim rules --format jsonl  one JSON object per rule, keys sorted
                """,
            run: { arguments, context in try run(arguments, context: context) })
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) -> ExitCode {
        let format = arguments.value("--format") ?? "text"
        guard format == "text" || format == "jsonl" else {
            throw .invalidValue(option: "--format", value: format, expected: "text or jsonl")
        }
        let profile: Profile
        switch try ProfileOption.resolve(arguments, context: context) {
        case .proceed(let resolved): profile = resolved
        case .stop(let status): return status
        }
        let rules = try select(arguments.positionals)
        if format == "jsonl" {
            for info in rules { context.output.write(jsonLine(info, profile: profile) + "\n") }
        } else {
            context.output.write(text(rules, profile: profile))
        }
        return .success
    }

    /// The rules named by IDs (`AUTH-3`) or families (`AUTH`), in catalog order; all when none.
    static func select(_ words: [String]) throws(CommandLineError) -> [RuleInfo] {
        guard !words.isEmpty else { return RuleID.catalog }
        var wanted = Set<RuleID>()
        for word in words {
            let upper = word.uppercased()
            let family = RuleID.allCases.filter { $0.rawValue.hasPrefix(upper + "-") }
            if let rule = RuleID(rawValue: upper) {
                wanted.insert(rule)
            } else if !family.isEmpty {
                wanted.formUnion(family)
            } else {
                let suggestion = EditDistance.nearest(to: upper, among: RuleID.names)
                throw .invalidValue(
                    option: "RULE", value: word,
                    expected: "a rule ID or family such as AUTH-3 or ACC"
                        + (suggestion.map { " (did you mean \($0)?)" } ?? ""))
            }
        }
        return RuleID.catalog.filter { wanted.contains($0.id) }
    }

    /// The text listing: the profile first, then one block per rule.
    static func text(_ rules: [RuleInfo], profile: Profile) -> String {
        var out = "profile \(profile.name)\n"
        let width = rules.map(\.id.rawValue.count).max() ?? 0
        for info in rules {
            let seeds = info.seeds.isEmpty ? "-" : info.seeds.joined(separator: ",")
            // `apple`: Apple's API reference (docs/provenance.md), not an article.
            let source = seeds == "apple" ? "Apple docs" : "seed \(seeds)"
            out += "\n\(info.id.rawValue.padded(to: width))  \(info.provenanceText.padded(to: 5))  \(source)  "
            out += info.summary + (info.isAssumption ? " (rests on an assumption)" : "") + "\n"
            out += "  figure: \(info.figure)\n"
            if !info.parameters.isEmpty {
                let parameters = info.parameters.compactMap { name in
                    Profile.parameter(named: name).map { "\(name)=\($0.value(in: profile)) (\($0.provenanceText))" }
                }
                out += "  parameters: " + parameters.joined(separator: ", ") + "\n"
            }
            out +=
                "  code: Sources/LocationSystem/\(info.sourceFile)  test: Tests/LocationSystemTests/\(info.testFile)\n"
        }
        return out
    }

    /// One JSON object with sorted keys.
    static func jsonLine(_ info: RuleInfo, profile: Profile) -> String {
        let parameters = info.parameters.compactMap { name -> String? in
            guard let parameter = Profile.parameter(named: name) else { return nil }
            return "{\"name\":\(json(name)),\"provenance\":\(json(parameter.provenanceText)),"
                + "\"value\":\(json(parameter.value(in: profile)))}"
        }
        let fields: [(String, String)] = [
            ("assumption", info.isAssumption ? "true" : "false"),
            ("figure", json(info.figure)),
            ("id", json(info.id.rawValue)),
            ("parameters", "[" + parameters.joined(separator: ",") + "]"),
            ("provenance", json(info.provenanceText)),
            ("seeds", "[" + info.seeds.map(json).joined(separator: ",") + "]"),
            ("source", json("Sources/LocationSystem/" + info.sourceFile)),
            ("summary", json(info.summary)),
            ("test", json("Tests/LocationSystemTests/" + info.testFile)),
        ]
        return "{" + fields.map { "\(json($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    /// A JSON string literal, in the trace's own escaping.
    static func json(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
