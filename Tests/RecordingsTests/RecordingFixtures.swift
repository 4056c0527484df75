import AppModels
import Foundation
import Recordings
import Replay
import ScenarioLanguage

/// The recordings under Tests/RecordingsTests/Fixtures, transcribed from the seeds' measured figures
/// (docs/recordings.md lists what each holds and where its figures come from).
enum RecordingFixtures {
    /// The fixtures folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The package root, for docs.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The fixtures of iOS 27.0's measured behaviour, by file name.
    static let measured = [
        "allow-once-expiry.jsonl", "initial-callbacks.jsonl", "revoke-code-1-then-2.jsonl", "settings-table.jsonl",
        "temporary-full-accuracy-run1.jsonl", "temporary-full-accuracy-run2.jsonl",
        "temporary-full-accuracy-run3.jsonl", "temporary-full-accuracy-run4.jsonl",
        "temporary-full-accuracy-run5.jsonl", "temporary-full-accuracy-run6.jsonl",
        "upgrade-keep-only-while-using.jsonl", "service-session-prompts.jsonl", "motion-one-answer.jsonl",
    ]

    /// The fixtures edited to a hypothetical next iOS, each breaking one rule.
    static let iosNext = [
        "ios-next/allow-once-expiry-25s.jsonl", "ios-next/keep-only-while-using-callback.jsonl",
        "ios-next/motion-denied-after-allow.jsonl", "ios-next/precise-fixes-with-precise-off.jsonl",
    ]

    /// The path of fixture `name`.
    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Fixture `name`, read; a fault is a thrown error with its rendering.
    static func load(_ name: String) throws -> Recording {
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
        return try RecordingReader.read(bytes, file: name).get()
    }

    /// What reading `text` as a recording named `file` reports, rendered; empty when it reads.
    static func faults(_ text: String, file: String = "bad.jsonl") -> String {
        switch RecordingReader.read(Array(text.utf8), file: file) {
        case .success: return ""
        case .failure(let errors): return errors.description
        }
    }

    /// Runs a scenario's text with the built-in models; the outcome.
    static func run(_ text: String, file: String) throws -> RunOutcome {
        let registry = BuiltinModels.registry
        let scenario = try ScenarioParser.parse(text, file: file, vocabulary: .system(models: registry)).get()
        var run = ScenarioRun(try RunSetup.prepare(scenario, source: text, registry: registry).get())
        return run.run { _ in }
    }
}
