/// One JSON value of a recording line, as read: numbers keep their text (a time is an exact integer
/// of microseconds, never a rounded double), and an object keeps its members in the order written,
/// each with the byte offset of its key, so an error about a field points at that field.
public indirect enum JSONValue: Equatable, Sendable {
    /// `{…}`: members in the order written.
    case object([JSONMember])
    /// `[…]`.
    case array([JSONValue])
    /// A string, unescaped.
    case string(String)
    /// A number, as written (`8700000`, `-0.1246`, `5411.8`).
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The member named `key` of an object, if any.
    public subscript(key: String) -> JSONMember? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }
    }

    /// The value as a message quotes it: a number or literal as written, a string quoted, `{…}`, `[…]`.
    public var shortText: String {
        switch self {
        case .object: return "{…}"
        case .array: return "[…]"
        case .string(let text): return "\"\(text)\""
        case .number(let text): return text
        case .bool(let value): return String(value)
        case .null: return "null"
        }
    }

    /// What a message calls this kind of value (`a string`, `a number`).
    public var kindName: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        }
    }
}

/// One `"key": value` of an object, with where its key starts in the line (a byte offset).
public struct JSONMember: Equatable, Sendable {
    /// The key, unescaped.
    public var key: String
    /// The value.
    public var value: JSONValue
    /// The byte offset of the key's opening quote in the line.
    public var offset: Int
}
