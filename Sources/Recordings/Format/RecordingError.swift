import Replay
import ScenarioLanguage

/// One fault of a recording file, at its line and column, with the line's text for the caret. It
/// renders as every locsim error does (`file:line:column: error: …`, the line, a caret), through the
/// same renderer as a scenario's setup errors.
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the fault begins.
    public var location: SourceLocation
    /// The line, for the excerpt.
    public var lineText: String
    /// What is wrong and what would be right.
    public var message: String

    /// An error at `location`.
    public init(location: SourceLocation, lineText: String, message: String) {
        self.location = location
        self.lineText = lineText
        self.message = message
    }

    /// The rendered error: the message line, the excerpt and the caret.
    public var description: String {
        RunSetupError(location: location, lineText: lineText, message: message).description
    }
}

/// Every fault of one recording, in line order.
public struct RecordingErrors: Error, Hashable, Sendable, CustomStringConvertible {
    /// The faults.
    public var errors: [RecordingError]

    /// Wraps the faults.
    public init(_ errors: [RecordingError]) {
        self.errors = errors
    }

    /// Each fault rendered, one after another.
    public var description: String { errors.map(\.description).joined() }
}
