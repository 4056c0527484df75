import Foundation
import Replay
import SimulationKit

/// Explores one work unit: depth first with state deduplication for a subtree, or one planned or
/// sampled timeline after another, checking every timeline and keeping the best failing one per check.
struct UnitSearch {
    let statics: StaticChoices
    let options: ExplorationOptions
    let budget: Int
    let deadline: ContinuousClock.Instant?
    var result: UnitResult
    private var visited: [HashedStateKey: Int] = [:]
    private var seen: Set<HashedStateKey> = []
    private var uiStates: Set<String> = []
    private var transitions: Set<[String]> = []
    private var failures: [CheckID: CheckFailure] = [:]
    private var stopped = false

    init(
        unit: Int, statics: StaticChoices, options: ExplorationOptions, budget: Int, deadline: ContinuousClock.Instant?
    ) {
        self.statics = statics
        self.options = options
        self.budget = budget
        self.deadline = deadline
        result = UnitResult(unit: unit)
    }

    /// Explores `unit` and returns what it found. Distinct states are those at choice points and at
    /// the ends of timelines, deduplicated within the unit.
    mutating func explore(_ unit: WorkUnit) -> UnitResult {
        if budget <= 0 {
            result.stoppedByBudget = true
        } else {
            switch unit {
            case .subtree(let values, let prefix):
                if var node = start(values) {
                    for option in prefix {
                        guard let choice = advance(&node) else { break }
                        choose(&node, option, choice)
                    }
                    let leaves = dfs(node)
                    result.spanned += leaves
                }
            case .planned(let values, let dynamic):
                runPlanned(values) { choice, _ in min(dynamic[DynamicKey(choice.point)] ?? 0, choice.options.count - 1)
                }
            case .samples(let slice, let slices, let samples):
                for sample in stride(from: slice, to: samples, by: max(1, slices)) {
                    if stopped { break }
                    var generator = RandomStreams.initialGenerator(
                        seed: options.seed, stream: "explore.sample.\(sample)")
                    let values = statics.points.map { Int(generator.next(in: 0...Int64($0.labels.count - 1))) }
                    runPlanned(values) { choice, _ in Int(generator.next(in: 0...Int64(choice.options.count - 1))) }
                }
            }
        }
        result.distinctStates += visited.count + seen.count
        result.uiStates = uiStates.sorted()
        result.uiTransitions = transitions.sorted { $0.lexicographicallyPrecedes($1) }
        result.failures = failures.keys.sorted().map { failures[$0]! }
        return result
    }

    // MARK: Timelines

    /// A node at time zero with the static values fixed; nil (and a recorded failure) when the
    /// setup is refused.
    private mutating func start(_ values: [Int]) -> TimelineNode? {
        switch statics.prepare(values) {
        case .success(let prepared):
            return TimelineNode(run: ScenarioRun(exploring: prepared), path: statics.decisions(values))
        case .failure(let errors):
            let line = errors.errors.first?.location?.line ?? 0
            record(
                CheckID(line: line, text: "the setup is valid"), message: errors.description,
                path: statics.decisions(values), steps: 0)
            result.timelines += 1
            result.failingTimelines += 1
            return nil
        }
    }

    /// Runs to the next choice, watching the records; the choice or nil at the end.
    private mutating func advance(_ node: inout TimelineNode) -> PendingChoice? {
        let before = node.run.eventCount
        var seenRecords: [TraceRecord] = []
        let choice = node.run.advance { record in
            if record.kind == .step || record.kind == .state { seenRecords.append(record) }
        }
        result.events += node.run.eventCount - before
        watch(seenRecords, node: &node)
        return choice
    }

    private mutating func choose(_ node: inout TimelineNode, _ option: Int, _ choice: PendingChoice) {
        var seenRecords: [TraceRecord] = []
        node.run.choose(option) { record in
            if record.kind == .step || record.kind == .state { seenRecords.append(record) }
        }
        node.path.append(Decision(point: choice.point, option: option, label: choice.options[option]))
        watch(seenRecords, node: &node)
    }

    private mutating func watch(_ records: [TraceRecord], node: inout TimelineNode) {
        for record in records {
            if record.kind == .step {
                node.steps += 1
                continue
            }
            guard case .object(let changes)? = record.fields["ui"] else { continue }
            for (key, value) in changes {
                if value == .null { node.ui.removeValue(forKey: key) } else { node.ui[key] = value }
            }
            let text = TimelineNode.text(of: node.ui)
            if text != node.uiText {
                transitions.insert([node.uiText, text])
                uiStates.insert(text)
                node.uiText = text
            }
        }
    }

    /// Depth first under `node`; returns the timelines it spans (merged ones included).
    private mutating func dfs(_ start: TimelineNode) -> Int {
        var node = start
        guard !stopped else { return 0 }
        guard let choice = advance(&node) else {
            seen.insert(HashedStateKey(node.run.stateKey))
            leaf(&node)
            return 1
        }
        let dynamicDepth = node.path.count - statics.points.count
        if dynamicDepth >= options.maxDepth {
            result.depthCuts += 1
            choose(&node, 0, choice)
            return dfs(node)
        }
        let key = HashedStateKey(node.run.stateKey)
        if let known = visited[key] {
            result.merged += 1
            return known
        }
        visited[key] = 0
        var leaves = 0
        for option in choice.options.indices {
            if result.timelines >= budget {
                result.stoppedByBudget = true
                stopped = true
            }
            if stopped { break }
            var child = node
            choose(&child, option, choice)
            leaves += dfs(child)
        }
        visited[key] = leaves
        return leaves
    }

    /// One timeline from time zero, each dynamic choice from `pick`.
    private mutating func runPlanned(_ values: [Int], pick: (PendingChoice, TimelineNode) -> Int) {
        if result.timelines >= budget {
            result.stoppedByBudget = true
            stopped = true
        }
        guard !stopped, var node = start(values) else { return }
        while let choice = advance(&node) {
            seen.insert(HashedStateKey(node.run.stateKey))
            let option = node.path.count - statics.points.count >= options.maxDepth ? 0 : pick(choice, node)
            choose(&node, option, choice)
        }
        seen.insert(HashedStateKey(node.run.stateKey))
        leaf(&node)
        result.spanned += 1
    }

    /// A timeline at its end: its verdicts, the rules it fired, its failures as candidates.
    private mutating func leaf(_ node: inout TimelineNode) {
        var seenRecords: [TraceRecord] = []
        let outcome = node.run.finish { record in
            if record.kind == .state { seenRecords.append(record) }
        }
        watch(seenRecords, node: &node)
        result.timelines += 1
        for rule in outcome.rulesFired.keys { result.rulesFired[rule, default: 0] += 1 }
        let failed = CheckID.failures(of: outcome)
        if !failed.isEmpty { result.failingTimelines += 1 }
        for (check, message) in failed {
            record(check, message: message, path: node.path, steps: node.steps)
        }
        if let deadline, ContinuousClock.now >= deadline {
            result.stoppedByTime = true
            stopped = true
        }
    }

    private mutating func record(_ check: CheckID, message: String, path: [Decision], steps: Int) {
        let candidate = Candidate(
            path: path, steps: steps, optionSum: path.reduce(0) { $0 + $1.option }, unit: result.unit,
            sequence: result.timelines)
        if var existing = failures[check] {
            existing.timelines += 1
            if candidate < existing.best {
                existing.best = candidate
                existing.message = message
            }
            failures[check] = existing
        } else {
            failures[check] = CheckFailure(check: check, message: message, timelines: 1, best: candidate)
        }
    }
}

/// A run's state key with its hash computed once: the dictionary and set of a search hash and
/// compare keys several times each, and a whole simulation is expensive to hash.
struct HashedStateKey: Hashable {
    let hash: Int
    let key: RunStateKey

    init(_ key: RunStateKey) {
        self.key = key
        hash = key.hashValue
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (lhs: HashedStateKey, rhs: HashedStateKey) -> Bool { lhs.hash == rhs.hash && lhs.key == rhs.key }
}
