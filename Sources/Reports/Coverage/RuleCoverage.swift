import LocationSystem
import Replay

/// Which catalog rules a set of runs exercised, how often, and which they never did: the question
/// "does our suite test AUTH-3 at all?" answered from the runs rather than from memory.
///
/// The catalog is a parameter (``RuleID/names`` by default) so a report can be checked against a
/// fixed list in tests. Rules are listed in catalog order; a rule fired that the catalog does not
/// know is listed after them, sorted, so nothing is silently dropped.
///
/// ```swift
/// let coverage = RuleCoverage(rulesFired: outcomes.map(\.rulesFired))
/// print(coverage.text)
/// // rule coverage: 2 of 42 rules exercised, 40 never
/// ```
public struct RuleCoverage: Hashable, Sendable {
    /// One rule and how many records it produced across the runs (0 when never exercised).
    public struct Entry: Hashable, Sendable {
        /// The catalog ID (`AUTH-3`).
        public var rule: String
        /// Records it produced across all runs.
        public var count: Int
        /// How many of the runs it fired in.
        public var runs: Int
        /// Whether the catalog lists it.
        public var inCatalog: Bool
    }

    /// Every catalog rule, then unknown rules that fired, with their counts.
    public let entries: [Entry]
    /// How many runs were counted.
    public let runCount: Int

    /// Coverage of `rulesFired` (one dictionary per run, as ``RunOutcome/rulesFired``) against
    /// `catalog`.
    public init(rulesFired: [[String: Int]], catalog: [String] = RuleID.names) {
        var totals: [String: Int] = [:]
        var runsFiring: [String: Int] = [:]
        for run in rulesFired {
            for (rule, count) in run where count > 0 {
                totals[rule, default: 0] += count
                runsFiring[rule, default: 0] += 1
            }
        }
        var entries = catalog.map {
            Entry(rule: $0, count: totals[$0] ?? 0, runs: runsFiring[$0] ?? 0, inCatalog: true)
        }
        let known = Set(catalog)
        for rule in totals.keys.sorted() where !known.contains(rule) {
            entries.append(Entry(rule: rule, count: totals[rule]!, runs: runsFiring[rule]!, inCatalog: false))
        }
        self.entries = entries
        runCount = rulesFired.count
    }

    /// The rules that fired at least once, in catalog order.
    public var exercised: [Entry] { entries.filter { $0.count > 0 } }

    /// The catalog rules no run exercised, in catalog order: the gaps in a suite.
    public var neverExercised: [String] { entries.filter { $0.inCatalog && $0.count == 0 }.map(\.rule) }

    /// For people: a summary line, the exercised rules with counts, then the never-exercised ones.
    public var text: String {
        let catalogCount = entries.filter(\.inCatalog).count
        let covered = entries.filter { $0.inCatalog && $0.count > 0 }.count
        var out = "rule coverage over \(runCount) run\(runCount == 1 ? "" : "s"): "
        out += "\(covered) of \(catalogCount) rules exercised, \(catalogCount - covered) never\n"
        let width = entries.map(\.rule.count).max() ?? 0
        if !exercised.isEmpty {
            out += "\nexercised (records, runs):\n"
            for entry in exercised {
                let pad = String(repeating: " ", count: width - entry.rule.count)
                out += "  \(entry.rule)\(pad)  \(entry.count) in \(entry.runs) run\(entry.runs == 1 ? "" : "s")"
                out += entry.inCatalog ? "\n" : "  (not in the catalog)\n"
            }
        }
        if !neverExercised.isEmpty {
            out += "\nnever exercised:\n"
            for rule in neverExercised { out += "  \(rule)\n" }
        }
        return out
    }

    /// For machines: one JSON object a rule, keys sorted, in the order of ``entries``.
    public var jsonLines: String {
        var out = ""
        for entry in entries {
            JSONText.writeObject(
                [
                    ("count", .int(Int64(entry.count))), ("exercised", .bool(entry.count > 0)),
                    ("inCatalog", .bool(entry.inCatalog)), ("kind", "coverage"), ("rule", .string(entry.rule)),
                    ("runs", .int(Int64(entry.runs))),
                ], into: &out)
            out += "\n"
        }
        return out
    }
}
