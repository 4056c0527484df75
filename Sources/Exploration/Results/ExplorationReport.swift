/// Everything an exploration (or one shard of it) found: the header, the result of each work unit,
/// and each violated check with its counterexample. Totals are computed from the units, so a merge
/// of shards and a single process give the same report.
public struct ExplorationReport: Hashable, Sendable, Codable {
    /// What was explored and how.
    public var header: ExplorationHeader
    /// The part of the space explored here.
    public var shard: Shard
    /// The units explored, in unit order.
    public var units: [UnitResult]
    /// Violated checks in check order, each with its best timeline and counterexample.
    public var failures: [CheckFailure]

    /// A report.
    public init(header: ExplorationHeader, shard: Shard, units: [UnitResult], failures: [CheckFailure]) {
        self.header = header
        self.shard = shard
        self.units = units
        self.failures = failures
    }

    private func sum(_ value: (UnitResult) -> Int) -> Int { units.reduce(0) { $0 + value($1) } }

    /// Timelines simulated to the end.
    public var timelines: Int { sum(\.timelines) }
    /// Timelines covered, merged ones included.
    /// Counted up to ``ShardBounds/counter``: merged states make it grow as 2^choices.
    public var spanned: Int { units.reduce(0) { UnitSearch.covered($0, $1.spanned) } }
    /// Distinct states at choice points (deduplicated within each unit).
    public var distinctStates: Int { sum(\.distinctStates) }
    /// Branches merged into an identical state.
    public var merged: Int { sum(\.merged) }
    /// Events simulated.
    public var events: Int { sum(\.events) }
    /// Timelines with a failed check.
    public var failingTimelines: Int { sum(\.failingTimelines) }
    /// Timelines that reached a step a person could not take (``InfeasibleStep``).
    public var infeasibleTimelines: Int { sum(\.infeasibleTimelines) }

    /// The steps no person could take, one per line over every unit, each with its simplest timeline.
    public var infeasible: [InfeasibleStep] {
        var byLine: [Int: InfeasibleStep] = [:]
        for unit in units.sorted(by: { $0.unit < $1.unit }) {
            for step in unit.infeasible {
                if byLine[step.line] != nil { byLine[step.line]!.add(step) } else { byLine[step.line] = step }
            }
        }
        return byLine.keys.sorted().map { byLine[$0]! }
    }

    /// Each bound reached, in words; empty when the exploration was complete.
    public var boundsReached: [String] {
        var reached: [String] = []
        let budget = units.filter(\.stoppedByBudget).count
        if budget > 0 {
            reached.append(
                "--max-timelines \(header.maxTimelines) reached: \(budget) of \(header.units) units stopped early")
        }
        let depth = sum(\.depthCuts)
        if depth > 0 {
            reached.append("--max-depth \(header.maxDepth) reached: \(depth) choices took their simplest option")
        }
        let full = units.filter(\.stoppedByStates).count
        if full > 0 {
            reached.append(
                "--max-states \(header.maxStates) reached: \(full) of \(header.units) units stopped early")
        }
        let timed = units.filter(\.stoppedByTime).count
        if timed > 0, let limit = header.timeLimitSeconds {
            reached.append(
                "--time-limit \(limit)s reached: \(timed) units stopped early; results depend on the machine")
        }
        let explored = Set(units.map(\.unit))
        let missing = (0..<header.units).filter { shard.owns($0) && !explored.contains($0) }.count
        if missing > 0 { reached.append("\(missing) units were not explored") }
        return reached
    }

    /// Catalog rules with the number of timelines each fired in, sorted by rule.
    public var rulesFired: [(rule: String, timelines: Int)] {
        var counts: [String: Int] = [:]
        for unit in units { for (rule, count) in unit.rulesFired { counts[rule, default: 0] += count } }
        return counts.keys.sorted().map { ($0, counts[$0]!) }
    }

    /// The UI states reached, sorted.
    public var uiStates: [String] { Set(units.flatMap(\.uiStates)).sorted() }

    /// The UI transitions seen, sorted, as (from, to); from is empty before the first UI.
    public var uiTransitions: [(from: String, to: String)] {
        Set(units.flatMap(\.uiTransitions)).sorted { $0.lexicographicallyPrecedes($1) }.map { ($0[0], $0[1]) }
    }

    /// Each violated check with the best candidate over `units` (counterexamples not yet made).
    static func bestFailures(_ units: [UnitResult]) -> [CheckFailure] {
        var best: [CheckID: CheckFailure] = [:]
        for unit in units.sorted(by: { $0.unit < $1.unit }) {
            for failure in unit.failures {
                // Added where it lies: a copy taken out and put back copies its lists to change them.
                if let known = best.index(forKey: failure.check) {
                    best.values[known].add(failure)
                } else {
                    var first = failure
                    first.counterexample = nil
                    best[failure.check] = first
                }
            }
        }
        return best.keys.sorted().map { best[$0]! }
    }

    /// Combines shard reports into the report one process would have made: units in order, each
    /// check's best candidate over all shards with the counterexample its shard made from it. The
    /// files must be exactly shards 0…N−1 of one exploration (``ShardSet``); `name` is each one's file.
    public static func merge(
        _ files: [(name: String, report: ExplorationReport)]
    ) throws(ShardProblem) -> ExplorationReport {
        try ShardSet.check(files)
        let first = files[0].report
        let units = files.flatMap(\.report.units).sorted { $0.unit < $1.unit }
        try ShardSet.checkTotals(units)
        let counterexamples = files.flatMap(\.report.failures)
        var failures = bestFailures(units)
        var names: Set<String> = []
        for index in failures.indices {
            let example = counterexamples.first {
                $0.check == failures[index].check && $0.best == failures[index].best
            }?.counterexample
            if let example, !names.insert(example.fileName).inserted {
                throw ShardProblem(
                    file: nil,
                    "two counterexamples are named \(example.fileName): the files are damaged; write them again")
            }
            failures[index].counterexample = example
        }
        return ExplorationReport(
            header: first.header, shard: Shard(index: 0, count: 1), units: units, failures: failures)
    }

    /// The merge of reports made in this process, named by their position (`output 1`, …).
    public static func merge(_ shards: [ExplorationReport]) throws(ShardProblem) -> ExplorationReport {
        try merge(shards.enumerated().map { (name: "output \($0.offset + 1)", report: $0.element) })
    }
}
