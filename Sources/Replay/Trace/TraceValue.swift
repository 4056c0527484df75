import SimulationKit

/// A value in a trace record: what JSON can hold, with numbers kept exact.
///
/// The trace must print byte for byte the same on every machine, so there is no `Double` here:
/// integers are integers, and fixed-point figures (a latitude of `51.500700`, an accuracy of
/// `5411.8`) travel as their exact decimal text and are written unquoted.
public enum TraceValue: Hashable, Sendable {
    /// A JSON string.
    case string(String)
    /// A JSON integer.
    case int(Int64)
    /// A JSON number written from exact decimal text (`51.500700`), never through binary floating point.
    case decimal(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`: a field that exists and has no value (a live update with no location).
    case null
    /// A JSON array.
    case array([TraceValue])
    /// A JSON object, its keys sorted.
    case object(TraceFields)

    /// The value as a person reads it in the text timeline: strings quoted (and escaped) only when
    /// they are empty or hold a space, a quote or a control character (a newline would split the
    /// line), arrays as `[a, b]`.
    public var plainText: String {
        switch self {
        case .string(let text):
            return text.isEmpty || text.containsUTF8Byte(where: { $0 <= 0x20 || $0 == 0x22 })
                ? JSONText.quoted(text) : text
        case .int(let value): return String(value)
        case .decimal(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .null: return "none"
        case .array(let values): return "[" + values.map(\.plainText).joined(separator: ", ") + "]"
        case .object(let fields):
            return "{" + fields.map { "\($0.key): \($0.value.plainText)" }.joined(separator: ", ") + "}"
        }
    }

    /// The value as compact JSON with sorted keys.
    public var json: String {
        var text = ""
        JSONText.write(self, into: &text)
        return text
    }
}

extension TraceValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    /// A string field from a literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer field from a literal.
    public init(integerLiteral value: Int64) { self = .int(value) }
    /// A boolean field from a literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
