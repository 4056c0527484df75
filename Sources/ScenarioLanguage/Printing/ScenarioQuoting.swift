/// How the printer writes text so the lexer reads back exactly that text.
public enum ScenarioQuoting {
    /// `"text"` with `\` and `"` escaped.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { result.unicodeScalars.append("\\") }
            result.unicodeScalars.append(scalar)
        }
        return result + "\""
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
