import Replay
import ScenarioLanguage

/// One fault of a recording file, at its line and column, with the line's text for the caret: the
/// located error a scenario's setup reports too, rendered the same way (`file:line:column: error: …`,
/// the line, a caret).
public typealias RecordingError = RunSetupError

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
