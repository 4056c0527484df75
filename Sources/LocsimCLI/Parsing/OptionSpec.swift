/// One option a subcommand accepts, declared as data so that parsing, `--help` and "Did you mean …?"
/// all come from the same list and cannot drift apart.
public struct OptionSpec: Sendable {
    /// The spelling with dashes (`--seed`).
    public let name: String
    /// The placeholder for its value (`N`), or nil for a flag that takes none.
    public let valueName: String?
    /// Whether it may be given more than once (`--set A=1 --set B=2`).
    public let repeatable: Bool
    /// One line of help.
    public let help: String
    /// Left out of help, usage lines and suggestions: an option one process passes another (the
    /// worker processes `explore --jobs N` starts), not one a person types.
    public let hidden: Bool

    /// Declares an option.
    public init(
        _ name: String, value valueName: String? = nil, repeatable: Bool = false, hidden: Bool = false, help: String
    ) {
        self.name = name
        self.valueName = valueName
        self.repeatable = repeatable
        self.hidden = hidden
        self.help = help
    }

    /// `--seed N`, as usage lines show it.
    public var synopsis: String {
        valueName.map { "\(name) \($0)" } ?? name
    }
}
