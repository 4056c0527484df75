import SimulationKit

/// Why a profile name or a `set NAME VALUE` override was refused, carrying the input so the message
/// can quote it and suggest the nearest valid word.
public enum ProfileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No profile has this name.
    case unknownProfile(String, suggestion: String?)
    /// No parameter has this name.
    case unknownParameter(String, suggestion: String?)
    /// The value does not parse as the parameter's kind.
    case invalidValue(name: String, value: String, expected: String)

    /// The same error with the parameter's name filled in (value parsers do not know it).
    func named(_ name: String) -> ProfileError {
        if case .invalidValue(_, let value, let expected) = self {
            return .invalidValue(name: name, value: value, expected: expected)
        }
        return self
    }

    /// What went wrong and what to write instead.
    public var description: String {
        switch self {
        case .unknownProfile(let name, let suggestion):
            return "unknown profile \"\(name)\"" + Self.didYouMean(suggestion)
                + "; profiles: \(Profile.names.joined(separator: ", "))"
        case .unknownParameter(let name, let suggestion):
            return "unknown profile parameter \"\(name)\"" + Self.didYouMean(suggestion)
        case .invalidValue(let name, let value, let expected):
            return "invalid value \"\(value)\" for \(name.isEmpty ? "parameter" : name): expected \(expected)"
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
    }
}
