import Replay

/// A failing timeline, kept as the candidate counterexample for a check: its decisions and the
/// figures that order candidates (fewest steps, then simplest options, then canonical order).
public struct Candidate: Hashable, Comparable, Sendable, Codable {
    /// The decisions that make the timeline.
    public var path: [Decision]
    /// Steps it performed.
    public var steps: Int
    /// The sum of its option indices (lower is simpler: skipped, off, first, earliest, lowest).
    public var optionSum: Int
    /// The work unit it was found in, and its place in that unit's order: the canonical tiebreak.
    public var unit: Int
    /// Its place in the unit.
    public var sequence: Int

    /// Shorter first, then simpler, then canonical order — the same in every worker and shard.
    public static func < (lhs: Candidate, rhs: Candidate) -> Bool {
        (lhs.steps, lhs.optionSum, lhs.unit, lhs.sequence) < (rhs.steps, rhs.optionSum, rhs.unit, rhs.sequence)
    }
}

/// One violated check: how many timelines broke it, the best candidate, and once shrunk, the
/// counterexample.
public struct CheckFailure: Hashable, Sendable, Codable {
    /// The check.
    public var check: CheckID
    /// The failure message of the best candidate.
    public var message: String
    /// Timelines that broke it.
    public var timelines: Int
    /// The best failing timeline found.
    public var best: Candidate
    /// The shrunk counterexample, once made.
    public var counterexample: Counterexample?
    /// Up to ``exampleLimit`` distinct failure messages, in the order the timelines were explored:
    /// the values one broken check reported (`got session.points=239`, `=240`).
    public var examples: [String] = []
    /// Whether the timelines reported more distinct messages than ``examples`` holds.
    public var moreExamples = false
    /// The options the failing timelines took at each choice point, in point order: what they share.
    public var choices: [ChoiceSpread] = []

    /// The most distinct failure messages kept per check.
    public static let exampleLimit = 3

    /// The choices every failing timeline made, in words (``ChoiceSpread/shared(by:)``); empty when
    /// they share none or only one timeline failed (its counterexample shows its choices).
    public var sharedChoices: [String] {
        timelines < 2 ? [] : choices.compactMap { $0.shared(by: timelines) }
    }

    /// Counts `other`'s timelines of the same check into this one: the best candidate of both (with
    /// its message), the first distinct messages in order, and the choices' spread.
    mutating func add(_ other: CheckFailure) {
        timelines += other.timelines
        if other.best < best {
            best = other.best
            message = other.message
        }
        for example in other.examples where !examples.contains(example) {
            if examples.count < Self.exampleLimit { examples.append(example) } else { moreExamples = true }
        }
        moreExamples = moreExamples || other.moreExamples
        for spread in other.choices { count(spread) }
    }

    /// Counts `spread` into the spread at its point, or puts it in point order as a new one. Found
    /// from the end: the choices are in point order, and a path's decisions mostly come in it.
    mutating func count(_ spread: ChoiceSpread) {
        var place = choices.count
        while place > 0 && spread.point < choices[place - 1].point { place -= 1 }
        if place > 0 && choices[place - 1].point == spread.point {
            choices[place - 1].add(spread)
        } else if place == choices.count {
            // Appended: inserting at the end goes through a general replacement of a range.
            choices.append(spread)
        } else {
            choices.insert(spread, at: place)
        }
    }
}

extension CheckFailure {
    /// Reads a failure; the fields added after a shard file's first form (``examples``,
    /// ``moreExamples``, ``choices``) are empty when absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        check = try container.decode(CheckID.self, forKey: .check)
        message = try container.decode(String.self, forKey: .message)
        timelines = try container.decode(Int.self, forKey: .timelines)
        best = try container.decode(Candidate.self, forKey: .best)
        counterexample = try container.decodeIfPresent(Counterexample.self, forKey: .counterexample)
        examples = try container.decodeIfPresent([String].self, forKey: .examples) ?? []
        moreExamples = try container.decodeIfPresent(Bool.self, forKey: .moreExamples) ?? false
        choices = try container.decodeIfPresent([ChoiceSpread].self, forKey: .choices) ?? []
    }
}

/// What exploring one work unit found. Units are the grain of parallelism and sharding; results are
/// combined in unit order, so any number of workers or shards gives the same totals.
public struct UnitResult: Hashable, Sendable, Codable {
    /// The unit's index in the canonical order.
    public var unit: Int
    /// Timelines simulated to their end.
    public var timelines = 0
    /// Timelines covered, counting those merged into an identical state as the ones they joined.
    public var spanned = 0
    /// Distinct states at choice points and at timelines' ends.
    public var distinctStates = 0
    /// Branches that reached a state already explored and were not run again.
    public var merged = 0
    /// Events simulated (shared prefixes counted once).
    public var events = 0
    /// Choices past `--max-depth`, taken at their simplest option instead of branched on.
    public var depthCuts = 0
    /// Whether `--max-timelines` stopped the unit before it was done.
    public var stoppedByBudget = false
    /// Whether `--time-limit` stopped it.
    public var stoppedByTime = false
    /// Whether `--max-states` stopped it.
    public var stoppedByStates = false
    /// Timelines with at least one failed check.
    public var failingTimelines = 0
    /// Catalog rule → timelines it fired in.
    public var rulesFired: [String: Int] = [:]
    /// The UI states reached, as `key=value` lists.
    public var uiStates: [String] = []
    /// UI transitions seen, as `[from, to]`.
    public var uiTransitions: [[String]] = []
    /// The violated checks, with the best candidate of this unit.
    public var failures: [CheckFailure] = []
    /// Timelines that reached a step a person could not take (not violations).
    public var infeasibleTimelines = 0
    /// Those steps, one per line, with the simplest timeline that reached each.
    public var infeasible: [InfeasibleStep] = []

    /// An empty result for `unit`.
    public init(unit: Int) {
        self.unit = unit
    }
}

extension UnitResult {
    /// Reads a unit's result; the fields added after a shard file's first form
    /// (``infeasibleTimelines``, ``infeasible``) are empty when absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        unit = try container.decode(Int.self, forKey: .unit)
        timelines = try container.decode(Int.self, forKey: .timelines)
        spanned = try container.decode(Int.self, forKey: .spanned)
        distinctStates = try container.decode(Int.self, forKey: .distinctStates)
        merged = try container.decode(Int.self, forKey: .merged)
        events = try container.decode(Int.self, forKey: .events)
        depthCuts = try container.decode(Int.self, forKey: .depthCuts)
        stoppedByBudget = try container.decode(Bool.self, forKey: .stoppedByBudget)
        stoppedByTime = try container.decode(Bool.self, forKey: .stoppedByTime)
        stoppedByStates = try container.decode(Bool.self, forKey: .stoppedByStates)
        failingTimelines = try container.decode(Int.self, forKey: .failingTimelines)
        rulesFired = try container.decode([String: Int].self, forKey: .rulesFired)
        uiStates = try container.decode([String].self, forKey: .uiStates)
        uiTransitions = try container.decode([[String]].self, forKey: .uiTransitions)
        failures = try container.decode([CheckFailure].self, forKey: .failures)
        infeasibleTimelines = try container.decodeIfPresent(Int.self, forKey: .infeasibleTimelines) ?? 0
        infeasible = try container.decodeIfPresent([InfeasibleStep].self, forKey: .infeasible) ?? []
    }
}
