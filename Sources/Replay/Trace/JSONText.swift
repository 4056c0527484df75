import SimulationKit

/// locsim's own JSON writer: sorted keys, no whitespace, RFC 8259 escaping, numbers from exact text.
///
/// Foundation's `JSONEncoder` is not used for traces because its number formatting and escaping of
/// `/` differ between Linux and macOS releases, and a golden trace must not.
public enum JSONText {
    /// Appends `value` as JSON.
    public static func write(_ value: TraceValue, into text: inout String) {
        switch value {
        case .string(let string): text += quoted(string)
        case .int(let number): text += String(number)
        case .decimal(let digits): text += digits
        case .bool(let flag): text += flag ? "true" : "false"
        case .null: text += "null"
        case .array(let values):
            text += "["
            for (index, element) in values.enumerated() {
                if index > 0 { text += "," }
                write(element, into: &text)
            }
            text += "]"
        case .object(let fields):
            writeObject(fields.entries.map { ($0.key, $0.value) }, into: &text)
        }
    }

    /// Appends an object whose keys are already in the order to write (callers sort them).
    public static func writeObject(_ fields: [(String, TraceValue)], into text: inout String) {
        text += "{"
        for (index, (key, element)) in fields.enumerated() {
            if index > 0 { text += "," }
            text += quoted(key)
            text += ":"
            write(element, into: &text)
        }
        text += "}"
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    public static func quoted(_ string: String) -> String {
        // Most strings need no escaping at all: check the bytes once and copy them whole.
        if !string.containsUTF8Byte(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            // Room for the whole literal at once: two concatenations would allocate twice.
            var text = ""
            text.reserveCapacity(string.utf8.count + 2)
            text += "\""
            text += string
            text += "\""
            return text
        }
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }
}
