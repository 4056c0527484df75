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
}

extension Scenario {
    /// Parses text, throwing all of its errors: the form for code that prefers `try`.
    public init(
        parsing text: String, file: String, vocabulary: ScenarioVocabulary = .standard
    ) throws(ScenarioErrors) {
        self = try ScenarioParser.parse(text, file: file, vocabulary: vocabulary).get()
    }
}
