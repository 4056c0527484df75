/// Reads scenario text into a ``Scenario``, or reports every error of the file at once.
///
/// The entry point of the language: the runner, the CLI and tools call it with the file's name (for
/// messages) and the vocabulary of names they know. It never traps and never runs long on any input:
/// lines are decoded on their own, every loop is bounded by the input, and ``ScenarioLimits`` caps the
/// rest.
///
/// ```swift
/// switch ScenarioParser.parse(text, file: "Scenarios/x.scenario", vocabulary: .standard) {
/// case .success(let scenario): print(scenario.timeline.count)
/// case .failure(let errors): print(errors.rendered, terminator: "")
/// }
/// ```
public enum ScenarioParser {
    /// Parses text.
    public static func parse(
        _ text: String, file: String, vocabulary: ScenarioVocabulary = .standard, limits: ScenarioLimits = .standard
    ) -> Result<Scenario, ScenarioErrors> {
        parse(bytes: Array(text.utf8), file: file, vocabulary: vocabulary, limits: limits)
    }

    /// Parses raw bytes, as read from a file: invalid UTF-8 is an error on its line, not a crash.
    public static func parse(
        bytes: [UInt8], file: String, vocabulary: ScenarioVocabulary = .standard,
        limits: ScenarioLimits = .standard
    ) -> Result<Scenario, ScenarioErrors> {
        var parser = FileParser(file: file, vocabulary: vocabulary, limits: limits)
        return parser.parse(bytes)
    }

    /// The error for a file of `length` bytes, past `limits`' largest: what `parse` reports, for a
    /// reader that checks the size before reading the file.
    public static func tooLarge(file: String, length: Int, limits: ScenarioLimits = .standard) -> ScenarioErrors {
        let problem = ScenarioProblem.fileTooLarge(length: length, limit: limits.maximumFileBytes)
        let location = SourceLocation(file: file, line: 1, column: 1)
        return ScenarioErrors([ScenarioError(problem: problem, location: location, lineText: "")])
    }
}

extension Scenario {
    /// Parses text, throwing all of its errors: the form for code that prefers `try`.
    public init(
        parsing text: String, file: String, vocabulary: ScenarioVocabulary = .standard
    ) throws(ScenarioErrors) {
        self = try ScenarioParser.parse(text, file: file, vocabulary: vocabulary).get()
    }
}
