import ScenarioLanguage

/// A scenario that parsed but cannot be set up: a `set` value the profile refuses, a model option the
/// model refuses, a `--model` or `--set` that does not exist. Reported like a parse error, at the line
/// (or as a command-line problem when it came from the command line), and never half-run.
public struct RunSetupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the file, or nil when the command line is at fault.
    public var location: SourceLocation?
    /// The text of that line, for the excerpt.
    public var lineText: String
    /// What is wrong and what would be right.
    public var message: String

    /// An error at a line of the file.
    public init(location: SourceLocation?, lineText: String = "", message: String) {
        self.location = location
        self.lineText = lineText
        self.message = message
    }

    /// `file:line:column: error: message`, the line and a caret; or `error: message` for the
    /// command line.
    public var description: String {
        Self.render("error", location: location, lineText: lineText, message: message)
    }

    /// `file:line:column: LABEL: message`, the line and a caret under the column, as compilers print
    /// them; or `LABEL: message` without a location. Shared by errors and warnings. The place and
    /// message are escaped (``DisplayPath``) and the line shown as ``ScenarioErrorRenderer/excerpt(_:)``
    /// does: they quote a file's name and text (a profile file's words, a recording's fields), and go
    /// to a terminal.
    static func render(_ label: String, location: SourceLocation?, lineText: String, message: String) -> String {
        guard let location else { return DisplayPath.escaped("\(label): \(message)") + "\n" }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: max(5, number.count))
        let padded = String(repeating: " ", count: gutter.count - number.count) + number
        // A long line (a recording's line can be megabytes) is cut around the caret, as the parser's are.
        var scalars = Array(ScenarioErrorRenderer.excerpt(lineText).unicodeScalars)
        var column = max(0, location.column - 1)
        let limit = ScenarioErrorRenderer.excerptLimit
        if scalars.count > limit {
            let from = max(0, min(column - limit / 2, scalars.count - limit))
            scalars = Array(scalars[from..<from + limit])
            column -= from
        }
        let excerpt = String(String.UnicodeScalarView(scalars))
        // A tab before the column stays a tab under it, so the caret lines up however tabs are shown.
        var indent = String(scalars.prefix(column).map { $0 == "\t" ? "\t" : " " })
        indent += String(repeating: " ", count: max(0, column - indent.count))
        // An empty line renders as `    1 |`, as the parser's excerpts do, with no trailing space.
        return DisplayPath.escaped("\(location): \(label): \(message)")
            + "\n\(padded) |\(excerpt.isEmpty ? "" : " " + excerpt)\n\(gutter) | \(indent)^\n"
    }
}
