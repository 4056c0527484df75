/// Every error of one file, in line order: a bad file is reported whole, never half-run.
///
/// ```swift
/// switch ScenarioParser.parse(text, file: path) {
/// case .success(let scenario): run(scenario)
/// case .failure(let errors): print(errors.rendered); exit(65)
/// }
/// ```
public struct ScenarioErrors: Error, Equatable, Sendable, CustomStringConvertible {
    /// The errors, sorted by location (file order), at most the parser's error limit plus one.
    public var errors: [ScenarioError]

    /// A list of errors.
    public init(_ errors: [ScenarioError]) {
        self.errors = errors
    }

    /// The compiler-style rendering with excerpts and carets (see ``ScenarioErrorRenderer``).
    public var rendered: String { ScenarioErrorRenderer.render(errors) }

    /// The rendering, so `print(errors)` shows something useful.
    public var description: String { rendered }
}
