import Exploration
import Replay
import ScenarioLanguage

/// An exploration report for people: the header that reproduces it first, then the totals, the
/// bounds reached, each violation with its counterexample, the rules that fired and the UI states
/// reached. No wall time: the report is compared byte for byte across workers and shards.
public enum ExplorationText {
    /// `name` inside `directory` with one `/` between them, however many the user typed
    /// (`found/` and `found` both give `found/a.scenario`; `/` gives `/a.scenario`).
    static func joined(_ directory: String, _ name: String) -> String {
        var directory = Substring(directory)
        while directory.count > 1, directory.hasSuffix("/") { directory = directory.dropLast() }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The header line of an exploration that merged an object app's timelines by what it recorded
    /// (`--merge-by-recorded-state`): a heuristic, so the report says so.
    public static let mergeHeuristicLine =
        "# merge by recorded state: on, a heuristic: timelines merged when the system, the checks and the "
        + "app's recorded UI and session were equal; fields the app does not record may still differ\n"

    /// The whole report.
    public static func report(_ report: ExplorationReport, counterexampleDirectory: String? = nil) -> String {
        let header = report.header
        // Every text of a report may come from a shard file `merge` read: its control characters are
        // escaped (``shown(_:)``), as explore's own never hold one.
        var text = "# locsim explore \(shown(header.file))\n"
        if !header.title.isEmpty { text += "# scenario \"\(shown(header.title))\"\n" }
        text += "# model \(shown(header.model)) · seed \(header.scenarioSeed) · profile \(shown(header.profile))\n"
        let limit = header.timeLimitSeconds.map { "\($0)s" } ?? "none"
        text +=
            "# strategy \(header.strategy) · explore seed \(header.seed) · max-timelines \(header.maxTimelines)"
            + " · max-depth \(header.maxDepth) · max-states \(header.maxStates) · time-limit \(limit) · \(header.units) units"
            + (report.shard.count > 1 ? " · shard \(report.shard)" : "") + "\n"
        if header.mergeByRecordedState == true { text += mergeHeuristicLine }
        for point in header.choicePoints { text += "# choice point \(shown(point))\n" }
        text += "\n"
        let covered = report.spanned >= ShardBounds.counter ? "at least 2^48" : "\(report.spanned)"
        text += "timelines:         \(report.timelines) simulated, \(covered) covered, \(report.merged) merged\n"
        text += "distinct states:   \(report.distinctStates)\n"
        text += "events simulated:  \(report.events)\n"
        text += "failing timelines: \(report.failingTimelines)\n"
        if report.infeasibleTimelines > 0 { text += "infeasible:        \(infeasibleTotal(report))\n" }
        let bounds = report.boundsReached
        if bounds.isEmpty {
            text += "bounds:            \(completeness(report))\n"
        } else {
            for bound in bounds { text += "bound reached:     \(bound)\n" }
        }
        text += "\nviolations: \(report.failures.count)\n"
        for failure in report.failures {
            text +=
                "  \(shown(failure.check.description)): broken in \(failure.timelines) "
                + "timeline\(failure.timelines == 1 ? "" : "s")\n"
            text += "    \(shown(failure.message))\n"
            for line in details(failure) { text += "    \(shown(line))\n" }
            if let example = failure.counterexample {
                let place = counterexampleDirectory.map { " → " + shown(joined($0, example.fileName)) } ?? ""
                // The counterexample's own line: its title and failure marker name it too.
                let own = example.line.map { " at its line \($0)" } ?? ""
                let verdict = example.reproduced ? "reproduces\(own)" : "DOES NOT reproduce"
                text += "    counterexample: \(example.steps) steps, \(verdict)\(place)\n"
                for decision in example.path { text += "      \(shown(decision.description))\n" }
            }
        }
        text += infeasibleSection(report)
        let rules = report.rulesFired
        text += "\nrules fired (timelines): \(rules.count)\n"
        for (rule, count) in rules { text += "  \(shown(rule)) \(count)\n" }
        let states = report.uiStates
        text += "\nUI states reached: \(states.count)\n"
        for state in states { text += "  \(shown(state))\n" }
        return text
    }

    /// `text` with its control and bidirectional characters escaped (``DisplayPath``).
    static func shown(_ text: String) -> String { DisplayPath.escaped(text) }

    /// `2 timelines stopped at a step no person could take (not violations)`.
    public static func infeasibleTotal(_ report: ExplorationReport) -> String {
        let count = report.infeasibleTimelines
        return "\(count) timeline\(count == 1 ? "" : "s") stopped at a step no person could take (not violations)"
    }

    /// What the bounds line says when no bound was reached: complete, or complete but for the
    /// infeasible timelines, which were not explored past the step they stopped at.
    public static func completeness(_ report: ExplorationReport) -> String {
        let count = report.infeasibleTimelines
        guard count > 0 else { return "none reached; the exploration is complete" }
        return "none reached; complete but for the \(count) infeasible timeline\(count == 1 ? "" : "s"), "
            + "not explored past the step \(count == 1 ? "it" : "they") stopped at"
    }

    /// What a violation's timelines have in common and how they failed, a line each: the choices
    /// every failing timeline made, and the first distinct failure messages.
    public static func details(_ failure: CheckFailure) -> [String] {
        var lines: [String] = []
        if failure.timelines > 1 {
            let shared = failure.sharedChoices
            lines.append(
                "shared by all \(failure.timelines) failing timelines: "
                    + (shared.isEmpty ? "no choice" : shared.joined(separator: "; ")))
        }
        if failure.examples.count > 1 || failure.moreExamples {
            let count = "\(failure.examples.count)\(failure.moreExamples ? " of more" : "")"
            lines.append("distinct failures (\(count)):")
            lines += values(failure.examples).map { "  \($0)" }
        }
        return lines
    }

    /// The failure messages as their values: `got …` when every one is an expectation's `expected
    /// X, got …` with the same X (the check's line names X already), else the messages whole.
    static func values(_ messages: [String]) -> [String] {
        let parts = messages.map { message in message.range(of: ", got ").map { (message[..<$0.lowerBound], $0) } }
        guard let first = parts.first ?? nil, first.0.hasPrefix("expected "),
            parts.allSatisfy({ $0?.0 == first.0 })
        else { return messages }
        return zip(messages, parts).map { message, part in "got " + message[part!.1.upperBound...] }
    }

    /// The steps no person could take, each with its count and simplest timeline; empty when none.
    static func infeasibleSection(_ report: ExplorationReport) -> String {
        let steps = report.infeasible
        guard !steps.isEmpty else { return "" }
        var text = "\ninfeasible steps: \(steps.count) (not violations; no timeline was explored past them)\n"
        for step in steps {
            text += "  \(shown(step.title)): reached in \(step.timelines) timeline\(step.timelines == 1 ? "" : "s")\n"
            text += "    \(shown(step.message))\n"
            text += "    example: \(step.example.steps) steps\n"
            for decision in step.example.path { text += "      \(shown(decision.description))\n" }
        }
        return text
    }

    /// The report as JSON Lines, sorted keys: a header object, totals, one object per violation, per
    /// rule and per UI state.
    public static func jsonLines(_ report: ExplorationReport) -> String {
        let header = report.header
        var lines: [[String: TraceValue]] = []
        var headerObject: [String: TraceValue] = [
            "type": "header", "file": .string(header.file), "title": .string(header.title),
            "model": .string(header.model), "scenarioSeed": .string(String(header.scenarioSeed)),
            "profile": .string(header.profile), "strategy": .string(header.strategy),
            "seed": .string(String(header.seed)), "maxTimelines": .int(Int64(header.maxTimelines)),
            "maxDepth": .int(Int64(header.maxDepth)), "maxStates": .int(Int64(header.maxStates)),
            "timeLimitSeconds": header.timeLimitSeconds.map { .string(String($0)) } ?? .null,
            "units": .int(Int64(header.units)), "shard": .string(report.shard.description),
            "choicePoints": .array(header.choicePoints.map { .string($0) }),
        ]
        if header.mergeByRecordedState == true { headerObject["mergeByRecordedState"] = .bool(true) }
        lines.append(headerObject)
        lines.append([
            "type": "totals", "timelines": .int(Int64(report.timelines)), "covered": .int(Int64(report.spanned)),
            "merged": .int(Int64(report.merged)), "distinctStates": .int(Int64(report.distinctStates)),
            "events": .int(Int64(report.events)), "failingTimelines": .int(Int64(report.failingTimelines)),
            "infeasibleTimelines": .int(Int64(report.infeasibleTimelines)),
            "boundsReached": .array(report.boundsReached.map { .string($0) }),
        ])
        for failure in report.failures {
            var object: [String: TraceValue] = [
                "type": "violation", "line": .int(Int64(failure.check.line)), "check": .string(failure.check.text),
                "message": .string(failure.message), "timelines": .int(Int64(failure.timelines)),
                "shared": .array(failure.sharedChoices.map { .string($0) }),
                "examples": .array(failure.examples.map { .string($0) }), "moreExamples": .bool(failure.moreExamples),
            ]
            if let example = failure.counterexample {
                object["counterexample"] = .object([
                    "file": .string(example.fileName), "steps": .int(Int64(example.steps)),
                    "reproduced": .bool(example.reproduced), "scenario": .string(example.text),
                    "line": example.line.map { .int(Int64($0)) } ?? .null,
                    "choices": .array(example.path.map { .string($0.description) }),
                ])
            }
            lines.append(object)
        }
        for step in report.infeasible {
            lines.append([
                "type": "infeasible", "line": .int(Int64(step.line)), "step": .string(step.step),
                "message": .string(step.message), "timelines": .int(Int64(step.timelines)),
                "example": .object([
                    "steps": .int(Int64(step.example.steps)),
                    "choices": .array(step.example.path.map { .string($0.description) }),
                ]),
            ])
        }
        for (rule, count) in report.rulesFired {
            lines.append(["type": "rule", "rule": .string(rule), "timelines": .int(Int64(count))])
        }
        for state in report.uiStates { lines.append(["type": "uiState", "ui": .string(state)]) }
        return lines.map { object in
            var line = ""
            JSONText.write(.object(TraceFields(object)), into: &line)
            return line + "\n"
        }.joined()
    }
}
