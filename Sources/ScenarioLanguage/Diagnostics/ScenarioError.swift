/// One fault of a scenario file: the problem (data), where it is, and the line it is on.
///
/// Every problem has a place, so the place is factored out of ``ScenarioProblem``; the line's text is
/// kept so the error renders with its caret without rereading the file.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var problem: ScenarioProblem
    /// Where the fault begins.
    public var location: SourceLocation
    /// How many scalars the caret underlines (at least 1).
    public var length: Int
    /// The source line, for the excerpt (bad bytes shown as U+FFFD).
    public var lineText: String

    /// An error; ``ScenarioParser`` builds these.
    public init(problem: ScenarioProblem, location: SourceLocation, length: Int = 1, lineText: String) {
        self.problem = problem
        self.location = location
        self.length = max(1, length)
        self.lineText = lineText
    }

    /// `file:line:column: error: message`, the first line of the rendering.
    public var description: String { "\(location): error: \(problem)" }
}
