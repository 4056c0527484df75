import AppModels
import Replay
import SimulationKit

/// Splits the space into work units, the same list whatever the workers or shards: static
/// combinations, then — while there are fewer than ``targetUnits`` — the first dynamic choices.
enum ExplorationPlan {
    /// How many units the exhaustive strategies aim for: enough to keep many workers busy, few
    /// enough that every process plans them in no time.
    static let targetUnits = 16

    /// The units of the strategy over `statics` that need no simulation to find, and how many
    /// static combinations the workers must split (run to their first choice) before the rest are
    /// known — ``split(_:values:maxDepth:)`` makes those units.
    static func units(
        _ statics: StaticChoices, options: ExplorationOptions
    ) throws(ExplorationError) -> (ready: [PlannedUnit], splits: Int) {
        switch options.strategy {
        case .exhaustive, .boundary:
            let combinations = statics.combinations
            guard combinations <= StaticChoices.maximumCombinations else {
                throw .tooManyCombinations(
                    combinations,
                    factors: statics.points.map { "line \($0.point.line): \($0.count) values" }.joined(separator: " × ")
                )
            }
            if combinations >= targetUnits {
                let units = (0..<combinations).map {
                    PlannedUnit(.subtree(statics: statics.values(at: $0), prefix: []))
                }
                return (units, 0)
            }
            // Fewer combinations than workers may want: each is split at its first dynamic choice.
            return ([], combinations)
        case .random(let samples):
            let slices = max(1, min(samples, targetUnits))
            return ((0..<slices).map { PlannedUnit(.samples(slice: $0, slices: slices, samples: samples)) }, 0)
        case .pairwise:
            return (try pairwise(statics, maxDepth: options.maxDepth).map { PlannedUnit($0) }, 0)
        }
    }

    /// The units of one static combination: one per option of its first dynamic choice (found by
    /// running the combination to it), each with the prepared scenario and that run (``RunHandoff``)
    /// to continue instead of simulating the prefix again: a copy for each option but the last,
    /// which takes the run itself; for an app that is re-run, only the first option's unit has it.
    static func split(_ statics: StaticChoices, values: [Int], maxDepth: Int) -> [PlannedUnit] {
        guard case .success(let setup) = statics.prepare(values) else {
            return [PlannedUnit(.subtree(statics: values, prefix: []))]
        }
        let prepared = PreparedBox(setup)
        var run = ExploringRun(shared: prepared)
        // One dynamic level at most: deeper choices stay inside the units, where states are deduplicated.
        guard let choice = run.advance(), maxDepth > 0 else {
            return [PlannedUnit(.subtree(statics: values, prefix: []), prepared: prepared, handoff: RunHandoff(run))]
        }
        // A run of an app that is a value is copied for every option but the last, which takes it;
        // an app that is a reference type cannot be copied, so the other options' units simulate
        // the prefix again.
        let copies = run.branching == .fork
        let last = choice.options.count - 1
        guard last >= 0 else { return [] }
        var units = (0..<last).map {
            PlannedUnit(
                .subtree(statics: values, prefix: [$0]), prepared: prepared,
                handoff: $0 == 0 || copies ? RunHandoff(run) : nil)
        }
        units.append(
            PlannedUnit(
                .subtree(statics: values, prefix: [last]), prepared: prepared,
                handoff: last == 0 || copies ? RunHandoff(consume run) : nil))
        return units
    }

    /// Rows of a greedy pairwise cover over every choice point, static and dynamic. The dynamic
    /// points and their option counts are found by running the rows, so the cover is recomputed
    /// until it stops changing (at most ``pairwiseRounds`` times).
    static func pairwise(_ statics: StaticChoices, maxDepth: Int) throws(ExplorationError) -> [WorkUnit] {
        var levels: [DynamicKey: Int] = [:]
        var rows: [[Int]] = []
        for _ in 0..<pairwiseRounds {
            let keys = levels.keys.sorted()
            let factorLevels = statics.points.map { max(1, $0.count) } + keys.map { levels[$0]! }
            let product = factorLevels.reduce(1) { $0.multipliedReportingOverflow(by: $1).overflow ? Int.max : $0 * $1 }
            guard product <= 1_000_000 else { throw .pairwiseTooLarge(product) }
            rows = PairwiseCover.greedy(levels: factorLevels.isEmpty ? [1] : factorLevels)
            var changed = false
            for row in rows {
                let values = Array(row.prefix(statics.points.count))
                var dynamic: [DynamicKey: Int] = [:]
                for (position, key) in keys.enumerated() { dynamic[key] = row[statics.points.count + position] }
                for key in Self.optionCounts(statics, values: values, dynamic: dynamic) {
                    if (levels[key.0] ?? 0) < key.1 {
                        levels[key.0] = key.1
                        changed = true
                    }
                }
            }
            if !changed { break }
        }
        let keys = levels.keys.sorted()
        return rows.map { row in
            var dynamic: [DynamicKey: Int] = [:]
            for (position, key) in keys.enumerated() where statics.points.count + position < row.count {
                dynamic[key] = row[statics.points.count + position]
            }
            return .planned(statics: Array(row.prefix(statics.points.count)), dynamic: dynamic)
        }
    }

    /// How many rounds pairwise planning may take to discover every dynamic choice.
    static let pairwiseRounds = 6

    /// The dynamic points a replayed timeline met, with how many options each offered.
    static func optionCounts(
        _ statics: StaticChoices, values: [Int], dynamic: [DynamicKey: Int]
    ) -> [(DynamicKey, Int)] {
        guard case .success(let prepared) = statics.prepare(values) else { return [] }
        var run = ExploringRun(prepared)
        var found: [(DynamicKey, Int)] = []
        while let choice = run.advance() {
            let key = DynamicKey(choice.point)
            found.append((key, choice.options.count))
            run.choose(min(dynamic[key] ?? 0, choice.options.count - 1))
        }
        return found
    }
}

/// Why an exploration cannot start.
public enum ExplorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Pairwise over more combinations than the greedy cover handles.
    case pairwiseTooLarge(Int)
    /// Shard outputs of different explorations given to `merge`.
    case mismatchedShards(String)
    /// More static combinations than an exhaustive plan holds: the count, and each point's line and
    /// number of values in words.
    case tooManyCombinations(Int, factors: String)
    /// A wall-time limit outside what the clock can count.
    case timeLimitOutOfRange(Double)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .pairwiseTooLarge(let product):
            return "pairwise over \(product) combinations is past the limit of 1,000,000; use random --samples N"
        case .mismatchedShards(let detail):
            return "the shard outputs are not of one exploration: \(detail)"
        case .tooManyCombinations(let count, let factors):
            let total = count == Int.max ? "more than \(Int.max)" : "\(count)"
            return "the static choices span \(total) combinations (\(factors)); an exhaustive exploration plans "
                + "at most \(StaticChoices.maximumCombinations): use a larger step, --strategy boundary, "
                + "--strategy random --samples N or --strategy pairwise"
        case .timeLimitOutOfRange(let seconds):
            return "the time limit \(seconds) s is not between \(ExplorationOptions.timeLimitRange.lowerBound) and "
                + "\(ExplorationOptions.timeLimitRange.upperBound) seconds"
        }
    }
}
