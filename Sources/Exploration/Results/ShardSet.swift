import ScenarioLanguage

/// The checks that make a merge sound: the files are exactly shards 0…N−1 of one exploration (the
/// same scenario bytes, model, strategy, seeds, bounds and N, each K once), and the totals over them
/// fit. Without them a lone shard would merge into a report that calls the exploration complete.
enum ShardSet {
    /// The most characters of a header value a message quotes: a shard file's fields are untrusted
    /// and may be megabytes long, so a longer value is cut there and ends in `…`.
    static let quotedValueLimit = 80

    /// Throws the first reason `files` are not the whole of one exploration.
    static func check(_ files: [(name: String, report: ExplorationReport)]) throws(ShardProblem) {
        guard let first = files.first else { throw ShardProblem(file: nil, "no shard files to merge") }
        for file in files.dropFirst() {
            if let difference = difference(file.report, from: first.report, firstName: first.name) {
                throw ShardProblem(
                    file: nil,
                    "\(file.name) is from another exploration: \(difference); merge the shards of one "
                        + "`locsim explore` command, run on the same scenario file with the same options")
            }
        }
        let count = first.report.shard.count
        var given: [Int: String] = [:]
        for file in files {
            let index = file.report.shard.index
            if let earlier = given[index] {
                throw ShardProblem(
                    file: nil, "shard \(index)/\(count) is given twice: \(earlier) and \(file.name); give each once")
            }
            given[index] = file.name
        }
        let missing = (0..<count).lazy.filter { given[$0] == nil }.prefix(6).map { "\($0)/\(count)" }
        guard missing.isEmpty else {
            let listed = Array(missing.prefix(5))
            let shown =
                missing.count > 5
                ? listed.joined(separator: ", ") + " and more"
                : listed.dropLast().joined(separator: ", ") + (listed.count > 1 ? " and " : "") + (listed.last ?? "")
            throw ShardProblem(
                file: nil,
                "shard\(missing.count > 1 ? "s" : "") \(shown) \(missing.count > 1 ? "are" : "is") missing: merge "
                    + "needs every shard 0/\(count) to \(count - 1)/\(count) of the exploration, each written by "
                    + "`locsim explore --shard K/\(count) --output FILE`")
        }
    }

    /// How `report`'s exploration differs from `first`'s (named `firstName`), or nil when it is the same.
    static func difference(_ report: ExplorationReport, from first: ExplorationReport, firstName: String) -> String? {
        let header = report.header
        let other = first.header
        func differs(_ what: String, _ mine: String, _ theirs: String) -> String? {
            mine == theirs ? nil : "its \(what) is \(quoted(mine)), \(firstName)'s is \(quoted(theirs))"
        }
        if header.scenarioHash != other.scenarioHash { return "its scenario differs from \(firstName)'s" }
        let limit: (Double?) -> String = { $0.map { "\($0)s" } ?? "none" }
        let comparisons: [String?] = [
            differs("scenario file", header.file, other.file),
            differs("model", header.model, other.model),
            differs("scenario seed", String(header.scenarioSeed), String(other.scenarioSeed)),
            differs("profile", header.profile, other.profile),
            differs("strategy", header.strategy, other.strategy),
            differs("explore seed", String(header.seed), String(other.seed)),
            differs("--max-timelines", String(header.maxTimelines), String(other.maxTimelines)),
            differs("--max-depth", String(header.maxDepth), String(other.maxDepth)),
            differs("--max-states", String(header.maxStates), String(other.maxStates)),
            differs("--max-events", String(header.maxEvents), String(other.maxEvents)),
            differs("--time-limit", limit(header.timeLimitSeconds), limit(other.timeLimitSeconds)),
            differs(
                "--set list", "[\(header.overrides.joined(separator: ", "))]",
                "[\(other.overrides.joined(separator: ", "))]"),
            differs(
                "merging by recorded state", "\(header.mergeByRecordedState ?? false)",
                "\(other.mergeByRecordedState ?? false)"),
            differs("shard count", "\(report.shard.count)", "\(first.shard.count)"),
            differs("unit count", String(header.units), String(other.units)),
        ]
        if let found = comparisons.lazy.compactMap({ $0 }).first { return found }
        if header.choicePoints != other.choicePoints { return "its choice points differ from \(firstName)'s" }
        return header == other ? nil : "its header differs from \(firstName)'s"
    }

    /// `value` as a message shows it: control characters escaped (``DisplayPath``), then cut to
    /// ``quotedValueLimit`` characters with an ellipsis.
    static func quoted(_ value: String) -> String {
        DisplayPath.cut(DisplayPath.escaped(value), to: quotedValueLimit)
    }

    /// Throws when a total over `units` would pass ``ShardBounds/total``, naming the field.
    static func checkTotals(_ units: [UnitResult]) throws(ShardProblem) {
        var totals: [String: Int] = [:]
        func add(_ field: String, _ value: Int) throws(ShardProblem) {
            let sum = totals[field, default: 0] + value  // both ≤ 2^62, so no overflow
            guard sum <= ShardBounds.total else {
                throw ShardProblem(
                    file: nil,
                    "the total of field '\(field)' over the shards passes \(ShardBounds.total); the files are "
                        + "damaged: write them again with `locsim explore --shard K/N`")
            }
            totals[field] = sum
        }
        for unit in units {
            try add("units[].timelines", unit.timelines)
            try add("units[].spanned", unit.spanned)
            try add("units[].distinctStates", unit.distinctStates)
            try add("units[].merged", unit.merged)
            try add("units[].events", unit.events)
            try add("units[].depthCuts", unit.depthCuts)
            try add("units[].failingTimelines", unit.failingTimelines)
            for rule in unit.rulesFired.keys.sorted() {
                try add("units[].rulesFired.\(rule)", unit.rulesFired[rule] ?? 0)
            }
            for failure in unit.failures { try add("units[].failures[] of \(failure.check)", failure.timelines) }
            try add("units[].infeasibleTimelines", unit.infeasibleTimelines)
            for step in unit.infeasible { try add("units[].infeasible[] of line \(step.line)", step.timelines) }
        }
    }
}
