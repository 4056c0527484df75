import ScenarioLanguage
import SimulationKit

/// A wrong command line, carrying the offending input; the wording lives in ``description`` and tests
/// pin it. Every case exits 64 with the usage line. What the user typed is quoted through
/// ``DisplayPath/escaped(_:)``: an argument can hold an escape sequence or a newline, and the message
/// goes to a terminal.
public enum CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A subcommand that does not exist, with the nearest that does.
    case unknownSubcommand(String, suggestion: String?)
    /// An option the subcommand does not take, with the nearest it does.
    case unknownOption(String, subcommand: String, suggestion: String?)
    /// A valued option at the end of the line with no value after it.
    case missingValue(option: String, valueName: String)
    /// An option given twice that may be given once.
    case repeatedOption(String)
    /// A parameter `--set` gives a second time, with the first `NAME=VALUE` given for it.
    case repeatedSetting(String, first: String)
    /// A value the option cannot use (`--seed abc`).
    case invalidValue(option: String, value: String, expected: String)
    /// A name the option does not know (`--profile nope`): what it names (`profile`), what it takes
    /// (the known names, worded), and the nearest known name.
    case unknownName(option: String, value: String, noun: String, expected: String, suggestion: String?)
    /// A positional argument the subcommand does not take.
    case unexpectedArgument(String, subcommand: String)
    /// A positional argument the subcommand needs.
    case missingArgument(String, subcommand: String)
    /// An output path that names the same file as an input or another output of the command, each
    /// described with its option or role and path (`--output 'a.scenario'`).
    case sharedPath(output: String, other: String)

    /// The message after `Error: `.
    public var description: String {
        switch self {
        case .unknownSubcommand(let name, let suggestion):
            return "unknown subcommand '\(DisplayPath.escaped(name))'." + Self.didYouMean(suggestion)
        case .unknownOption(let name, let subcommand, let suggestion):
            return "unknown option '\(DisplayPath.escaped(name))' for '\(subcommand)'." + Self.didYouMean(suggestion)
        case .missingValue(let option, let valueName):
            return "option '\(option)' needs a value: \(option) \(valueName)."
        case .repeatedOption(let option):
            return "option '\(option)' was given more than once; give it once."
        case .repeatedSetting(let name, let first):
            return "duplicate '--set \(DisplayPath.escaped(name))'; already given as "
                + "'--set \(DisplayPath.escaped(first))'; set each parameter once."
        case .invalidValue(let option, let value, let expected):
            return "invalid value '\(DisplayPath.escaped(value))' for '\(option)': expected \(expected)."
        case .unknownName(let option, let value, let noun, let expected, let suggestion):
            return "unknown \(noun) '\(DisplayPath.escaped(value))' for '\(option)'; expected \(expected)."
                + Self.didYouMean(suggestion)
        case .unexpectedArgument(let argument, let subcommand):
            return "'\(subcommand)' takes no argument '\(DisplayPath.escaped(argument))'."
        case .missingArgument(let name, let subcommand):
            return "'\(subcommand)' needs \(name)."
        case .sharedPath(let output, let other):
            return "\(output) is also \(other); write to another path."
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " Did you mean '\($0)'?" } ?? ""
    }
}
