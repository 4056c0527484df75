import AppModels
import Exploration
import Foundation
import Replay
import Reports
import ScenarioLanguage

/// Writing an exploration report, its counterexamples and shard files: shared by `explore` and
/// `merge`, so a merge prints exactly what one process would have printed.
enum ReportOutput {
    /// `--format`, checked.
    static func format(_ arguments: ParsedArguments) throws(CommandLineError) -> String {
        let format = arguments.value("--format") ?? "text"
        guard format == "text" || format == "jsonl" else {
            throw .invalidValue(option: "--format", value: format, expected: "text or jsonl")
        }
        return format
    }

    /// The command's inputs and the report files and counterexample folder it will write, checked
    /// against each other before any work, so a report never replaces an input or another report.
    static func claims(
        _ arguments: ParsedArguments, inputs: [String], as role: String
    ) throws(CommandLineError) -> PathClaims {
        var claims = PathClaims()
        for path in inputs { try claims.input(path, as: role) }
        // The counterexample folder too: a report written where the folder goes would be refused
        // only after the counterexamples in it were written.
        for option in ["--output", "--html", "--mermaid", "--counterexamples"] {
            if let path = arguments.value(option) { try claims.output(path, as: option) }
        }
        return claims
    }

    /// Writes the counterexamples (each with its timeline beside it, as `locsim run` prints it) and
    /// the report; the exit status says whether a check broke. `claims` holds the inputs and
    /// reports: no counterexample may replace one of them.
    static func finish(
        _ report: ExplorationReport, format: String, arguments: ParsedArguments, context: CommandContext,
        claims: PathClaims = PathClaims()
    ) -> ExitCode {
        let directory = arguments.value("--counterexamples")
        if let directory {
            if let refused = checkCounterexamples(report, in: directory, claims: claims, context: context) {
                return refused
            }
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                context.errors.write(
                    "Error: cannot create the directory '\(DisplayPath.escaped(directory))'; check that its parent "
                        + "exists and is writable\n")
                return .cannotCreate
            }
            for failure in report.failures {
                guard let example = failure.counterexample else { continue }
                guard let path = counterexamplePath(example.fileName, in: directory) else {
                    context.errors.write(
                        "Error: refused to write the counterexample \"\(DisplayPath.escaped(example.fileName))\" to "
                            + "\(DisplayPath.escaped(directory)): its name is not a plain file name\n")
                    return .dataError
                }
                if let failed = write(example.text, to: path, context: context) { return failed }
                guard case .success(let loaded) = ScenarioFile.load(path, models: context.models, options: .init())
                else {
                    context.errors.write("Error: the counterexample \(DisplayPath.escaped(path)) does not load\n")
                    return .failure
                }
                let timeline = StringSink()
                _ = RunCommand.play(loaded.prepared, format: "text", into: timeline)
                let golden = ScenarioSuite.goldenPath(for: path)
                if let failed = write(timeline.text, to: golden, context: context) { return failed }
            }
        }
        if let path = arguments.value("--mermaid") {
            var diagram = MermaidDiagram()
            for transition in report.uiTransitions {
                diagram.add(.init(machine: "ui", from: transition.from, to: transition.to, cause: ""))
            }
            if let failed = write(diagram.text, to: path, context: context) { return failed }
        }
        if let path = arguments.value("--html") {
            if let failed = write(html(report, context: context), to: path, context: context) { return failed }
        }
        let text =
            format == "jsonl"
            ? ExplorationText.jsonLines(report)
            : ExplorationText.report(report, counterexampleDirectory: directory)
        if let output = arguments.value("--output") {
            if let failed = write(text, to: output, context: context) { return failed }
        } else {
            context.output.write(text)
        }
        return report.failures.isEmpty ? .success : .failure
    }

    /// Refuses, before any is written, a counterexample or its timeline whose path is an input or a
    /// report of the command; the exit status to stop with, or nil.
    static func checkCounterexamples(
        _ report: ExplorationReport, in directory: String, claims: PathClaims, context: CommandContext
    ) -> ExitCode? {
        var claims = claims
        do {
            for failure in report.failures {
                guard let example = failure.counterexample,
                    let path = counterexamplePath(example.fileName, in: directory)
                else { continue }
                try claims.output(path, as: "the counterexample")
                try claims.output(ScenarioSuite.goldenPath(for: path), as: "the counterexample timeline")
            }
        } catch {
            context.errors.write("Error: \(error)\n")
            return .usage
        }
        // A counterexample from a shard file is untrusted text: each must load before any is written.
        for failure in report.failures {
            guard let example = failure.counterexample, let path = counterexamplePath(example.fileName, in: directory)
            else { continue }
            if case .failure(let error) = prepare(example.text, file: path, registry: context.models) {
                context.errors.write(
                    "Error: the counterexample \(DisplayPath.escaped(example.fileName)) does not load, so none was "
                        + "written; the shard file is damaged or was not written by `locsim explore --shard`:\n"
                        + error.text)
                return .dataError
            }
        }
        return nil
    }

    /// Where the counterexample named `name` goes: inside `directory`, or nil when the name is not
    /// a plain `NAME.scenario` (``Counterexample/unsafeFileName(_:)``) and would land elsewhere.
    static func counterexamplePath(_ name: String, in directory: String) -> String? {
        guard Counterexample.unsafeFileName(name) == nil else { return nil }
        return (directory as NSString).appendingPathComponent(name)
    }

    /// The HTML page of an exploration: each violation with its counterexample's timeline drawn.
    static func html(_ report: ExplorationReport, context: CommandContext) -> String {
        var scenarios: [HTMLReport.Scenario] = []
        for failure in report.failures {
            guard let example = failure.counterexample else { continue }
            let registry = context.models
            let name = "\(failure.check): \(failure.message)"
            let prepared: PreparedRun
            switch prepare(example.text, file: example.fileName, registry: registry) {
            case .success(let ready): prepared = ready
            case .failure(let error):
                // Shown with its error, never skipped: a violation the page leaves out is a silent pass.
                scenarios.append(
                    HTMLReport.Scenario(
                        name: name, file: example.fileName, passed: false, status: .invalid,
                        failures: [failure.message, "the counterexample does not load:", error.text],
                        header: TraceHeader(file: example.fileName, title: "", model: "", seed: 0, profile: ""),
                        records: []))
                continue
            }
            var records: [TraceRecord] = []
            var run = ScenarioRun(prepared)
            let outcome = run.run { records.append($0) }
            scenarios.append(
                HTMLReport.Scenario(
                    name: name, file: example.fileName, passed: false,
                    failures: [
                        failure.message, "broken in \(failure.timelines) timeline\(failure.timelines == 1 ? "" : "s")",
                    ]
                        + ExplorationText.details(failure) + example.path.map { "choice: \($0)" },
                    header: prepared.header,
                    records: records, outcome: outcome))
        }
        return HTMLReport.suite(
            scenarios,
            title: "locsim explore report: \(report.timelines) timelines, \(report.failures.count) violations",
            coverage: RuleCoverage(rulesFired: [
                Dictionary(uniqueKeysWithValues: report.rulesFired.map { ($0.rule, $0.timelines) })
            ]),
            notes: notes(report))
    }

    /// The lines under an exploration page's summary: the bounds (or that there were none) and the
    /// steps no person could take, each with its count, message and simplest timeline.
    static func notes(_ report: ExplorationReport) -> [String] {
        var notes =
            report.boundsReached.isEmpty
            ? ["bounds: \(ExplorationText.completeness(report))"]
            : report.boundsReached.map { "bound reached: \($0)" }
        if report.infeasibleTimelines > 0 { notes.append("infeasible: \(ExplorationText.infeasibleTotal(report))") }
        if report.header.mergeByRecordedState == true {
            notes.append(String(ExplorationText.mergeHeuristicLine.dropFirst(2).dropLast()))
        }
        for step in report.infeasible {
            let choices = step.example.path.map(\.description).joined(separator: "; ")
            notes.append(
                "infeasible step \(step.title): reached in \(step.timelines) timeline\(step.timelines == 1 ? "" : "s"); \(step.message); example: "
                    + (choices.isEmpty ? "no choice" : choices))
        }
        return notes
    }

    /// A counterexample's text parsed and set up, or its errors as `locsim run` would print them.
    static func prepare(_ text: String, file: String, registry: ModelRegistry) -> Result<PreparedRun, LoadError> {
        switch ScenarioParser.parse(text, file: file, vocabulary: .system(models: registry)) {
        case .failure(let errors): return .failure(LoadError(text: errors.rendered))
        case .success(let scenario):
            return RunSetup.prepare(scenario, source: text, registry: registry).mapError {
                LoadError(text: $0.description)
            }
        }
    }

    /// Why a counterexample did not load, as printed.
    struct LoadError: Error {
        var text: String
    }

    /// A shard's report as a shard file (``ShardFile``: one JSON line, sorted keys), for `locsim merge`.
    static func writeShard(_ report: ExplorationReport, to path: String?, context: CommandContext) -> ExitCode {
        guard let data = try? ShardFile.encode(report) else {
            context.errors.write("Error: cannot encode the shard report\n")
            return .failure
        }
        let text = String(decoding: data, as: UTF8.self)
        if let path {
            if let failed = write(text, to: path, context: context) { return failed }
        } else {
            context.output.write(text)
        }
        return .success
    }

    /// Writes `text` to `path` whole, or says why not and returns the exit status to stop with
    /// (73 when the file cannot be created, 74 when writing it failed).
    static func write(_ text: String, to path: String, context: CommandContext) -> ExitCode? {
        do {
            let file = try AtomicFileSink(path: path)
            file.write(text)
            try file.commit()
            return nil
        } catch {
            context.errors.write("Error: \(error)\n")
            return error.exitCode
        }
    }
}
