import SimulationKit

/// Splits a subcommand's arguments into options and positionals against its declared
/// ``OptionSpec``s, and turns every mistake into a ``CommandLineError`` with a suggestion.
///
/// Accepts `--name value`, `--name=value`, flags, and `--` to end options (for a file called `-x`).
public enum ArgumentParser {
    /// Parses `arguments` (without the subcommand's own name) for `subcommand`.
    public static func parse(
        _ arguments: [String], options: [OptionSpec], subcommand: String
    ) throws(CommandLineError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                let suggestion = EditDistance.nearest(to: name, among: options.filter { !$0.hidden }.map(\.name))
                throw .unknownOption(name, subcommand: subcommand, suggestion: suggestion)
            }
            if let valueName = spec.valueName {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw .missingValue(option: name, valueName: valueName)
                }
                if !spec.repeatable, parsed.values[name] != nil {
                    throw .repeatedOption(name)
                }
                parsed.values[name, default: []].append(value)
            } else {
                if inlineValue != nil {
                    throw .invalidValue(option: name, value: inlineValue ?? "", expected: "no value (it is a flag)")
                }
                parsed.flags.insert(name)
            }
        }
        return parsed
    }
}
