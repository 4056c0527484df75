/// A subcommand's command line after parsing: positional arguments in order, and each option's values
/// in the order given.
public struct ParsedArguments: Sendable, Equatable {
    /// Arguments that are not options, in order.
    public var positionals: [String] = []
    /// Values of valued options by name (`--seed` → `["7"]`), in the order given.
    public var values: [String: [String]] = [:]
    /// Flags that were given (`--update`).
    public var flags: Set<String> = []

    /// An empty parse, filled by ``ArgumentParser``.
    public init() {}

    /// Whether a flag was given.
    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The last value given for an option, the usual "later wins" rule.
    public func value(_ option: String) -> String? { values[option]?.last }

    /// Every value given for a repeatable option, in order.
    public func allValues(_ option: String) -> [String] { values[option] ?? [] }
}
