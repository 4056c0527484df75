import Replay

/// What one work unit's timelines broke and where they could not go on: each violated check with
/// its count, best candidate, first distinct messages and the spread of its choices, and each step
/// a person could not take (``InfeasibleStep``) with its count and simplest example.
struct FailureTally {
    /// How many values each choice made before the run offers, in the order a path lists them.
    let offered: [Int]
    private var failures: [CheckID: CheckFailure] = [:]
    private var infeasible: [Int: InfeasibleStep] = [:]

    /// A tally for timelines whose first `offered.count` decisions are made before the run.
    init(offered: [Int]) {
        self.offered = offered
    }

    /// Forgets every timeline counted, keeping the tables' storage for the next unit.
    mutating func removeAll() {
        failures.removeAll(keepingCapacity: true)
        infeasible.removeAll(keepingCapacity: true)
    }

    /// Counts a finished timeline (the unit's `result.timelines`-th, so its place in the unit's
    /// order) into `result`: whether it failed, whether it was infeasible, and what it broke.
    mutating func add(_ outcome: RunOutcome, path: () -> [Decision], steps: Int, into result: inout UnitResult) {
        let failed = CheckID.failures(of: outcome)
        guard !failed.isEmpty || outcome.failure?.infeasible == true else { return }
        let path = path()
        if !failed.isEmpty { result.failingTimelines += 1 }
        for (check, message) in failed {
            record(check, message: message, path: path, steps: steps, unit: result.unit, sequence: result.timelines)
        }
        guard let failure = outcome.failure, failure.infeasible else { return }
        result.infeasibleTimelines += 1
        let example = candidate(path, steps: steps, result.unit, result.timelines)
        // Counted in place when the line was met before: its text is spelled once.
        let line = failure.location.line
        if infeasible[line] != nil {
            infeasible[line]!.add(failure, candidate: example)
        } else {
            infeasible[line] = InfeasibleStep(failure, candidate: example)
        }
    }

    /// Counts one timeline that broke `check` with `message`.
    mutating func record(
        _ check: CheckID, message: String, path: [Decision], steps: Int, unit: Int, sequence: Int
    ) {
        var one = CheckFailure(
            check: check, message: message, timelines: 1, best: candidate(path, steps: steps, unit, sequence))
        one.examples = [message]
        one.choices.reserveCapacity(path.count)
        for index in path.indices {
            one.count(ChoiceSpread(path[index], offered: index < offered.count ? offered[index] : nil))
        }
        // Put in with one lookup: a check mostly fails once in a unit. When it failed before, the
        // earlier count comes first.
        if var earlier = failures.updateValue(one, forKey: check) {
            earlier.add(one)
            failures[check] = earlier
        }
    }

    private func candidate(_ path: [Decision], steps: Int, _ unit: Int, _ sequence: Int) -> Candidate {
        Candidate(
            path: path, steps: steps, optionSum: path.reduce(0) { $0 + $1.option }, unit: unit, sequence: sequence)
    }

    /// The checks in check order and the infeasible steps in line order, into `result`.
    func finish(into result: inout UnitResult) {
        result.failures = Self.inKeyOrder(failures)
        result.infeasible = Self.inKeyOrder(infeasible)
    }

    /// The values of `table` in the order of their keys. Most units break one check or none: those
    /// need no sorting. Sorted with their keys: looking each one up again would hash its key again.
    private static func inKeyOrder<Key: Comparable, Value>(_ table: [Key: Value]) -> [Value] {
        if table.count <= 1 { return table.values.first.map { [$0] } ?? [] }
        return table.sorted { $0.key < $1.key }.map(\.value)
    }
}
