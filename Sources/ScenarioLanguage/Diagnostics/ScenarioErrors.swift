/// Every error of one file, in line order: a bad file is reported whole, never half-run.
///
/// ```swift
/// switch ScenarioParser.parse(text, file: path) {
/// case .success(let scenario): run(scenario)
/// case .failure(let errors): print(errors.rendered); exit(65)
/// }
/// ```
public struct ScenarioErrors: Error, Equatable, Sendable, CustomStringConvertible {
    /// The errors, sorted by location (file order), at most the parser's error limit.
    public var errors: [ScenarioError]
    /// The error limit, when the parser reached it and stopped: the lines after the last error were
    /// not checked, and the rendering ends with a note that says so.
    public var stoppedAfter: Int?

    /// A list of errors; `stoppedAfter` is the limit the parser stopped at, if it did.
    public init(_ errors: [ScenarioError], stoppedAfter: Int? = nil) {
        self.errors = errors
        self.stoppedAfter = stoppedAfter
    }

    /// The compiler-style rendering with excerpts and carets (see ``ScenarioErrorRenderer``), then
    /// the note of a stop at the limit: after the last error, as a note about the file (it is no
    /// fault of a line, so it quotes none).
    public var rendered: String { ScenarioErrorRenderer.render(errors) + (stopNote.map { $0 + "\n" } ?? "") }

    /// `x.scenario: note: too many errors; stopped after 200 (at line 212); …`, or nil when the
    /// parser checked the whole file.
    public var stopNote: String? {
        guard let stoppedAfter, let last = errors.last else { return nil }
        return "\(last.location.file): note: too many errors; stopped after \(stoppedAfter) (at line "
            + "\(last.location.line)); the lines after it were not checked"
    }

    /// The rendering, so `print(errors)` shows something useful.
    public var description: String { rendered }
}
