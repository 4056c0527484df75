import SimulationKit
import Vocabulary

/// A typed value on the right of a comparison or in a callback field.
///
/// The parser types values by what they are compared with (`status == 4` is a status, `ui.count == 4`
/// an integer), so the runner never re-parses text and `status == 4` equals `status == authorizedWhenInUse`.
public enum Value: Hashable, Sendable, CustomStringConvertible {
    /// An authorization status.
    case status(AuthorizationStatus)
    /// An accuracy authorization.
    case accuracy(Accuracy)
    /// A motion authorization status.
    case motion(MotionStatus)
    /// A camera or microphone status, in its framework's words.
    case privacy(PrivacyStatus)
    /// An app lifecycle state from the vocabulary.
    case appState(String)
    /// An alert kind from the vocabulary, or `none`.
    case alertKind(String)
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case integer(Int64)
    /// A decimal number, exact.
    case decimal(ExactDecimal)
    /// A time such as `2s`.
    case duration(SimDuration)
    /// A quoted string.
    case string(String)
    /// A bare word (a model's own enumeration value, such as `explainThenAsk`).
    case word(String)

    /// The spelling the printer writes back; strings are quoted, everything else is a bare word.
    public var description: String {
        switch self {
        case .status(let status): return status.description
        case .accuracy(let accuracy): return accuracy.rawValue
        case .motion(let motion): return motion.name
        case .privacy(let status): return status.name
        case .appState(let word), .alertKind(let word), .word(let word): return word
        case .bool(let value): return value ? "true" : "false"
        case .integer(let value): return String(value)
        case .decimal(let value): return value.description
        case .duration(let value): return value.scenarioText
        case .string(let text): return ScenarioQuoting.quoted(text)
        }
    }
}
