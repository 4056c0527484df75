/// Writes errors the way compilers do, so editors link them and people see the fault at a glance:
///
/// ```text
/// Scenarios/x.scenario:12:9: error: unknown step "backgorund"; did you mean "background"?
///    12 | 10s     backgorund
///       |         ^~~~~~~~~~
/// ```
public enum ScenarioErrorRenderer {
    /// The longest excerpt shown, in scalars; longer lines are cut around the caret.
    public static let excerptLimit = 160

    /// All errors, one block each, joined by newlines, ending with a newline.
    public static func render(_ errors: [ScenarioError]) -> String {
        errors.map(render).joined()
    }

    /// One error: the message line, the excerpt line and the caret line.
    public static func render(_ error: ScenarioError) -> String {
        var scalars = Array(error.lineText.unicodeScalars).map(Self.printable)
        var caretStart = max(0, error.location.column - 1)
        var caretLength = max(1, error.length)
        if scalars.count > excerptLimit {
            let from = max(0, min(caretStart - excerptLimit / 2, scalars.count - excerptLimit))
            scalars = Array(scalars[from..<min(scalars.count, from + excerptLimit)])
            caretStart -= from
        }
        caretStart = min(caretStart, scalars.count)
        caretLength = max(1, min(caretLength, max(1, scalars.count - caretStart)))
        let number = String(error.location.line)
        let gutter = String(repeating: " ", count: max(5, number.count))
        let paddedNumber = String(repeating: " ", count: gutter.count - number.count) + number
        var indent = ""
        for scalar in scalars.prefix(caretStart) {
            indent.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
        }
        let caret = "^" + String(repeating: "~", count: caretLength - 1)
        let excerpt = String(String.UnicodeScalarView(scalars))
        var text = "\(error.description)\n"
        text += "\(paddedNumber) | \(excerpt)\n".trailingSpaceTrimmed
        text += "\(gutter) | \(indent)\(caret)\n"
        return text
    }

    /// `line` as an excerpt shows it: every character ``DisplayPath`` would escape but a tab shown as
    /// U+FFFD, one for one, so the caret below still lines up. Control characters would move the
    /// terminal's cursor, and bidirectional overrides reorder what it shows.
    public static func excerpt(_ line: String) -> String {
        String(String.UnicodeScalarView(line.unicodeScalars.map(printable)))
    }

    private static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        scalar != "\t" && DisplayPath.needsEscape(scalar) ? "\u{FFFD}" : scalar
    }
}

extension String {
    /// The line without spaces before its newline, so an empty excerpt renders as `   1 |`.
    fileprivate var trailingSpaceTrimmed: String {
        var scalars = Array(unicodeScalars)
        let hasNewline = scalars.last == "\n"
        if hasNewline { scalars.removeLast() }
        while let last = scalars.last, last == " " { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars)) + (hasNewline ? "\n" : "")
    }
}
