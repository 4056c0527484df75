import Testing

@testable import ScenarioLanguage

/// A run quotes the line of a step that cannot happen (`SourceLines.line(_:of:)`), found in the UTF-8
/// bytes: the line the parser numbers so — `\r\n` a break as `\n` is, a byte order mark not part
/// of the first line.
@Suite("source lines: found in the bytes, numbered as the parser numbers them")
struct SourceLineTests {
    /// The text split on `"\n"` characters, without a line's last carriage return: the lines of a
    /// text without `\r\n` (where `\r\n`, one character, would not split).
    static func reference(_ number: Int, of source: String) -> String {
        guard number >= 1 else { return "" }
        var current = 1
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number { return line.hasSuffix("\r") ? String(line.dropLast()) : String(line) }
            current += 1
        }
        return ""
    }

    static let sources = [
        "", "\n", "one", "one\n", "one\ntwo\nthree", "one\n\nthree\n", "a\rb\nc\r", "\n\r",
        "ünï\ncödé ✓\n🇫🇷 flag\n", "é\u{301}\nx", "tab\there\n  3s  launch   # note\nend 40s\r", "\n\n\n",
        "last\r", "\r",
    ]

    @Test("every line of texts with LF, a lone CR, empty lines and non-ASCII text, and lines past the end")
    func matchesSplitting() {
        for source in Self.sources {
            for number in -1...8 {
                #expect(
                    SourceLines.line(number, of: source) == Self.reference(number, of: source),
                    "line \(number) of \(source.debugDescription)")
            }
        }
    }

    @Test("a text with CRLF line ends has the lines of the same text with LF, as the parser reads it")
    func crlfLinesAreLines() {
        for source in Self.sources where !source.contains("\r") {
            let crlf = source.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
            for number in -1...8 {
                #expect(
                    SourceLines.line(number, of: crlf) == SourceLines.line(number, of: source),
                    "\(crlf.debugDescription)")
            }
        }
        #expect(SourceLines.line(1, of: "\u{FEFF}scenario \"x\"\r\nmodel m") == "scenario \"x\"")
    }

    @Test("a line of a scenario: the line itself, without its break")
    func scenarioLine() {
        let source = "scenario \"x\"\nmodel authorization\n0s launch\r\n1s tap \"Start\"\nend 5s\n"
        #expect(SourceLines.line(2, of: source) == "model authorization")
        #expect(SourceLines.line(3, of: source) == "0s launch")
        #expect(SourceLines.line(4, of: source) == "1s tap \"Start\"")
        #expect(SourceLines.line(6, of: source) == "")
        #expect(SourceLines.line(7, of: source) == "")
    }
}
