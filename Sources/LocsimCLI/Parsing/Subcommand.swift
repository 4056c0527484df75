/// One verb of the `locsim` command (`run`, `test`, `explore`, …), declared as data: its options and
/// help text drive parsing, `--help` and suggestions, and ``run`` does the work.
public struct Subcommand: Sendable {
    /// The word typed after `locsim`.
    public let name: String
    /// One line for the subcommand list.
    public let abstract: String
    /// Positional arguments as the usage line shows them (`FILE…`), empty for none.
    public let arguments: String
    /// The options it takes, besides the implicit `-h`/`--help`.
    public let options: [OptionSpec]
    /// Longer help shown by `locsim help NAME`, with examples.
    public let discussion: String
    /// Does the work; a ``CommandLineError`` thrown from here is reported with the usage line.
    public let run: @Sendable (ParsedArguments, CommandContext) throws -> ExitCode

    /// The program name its usage line starts with; set by the command line that registers it.
    public private(set) var programName = "locsim"

    /// A copy whose usage line names `program`.
    func named(in program: String) -> Subcommand {
        var copy = self
        copy.programName = program
        return copy
    }

    /// Declares a subcommand.
    public init(
        name: String, abstract: String, arguments: String = "", options: [OptionSpec] = [],
        discussion: String = "", run: @escaping @Sendable (ParsedArguments, CommandContext) throws -> ExitCode
    ) {
        self.name = name
        self.abstract = abstract
        self.arguments = arguments
        self.options = options
        self.discussion = discussion
        self.run = run
    }

    /// `locsim run FILE… [--seed N] …`, the line every error about this subcommand ends with.
    public var usageLine: String {
        var parts = [programName, name]
        if !arguments.isEmpty { parts.append(arguments) }
        parts += options.filter { !$0.hidden }.map { "[\($0.synopsis)]" + ($0.repeatable ? "…" : "") }
        return "Usage: " + parts.joined(separator: " ")
    }

    /// The full `--help` text.
    public var helpText: String {
        var text = "\(abstract)\n\n\(usageLine)\n"
        let rows = options.filter { !$0.hidden }.map { ($0.synopsis, $0.help) } + [("-h, --help", "Show this help.")]
        let width = rows.map(\.0.count).max() ?? 0
        text += "\nOptions:\n"
        for (synopsis, help) in rows {
            text += "  " + synopsis.padded(to: width) + "  " + help + "\n"
        }
        if !discussion.isEmpty {
            text += "\n" + discussion + (discussion.hasSuffix("\n") ? "" : "\n")
        }
        return text
    }
}
