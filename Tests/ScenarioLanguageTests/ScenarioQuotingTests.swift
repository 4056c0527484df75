import Testing

@testable import ScenarioLanguage

/// Printing quotes a text with `"` and `\` escaped, written in the UTF-8 bytes: it must be the text
/// escaping each scalar gives, for any text, and parse back to the text itself.
@Suite("scenario quoting: escaped in the bytes as by the scalars")
struct ScenarioQuotingTests {
    /// The text escaped scalar by scalar.
    static func reference(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { result.unicodeScalars.append("\\") }
            result.unicodeScalars.append(scalar)
        }
        return result + "\""
    }

    @Test("plain, quoted, backslashed, non-ASCII and empty texts")
    func matchesScalarEscaping() {
        let texts = [
            "", "Start run", "say \"hi\"", "C:\\path\\", "\\\"", "ünï “curly” 🇫🇷", "tab\there",
            String(repeating: "ab\"", count: 300),
        ]
        for text in texts {
            #expect(ScenarioQuoting.quoted(text) == Self.reference(text), "\(text.debugDescription)")
        }
        #expect(ScenarioQuoting.quoted("a\"b\\c") == #""a\"b\\c""#)
    }
}
