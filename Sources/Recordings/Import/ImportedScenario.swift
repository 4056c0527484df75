import AppModels
import Replay
import ScenarioLanguage

/// A scenario written from a recording: its text, and for each of its lines the recording line it
/// came from, so a line the scenario language refuses (an API it does not know) is reported at the
/// recording's line, where the fault is.
public struct ImportedScenario: Hashable, Sendable {
    /// The scenario file's text.
    public var text: String
    /// For line `n` of ``text`` (at index `n - 1`), the recording's line, or 0 for a line of the import's own.
    public var recordingLines: [Int]

    /// The scenario, parsed with the system's vocabulary; a refused line becomes an error at the
    /// recording line it came from.
    public func parse(
        file: String, recording: Recording, models: ModelRegistry
    ) -> Result<Scenario, RecordingErrors> {
        guard !recording.events.isEmpty else {
            // Said here, where the import has nothing to replay: the scenario would have no step.
            return .failure(
                RecordingErrors([
                    RecordingError(
                        location: SourceLocation(file: recording.file, line: 1, column: 1),
                        lineText: recording.line(1),
                        message: "the recording has its header but no event; missing: the event lines after the "
                            + "header, one JSON object each with \"time_us\" and \"kind\", such as "
                            + "{\"time_us\":0,\"kind\":\"app\",\"event\":\"launch\"}")
                ]))
        }
        let vocabulary = ScenarioVocabulary.system(models: models)
        switch ScenarioParser.parse(text, file: file, vocabulary: vocabulary) {
        case .success(let scenario): return .success(scenario)
        case .failure(let errors):
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return .failure(
                RecordingErrors(
                    errors.errors.map { error in
                        let index = error.location.line - 1
                        let source = index < recordingLines.count ? recordingLines[index] : 0
                        let written = index < lines.count ? String(lines[index]) : ""
                        return RecordingError(
                            location: SourceLocation(file: recording.file, line: max(1, source), column: 1),
                            lineText: recording.line(max(1, source)),
                            message: "cannot replay this event: the scenario line `\(RecordLine.cut(written))` it "
                                + "becomes is refused: "
                                + "\(error.problem)")
                    }))
        }
    }
}
