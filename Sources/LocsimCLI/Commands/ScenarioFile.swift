import AppModels
import Foundation
import Replay
import ScenarioLanguage

/// Reading scenario files from disk for `run`, `test` and `explore`: the bytes, the parse with the
/// system's vocabulary, and the setup, with every problem turned into the message and exit status a
/// user needs (65 for a bad file, 64 for a path that is not there).
enum ScenarioFile {
    /// A file that parsed and set up, ready to run.
    struct Loaded {
        var path: String
        var source: String
        var prepared: PreparedRun

        /// The file's warnings, rendered like errors, for standard error; empty when there are none.
        var warnings: String { prepared.warnings.map(\.description).joined() }
    }

    /// Why a file cannot run.
    enum Problem: Error {
        /// The path cannot be read (a bad argument).
        case unreadable(String)
        /// The file is wrong; the rendered errors.
        case invalid(String)
        /// A command-line option does not fit this scenario (a bad argument).
        case badOption(String)
    }

    /// Loads one file for a subcommand that takes exactly one: a bad file's errors are written out
    /// and its exit status returned (65, or 64 for a command-line option the file cannot take); a
    /// path that cannot be read is a command-line error.
    static func loadOrReport(
        _ path: String, options: RunOptions, context: CommandContext
    ) throws(CommandLineError) -> Loading {
        switch load(path, models: context.models, options: options) {
        case .success(let file):
            context.errors.write(file.warnings)
            return .loaded(file)
        case .failure(.unreadable(let message)):
            throw .invalidValue(option: "FILE", value: path, expected: "a readable scenario file (\(message))")
        case .failure(.badOption(let message)):
            context.errors.write("Error: \(message)\n")
            return .stop(.usage)
        case .failure(.invalid(let rendered)):
            context.errors.write(rendered)
            return .stop(.dataError)
        }
    }

    /// A file ready to run, or the exit status to stop with (its errors already written).
    enum Loading {
        /// Ready.
        case loaded(Loaded)
        /// Stop with this status.
        case stop(ExitCode)
    }

    /// Reads and parses `path`: the scenario and the bytes it was read from, or why it cannot run.
    static func parse(
        _ path: String, vocabulary: ScenarioVocabulary
    ) -> Result<(scenario: Scenario, bytes: [UInt8]), Problem> {
        let shown = DisplayPath.escaped(path)
        let bytes: [UInt8]
        switch InputFile.read(path, limit: ScenarioLimits.standard.maximumFileBytes) {
        case .success(let read): bytes = read
        case .failure(.missing):
            let near = SuiteInputError.nearestEntry(to: path).map { "; did you mean '\(DisplayPath.escaped($0))'?" }
            return .failure(.unreadable("no such file '\(shown)'" + (near ?? "")))
        case .failure(.folder):
            return .failure(
                .unreadable("'\(shown)' is a folder; `locsim test \(shown)` runs the scenarios in a folder"))
        case .failure(.unreadable(let reason)): return .failure(.unreadable("cannot read '\(shown)': \(reason)"))
        case .failure(.tooLarge(let size, _)):
            return .failure(.invalid(ScenarioParser.tooLarge(file: shown, length: size).rendered))
        }
        switch ScenarioParser.parse(bytes: bytes, file: shown, vocabulary: vocabulary) {
        case .success(var scenario):
            // Shown escaped, found as it is: its profile file is next to the real path.
            if shown != path { scenario.path = path }
            return .success((scenario, bytes))
        case .failure(let errors): return .failure(.invalid(errors.rendered))
        }
    }

    /// Reads, parses and prepares `path`.
    static func load(_ path: String, models: ModelRegistry, options: RunOptions) -> Result<Loaded, Problem> {
        let scenario: Scenario
        let bytes: [UInt8]
        switch parse(path, vocabulary: ScenarioVocabulary.system(models: models)) {
        case .success(let parsed): (scenario, bytes) = parsed
        case .failure(let problem): return .failure(problem)
        }
        let source = String(decoding: bytes, as: UTF8.self)
        switch RunSetup.prepare(scenario, source: source, registry: models, options: options) {
        case .success(let prepared):
            return .success(Loaded(path: path, source: source, prepared: prepared))
        case .failure(let errors):
            let fromCommandLine = errors.errors.filter { $0.location == nil }
            if !fromCommandLine.isEmpty, fromCommandLine.count == errors.errors.count {
                return .failure(
                    .badOption(fromCommandLine.map { DisplayPath.escaped($0.message) }.joined(separator: "\n")))
            }
            return .failure(.invalid(errors.description))
        }
    }
}
