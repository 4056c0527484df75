import AppModels
import Foundation
import Replay
import SimulationKit

/// Explores work units one after another: depth first with state deduplication for a subtree, or
/// one planned or sampled timeline after another, checking every timeline and keeping the best
/// failing one per check. A worker keeps one search for all its units: each unit starts from empty
/// tables, but their storage stays (a scenario with many static combinations has as many units,
/// each with a few states).
struct UnitSearch {
    let statics: StaticChoices
    let options: ExplorationOptions
    /// The most timelines this unit runs (its share of `--max-timelines`).
    private var budget = 0
    /// The most distinct states this unit keeps (its share of `--max-states`).
    private var stateBudget = 0
    let deadline: ContinuousClock.Instant?
    let sharedLines: UILines
    private var result = UnitResult(unit: 0)
    /// The states reached at choice points (standing for their slots in `leavesUnder`) and at the
    /// ends of timelines.
    private var states = StateTable()
    /// States of an app that is re-run rather than copied (``AppBranching/replay``): they cannot be
    /// compared, so each counts as distinct and nothing merges (unless
    /// ``ExplorationOptions/mergeByRecordedState`` compares what the app recorded instead).
    private var unmerged = 0
    /// Each distinct UI the model returned, by its line's number in ``sharedLines``: most UIs recur
    /// in every timeline, and in every unit.
    private var uiNumbers: [UIKey: Int] = [:]
    private var uiStates = SortedNumbers()
    /// `from << 32 | to`, by line number.
    private var transitions = SortedNumbers()
    /// Leaves under each state already explored, by the slot `states` keeps for it.
    private var leavesUnder: [Int] = []
    /// The checks broken and the steps no person could take, with their best timelines.
    private var tally: FailureTally
    /// Timelines per rule, counted by the rule's place in the catalog and named once at the end.
    private var rulesFired = RuleCounts()
    /// The lists of earlier units' results, spelled once for all the units that repeat them.
    private var spelling = ResultSpelling()
    private var stopped = false
    /// Each static combination prepared once: planned and sampled timelines start from it again and again.
    private var preparedRuns: [[Int]: PreparedBox] = [:]
    /// Each static combination's run at time zero, made once and copied by every timeline that starts
    /// there: a copy shares the scenario's checks (``ExploringRun``'s lines) instead of resolving them again.
    private var freshRuns: [[Int]: ExploringRun] = [:]
    /// The labels of the static values met so far, by point and value (``staticDecisions(_:)``).
    private var staticLabels: [[Int: String]] = []
    /// The decisions of the timelines in progress (``TimelineNode/tip``).
    private var trail = DecisionTrail()

    init(
        statics: StaticChoices, options: ExplorationOptions, deadline: ContinuousClock.Instant?,
        lines: UILines = UILines()
    ) {
        sharedLines = lines
        self.statics = statics
        self.options = options
        self.deadline = deadline
        tally = FailureTally(offered: statics.points.map(\.count))
        // Room for a small unit's tables at once, instead of growing each from empty a slot at a time.
        uiNumbers.reserveCapacity(32)
        uiStates.reserveCapacity(8)
        transitions.reserveCapacity(16)
        leavesUnder.reserveCapacity(16)
    }

    /// Explores `planned`, the `unit`-th unit, running at most `budget` timelines and keeping at
    /// most `stateBudget` states, and returns what it found. Distinct states are those at choice
    /// points and at the ends of timelines, deduplicated within the unit.
    mutating func explore(_ planned: PlannedUnit, unit: Int, budget: Int, stateBudget: Int = .max) -> UnitResult {
        begin(unit: unit, budget: budget, stateBudget: stateBudget)
        if budget <= 0 {
            result.stoppedByBudget = true
        } else if stateBudget <= 0 {
            result.stoppedByStates = true
        } else {
            switch planned.unit {
            case .subtree(let values, let prefix):
                if let prepared = planned.prepared { preparedRuns[values] = prepared }
                // Bound and handed on by moves: a copy of a run retains every buffer it holds.
                var node: TimelineNode
                if let run = planned.handoff?.take() {
                    node = continued(consume run, values: values)
                } else if let fresh = start(values, once: true) {
                    node = fresh
                } else {
                    break
                }
                for option in prefix {
                    guard let choice = advance(&node) else { break }
                    choose(&node, option, choice)
                }
                let leaves = dfs(consume node)
                result.spanned = Self.covered(result.spanned, leaves)
            case .planned(let values, let dynamic):
                runPlanned(values) { choice, _ in min(dynamic[DynamicKey(choice.point)] ?? 0, choice.options.count - 1)
                }
            case .samples(let slice, let slices, let samples):
                for sample in stride(from: slice, to: samples, by: max(1, slices)) {
                    if stopped { break }
                    var generator = RandomStreams.initialGenerator(
                        seed: options.seed, stream: "explore.sample.\(sample)")
                    let values = statics.points.map { Int(generator.next(in: 0...Int64($0.count - 1))) }
                    runPlanned(values) { choice, _ in Int(generator.next(in: 0...Int64(choice.options.count - 1))) }
                }
            }
        }
        result.distinctStates += statesKept
        result.uiStates = spelling.uiStates(uiStates.elements, lines: sharedLines)
        result.uiTransitions = spelling.transitions(transitions.elements, lines: sharedLines)
        tally.finish(into: &result)
        result.rulesFired = spelling.rules(rulesFired)
        return result
    }

    /// Empties every table of the unit before, keeping its storage.
    private mutating func begin(unit: Int, budget: Int, stateBudget: Int) {
        self.budget = budget
        self.stateBudget = stateBudget
        result = UnitResult(unit: unit)
        states.removeAll()
        unmerged = 0
        uiStates.removeAll()
        transitions.removeAll()
        leavesUnder.removeAll(keepingCapacity: true)
        tally.removeAll()
        rulesFired = RuleCounts()
        stopped = false
        preparedRuns.removeAll(keepingCapacity: true)
        freshRuns.removeAll(keepingCapacity: true)
        trail.removeAll()
    }

    // MARK: Timelines

    /// A node at time zero with the static values fixed; nil (and a recorded failure) when the
    /// setup is refused. The run is kept for the next start of the same values unless `once` says
    /// there will be none (a subtree of an app forked by copy starts once): a kept copy would share
    /// every buffer of the run, which would then copy each one it changes.
    private mutating func start(_ values: [Int], once: Bool = false) -> TimelineNode? {
        if let fresh = freshRuns[values] {
            return node(fresh, values: values)
        }
        if let prepared = preparedRuns[values] {
            let fresh = ExploringRun(shared: prepared)
            if !once || fresh.branching == .replay { freshRuns[values] = fresh }
            return node(fresh, values: values)
        }
        switch statics.prepare(values) {
        case .success(let setup):
            // Nothing keeps a subtree's setup of an app forked by copy: the run takes it whole.
            guard !once || setup.branching == .replay else {
                return node(ExploringRun(consume setup), values: values)
            }
            let prepared = PreparedBox(setup)
            let fresh = ExploringRun(shared: prepared)
            preparedRuns[values] = prepared
            freshRuns[values] = fresh
            return node(fresh, values: values)
        case .failure(let errors):
            let line = errors.errors.first?.location?.line ?? 0
            record(
                CheckID(line: line, text: "the setup is valid"), message: errors.description,
                path: staticDecisions(values), steps: 0)
            result.timelines += 1
            result.failingTimelines += 1
            return nil
        }
    }

    /// The decisions of the static `values`, their labels spelled once a search.
    private mutating func staticDecisions(_ values: [Int]) -> [Decision] {
        statics.decisions(values, spelled: &staticLabels)
    }

    /// A node continuing a run planning simulated for this unit; its events count as the unit's.
    private mutating func continued(_ run: consuming ExploringRun, values: [Int]) -> TimelineNode {
        result.events += run.eventCount
        return node(consume run, values: values)
    }

    /// A node of `run` whose decisions so far are the static `values`'.
    private mutating func node(_ run: consuming ExploringRun, values: [Int]) -> TimelineNode {
        var node = TimelineNode(run: consume run)
        for decision in staticDecisions(values) {
            node.tip = trail.append(decision, after: node.tip)
        }
        node.depth = values.count
        return node
    }

    /// Runs to the next choice, watching the records; the choice or nil at the end.
    private mutating func advance(_ node: inout TimelineNode) -> PendingChoice? {
        let before = node.run.eventCount
        let choice = node.run.advance()
        result.events += node.run.eventCount - before
        watch(node.run.takeShownUI(), node: &node)
        return choice
    }

    private mutating func choose(_ node: inout TimelineNode, _ option: Int, _ choice: PendingChoice) {
        node.run.choose(option)
        node.tip = trail.append(
            Decision(point: choice.point, option: option, label: choice.options[option]), after: node.tip)
        node.depth += 1
        watch(node.run.takeShownUI(), node: &node)
    }

    /// Follows the UIs a timeline showed: the UI states reached and the transitions between them.
    private mutating func watch(_ shown: [[StateEntry]], node: inout TimelineNode) {
        for ui in shown {
            let line = lineNumber(of: ui)
            if line != node.uiLine {
                transitions.insert(node.uiLine << 32 | line)
                uiStates.insert(line)
                node.uiLine = line
            }
        }
    }

    /// The number of a UI's line, asked of the shared table only the first time this search sees it.
    private mutating func lineNumber(of ui: [StateEntry]) -> Int {
        let key = UIKey(ui)
        if let known = uiNumbers[key] { return known }
        let number = sharedLines.number(of: key)
        uiNumbers[key] = number
        return number
    }

    /// A choice being branched on during the depth-first search: whether it still holds its node
    /// to fork for the options not yet tried (the last option takes it over), and the leaves
    /// counted so far.
    private struct Branch {
        let choice: PendingChoice
        let slot: Int
        /// The trail's length when the branch began: the decisions after it are made under it.
        let mark: Int
        var next = 0
        var leaves = 0
        var holdsNode = true
    }

    /// Depth first under `node`; returns the timelines it spans (merged ones included). The path
    /// being explored is an explicit stack rather than recursion, so a scenario thousands of choices
    /// deep uses heap, not the thread's stack.
    private mutating func dfs(_ start: consuming TimelineNode) -> Int {
        var branches: [Branch] = []
        branches.reserveCapacity(8)
        // The nodes the branches hold, in their order: the top branch's is the last when it holds
        // one. Kept apart from the branches so a fork copies a node, not an optional one (which
        // goes through the runtime's generic value witnesses).
        var nodes: [TimelineNode] = []
        nodes.reserveCapacity(8)
        var descending: TimelineNode? = consume start
        while true {
            if var node = descending.take() {
                var leaves: Int?
                switch descend(&node) {
                case .end:
                    end(consume node)
                    leaves = 1
                case .leaves(let count):
                    leaves = count
                case .branch(let choice, let slot):
                    // The node moves into the branch: no copy to make and destroy.
                    nodes.append(consume node)
                    branches.append(Branch(choice: choice, slot: slot, mark: trail.count))
                }
                if let leaves {
                    guard !branches.isEmpty else { return leaves }
                    branches[branches.count - 1].leaves = Self.covered(branches[branches.count - 1].leaves, leaves)
                }
            }
            let top = branches.count - 1
            let last = max(0, branches[top].choice.options.count - 1)
            let option = branches[top].next
            branches[top].next += 1
            if option <= last, !overBudget() {
                // The last option continues the branch's node itself: no copy to fork, none to destroy.
                var child: TimelineNode
                if option < last {
                    child = fork(nodes[nodes.count - 1])
                } else {
                    child = nodes.removeLast()
                    branches[top].holdsNode = false
                }
                choose(&child, option, branches[top].choice)
                descending = consume child
                continue
            }
            let finished = branches.removeLast()
            trail.truncate(to: finished.mark)
            if finished.holdsNode { nodes.removeLast() }
            leavesUnder[finished.slot] = finished.leaves
            guard !branches.isEmpty else { return finished.leaves }
            branches[branches.count - 1].leaves = Self.covered(branches[branches.count - 1].leaves, finished.leaves)
        }
    }

    /// `a + b` timelines covered, counted up to ``ShardBounds/counter`` (2^48): merged states make
    /// the count double with each independent choice, so 2,000 `fault` lines cover 2^2000 timelines.
    static func covered(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? ShardBounds.counter : min(sum, ShardBounds.counter)
    }

    /// What reaching a node gives: the end of its timeline, the timelines under it known at once (a
    /// merged state, a stopped search), or a new branch to explore option by option.
    private enum Descent {
        case end
        case leaves(Int)
        case branch(PendingChoice, slot: Int)
    }

    /// Runs `node` to its next branching choice, taking the simplest option past `--max-depth`.
    private mutating func descend(_ node: inout TimelineNode) -> Descent {
        while true {
            guard !stopped else { return .leaves(0) }
            guard let choice = advance(&node) else { return .end }
            let dynamicDepth = node.depth - statics.points.count
            if dynamicDepth >= options.maxDepth {
                result.depthCuts += 1
                choose(&node, 0, choice)
                continue
            }
            let slot = leavesUnder.count
            if let known = recognise(node, value: slot) {
                // Ends of timelines share the table but stand for no slot: a choice point's state
                // never equals one, since it holds a line and an end does not (`pendingStep`).
                precondition(known >= 0, "a choice point's state matched a timeline's end")
                result.merged += 1
                return .leaves(leavesUnder[known])
            }
            leavesUnder.append(0)
            return .branch(choice, slot: slot)
        }
    }

    /// Whether the search must stop: stopped already, or the budget of timelines or of states spent
    /// (which stops it from now on and is reported).
    private mutating func overBudget() -> Bool {
        if result.timelines >= budget {
            result.stoppedByBudget = true
            stopped = true
        }
        if statesKept >= stateBudget {
            result.stoppedByStates = true
            stopped = true
        }
        return stopped
    }

    /// The distinct states this unit has kept.
    private var statesKept: Int { states.count + unmerged }

    /// Counts the state `node` is in: once however many timelines reach it, or as a new one when
    /// the app is re-run and its states are not compared.
    private mutating func see(_ node: TimelineNode) {
        _ = recognise(node, value: -1)
    }

    /// What the equal state kept before stands for, or nil after keeping a copy of `node`'s state
    /// as a new one standing for `value` (or counting it when its states are not compared).
    private mutating func recognise(_ node: TimelineNode, value: Int) -> Int? {
        guard let identity = identity(of: node) else {
            unmerged += 1
            return nil
        }
        if let known = states.value(equalTo: node, hash: identity.hash, includingApp: identity.includingApp) {
            return known
        }
        // The run alone: the path and the UI line are not part of the state, nor an app left out.
        // Two branches, not one node changed when it must be: a node kept in a variable and then
        // handed on is copied once more (the journey +2 %).
        if identity.includingApp {
            states.add(TimelineNode(run: node.run), hash: identity.hash, value: value)
        } else {
            var kept = TimelineNode(run: node.run)
            kept.run.dropApp()
            states.add(kept, hash: identity.hash, value: value)
        }
        return nil
    }

    /// `node`'s state's hash and whether its app is part of it: with the app when it forks by copy;
    /// for an app that is re-run, without it (the UI and session it recorded stand in for it) when
    /// ``ExplorationOptions/mergeByRecordedState`` asks for the heuristic. Nil when its states are
    /// not compared: each then counts as a distinct state of its own (`unmerged`).
    private func identity(of node: TimelineNode) -> (hash: Int, includingApp: Bool)? {
        let includingApp: Bool
        switch node.run.branching {
        case .fork: includingApp = true
        case .replay:
            guard options.mergeByRecordedState else { return nil }
            includingApp = false
        }
        return (node.run.stateHash(includingApp: includingApp), includingApp)
    }

    /// A node to continue with another option of `node`'s choice: a copy when the app forks by copy;
    /// otherwise the same timeline re-run from time zero with a fresh app through the same decisions
    /// to the same choice. The re-run's events and UIs were counted when first simulated.
    private mutating func fork(_ node: consuming TimelineNode) -> TimelineNode {
        guard node.run.branching == .replay else { return node }
        let path = trail.path(to: node.tip)
        let values = path.prefix(statics.points.count).map(\.option)
        guard var copy = start(values) else { preconditionFailure("a timeline's setup was accepted before") }
        for decision in path.dropFirst(statics.points.count) {
            _ = copy.run.advance()
            copy.run.choose(decision.option)
        }
        _ = copy.run.advance()
        _ = copy.run.takeShownUI()
        copy.tip = node.tip
        copy.depth = node.depth
        copy.uiLine = node.uiLine
        return copy
    }

    /// One timeline from time zero, each dynamic choice from `pick`.
    private mutating func runPlanned(_ values: [Int], pick: (PendingChoice, TimelineNode) -> Int) {
        let mark = trail.count
        defer { trail.truncate(to: mark) }
        guard !overBudget(), var node = start(values) else { return }
        while let choice = advance(&node) {
            see(node)
            let option = node.depth - statics.points.count >= options.maxDepth ? 0 : pick(choice, node)
            choose(&node, option, choice)
        }
        end(consume node)
        result.spanned += 1
    }

    /// A timeline at its end: its verdicts, the rules it fired, its failures as candidates. Its end
    /// state is kept whole (the run is done with it) unless an equal one was kept before.
    private mutating func end(_ node: consuming TimelineNode) {
        let outcome = node.run.outcome()
        watch(node.run.takeShownUI(), node: &node)
        result.timelines += 1
        rulesFired.addOnce(outcome.ruleCounts)
        let trail = trail
        let tip = node.tip
        tally.add(outcome, path: { trail.path(to: tip) }, steps: node.run.stepCount, into: &result)
        if let deadline, ContinuousClock.now >= deadline {
            result.stoppedByTime = true
            stopped = true
        }
        // Recognised here rather than through `recognise`, which copies a choice point's run: handed
        // on, the node was copied too.
        guard let identity = identity(of: node) else {
            unmerged += 1
            return
        }
        guard states.value(equalTo: node, hash: identity.hash, includingApp: identity.includingApp) == nil else {
            return
        }
        // Not part of the state: no need to hold it to the unit's end.
        if !identity.includingApp { node.run.dropApp() }
        states.add(node, hash: identity.hash, value: -1)
    }

    private mutating func record(_ check: CheckID, message: String, path: [Decision], steps: Int) {
        tally.record(check, message: message, path: path, steps: steps, unit: result.unit, sequence: result.timelines)
    }
}
