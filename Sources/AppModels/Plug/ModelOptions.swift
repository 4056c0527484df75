/// The options a scenario gives its model (`model run-screen needsAlways=true`), in the order written.
public struct ModelOptions: Hashable, Sendable {
    /// The options as written, in order.
    public var entries: [(key: String, value: String)] {
        get { storage.map { ($0.key, $0.value) } }
        set { storage = newValue.map { Entry(key: $0.key, value: $0.value) } }
    }

    private struct Entry: Hashable, Sendable {
        var key: String
        var value: String
    }

    private var storage: [Entry]

    /// Options from `key=value` pairs; a later repeat of a key wins.
    public init(_ entries: [(key: String, value: String)] = []) {
        storage = entries.map { Entry(key: $0.key, value: $0.value) }
    }

    /// The value of `key` as written, if given.
    public func text(_ key: String) -> String? {
        storage.last { $0.key == key }?.value
    }

    /// A boolean option (`true`/`false`, `yes`/`no`, `on`/`off`).
    public func flag(_ key: String, default fallback: Bool) throws(ModelOptionError) -> Bool {
        guard let text = text(key) else { return fallback }
        switch text.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: throw .invalidValue(key: key, value: text, expected: "true or false")
        }
    }

    /// A whole-number option.
    public func number(_ key: String, default fallback: Int) throws(ModelOptionError) -> Int {
        guard let text = text(key) else { return fallback }
        guard let value = Int(text) else {
            throw .invalidValue(key: key, value: text, expected: "a whole number")
        }
        return value
    }
}

/// Why a model refused its options; the runner reports it as a bad scenario (exit 65) at the
/// `model` line.
public enum ModelOptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The model has no option of that name.
    case unknownKey(String, known: [String])
    /// The value does not fit the option.
    case invalidValue(key: String, value: String, expected: String)

    /// What is wrong and what would be right.
    public var description: String {
        switch self {
        case .unknownKey(let key, let known):
            return "unknown option \"\(key)\""
                + (known.isEmpty ? "; this model takes no options" : "; options: " + known.joined(separator: ", "))
        case .invalidValue(let key, let value, let expected):
            return "option \(key)=\(value): expected \(expected)"
        }
    }
}
