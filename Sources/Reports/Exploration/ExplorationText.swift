import Exploration
import Replay

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

    /// The whole report.
    public static func report(_ report: ExplorationReport, counterexampleDirectory: String? = nil) -> String {
        let header = report.header
        var text = "# locsim explore \(header.file)\n"
        if !header.title.isEmpty { text += "# scenario \"\(header.title)\"\n" }
        text += "# model \(header.model) · seed \(header.scenarioSeed) · profile \(header.profile)\n"
        let limit = header.timeLimitSeconds.map { "\($0)s" } ?? "none"
        text +=
            "# strategy \(header.strategy) · explore seed \(header.seed) · max-timelines \(header.maxTimelines)"
            + " · max-depth \(header.maxDepth) · max-states \(header.maxStates) · time-limit \(limit) · \(header.units) units"
            + (report.shard.count > 1 ? " · shard \(report.shard)" : "") + "\n"
        for point in header.choicePoints { text += "# choice point \(point)\n" }
        text += "\n"
        let covered = report.spanned >= ShardBounds.counter ? "at least 2^48" : "\(report.spanned)"
        text += "timelines:         \(report.timelines) simulated, \(covered) covered, \(report.merged) merged\n"
        text += "distinct states:   \(report.distinctStates)\n"
        text += "events simulated:  \(report.events)\n"
        text += "failing timelines: \(report.failingTimelines)\n"
        let bounds = report.boundsReached
        if bounds.isEmpty {
            text += "bounds:            none reached; the exploration is complete\n"
        } else {
            for bound in bounds { text += "bound reached:     \(bound)\n" }
        }
        text += "\nviolations: \(report.failures.count)\n"
        for failure in report.failures {
            text += "  \(failure.check): broken in \(failure.timelines) timelines\n"
            text += "    \(failure.message)\n"
            if let example = failure.counterexample {
                let place = counterexampleDirectory.map { " → " + joined($0, example.fileName) } ?? ""
                // The counterexample's own line: its title and failure marker name it too.
                let own = example.line.map { " at its line \($0)" } ?? ""
                let verdict = example.reproduced ? "reproduces\(own)" : "DOES NOT reproduce"
                text += "    counterexample: \(example.steps) steps, \(verdict)\(place)\n"
                for decision in example.path { text += "      \(decision)\n" }
            }
        }
        let rules = report.rulesFired
        text += "\nrules fired (timelines): \(rules.count)\n"
        for (rule, count) in rules { text += "  \(rule) \(count)\n" }
        let states = report.uiStates
        text += "\nUI states reached: \(states.count)\n"
        for state in states { text += "  \(state)\n" }
        return text
    }

    /// The report as JSON Lines, sorted keys: a header object, totals, one object per violation, per
    /// rule and per UI state.
    public static func jsonLines(_ report: ExplorationReport) -> String {
        let header = report.header
        var lines: [[String: TraceValue]] = []
        lines.append([
            "type": "header", "file": .string(header.file), "title": .string(header.title),
            "model": .string(header.model), "scenarioSeed": .string(String(header.scenarioSeed)),
            "profile": .string(header.profile), "strategy": .string(header.strategy),
            "seed": .string(String(header.seed)), "maxTimelines": .int(Int64(header.maxTimelines)),
            "maxDepth": .int(Int64(header.maxDepth)), "maxStates": .int(Int64(header.maxStates)),
            "timeLimitSeconds": header.timeLimitSeconds.map { .string(String($0)) } ?? .null,
            "units": .int(Int64(header.units)), "shard": .string(report.shard.description),
            "choicePoints": .array(header.choicePoints.map { .string($0) }),
        ])
        lines.append([
            "type": "totals", "timelines": .int(Int64(report.timelines)), "covered": .int(Int64(report.spanned)),
            "merged": .int(Int64(report.merged)), "distinctStates": .int(Int64(report.distinctStates)),
            "events": .int(Int64(report.events)), "failingTimelines": .int(Int64(report.failingTimelines)),
            "boundsReached": .array(report.boundsReached.map { .string($0) }),
        ])
        for failure in report.failures {
            var object: [String: TraceValue] = [
                "type": "violation", "line": .int(Int64(failure.check.line)), "check": .string(failure.check.text),
                "message": .string(failure.message), "timelines": .int(Int64(failure.timelines)),
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
