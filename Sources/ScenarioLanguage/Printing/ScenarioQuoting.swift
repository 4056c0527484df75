/// How the printer writes text so the lexer reads back exactly that text.
public enum ScenarioQuoting {
    /// `"text"` with `\` and `"` escaped.
    public static func quoted(_ text: String) -> String {
        // Escaped in the UTF-8 bytes, which hold `"` and `\` only as themselves: appending scalar
        // by scalar cost tens of instructions each, and a counterexample quotes whole texts.
        var text = text
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 2)
            result.append(UInt8(ascii: "\""))
            for byte in bytes {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { result.append(UInt8(ascii: "\\")) }
                result.append(byte)
            }
            result.append(UInt8(ascii: "\""))
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The text bare when it lexes as one word by itself, quoted otherwise.
    public static func word(_ text: String) -> String {
        guard !text.isEmpty else { return quoted(text) }
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ", "\t", "#", "\"", "=", "!", "<", ">", "(", ")", "[", "]", ",", "\u{201C}", "\u{201D}":
                return quoted(text)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { return quoted(text) }
            }
        }
        return text
    }

    /// Words after a keyword and a name (`fault NAME ARGS`, `call API ARGS`), each bare or quoted.
    static func words(_ head: [String], _ arguments: [String]) -> String {
        (head + arguments.map(word)).joined(separator: " ")
    }
}
