import Replay

/// Range-checks every number and name a shard file holds, so that merging and printing it can
/// neither trap nor write outside the counterexamples folder; the first problem is thrown with its
/// field path (`units[3].events`).
struct ShardValidator {
    /// The file, for messages.
    let file: String

    /// Checks `report`, which was just decoded from `file`.
    func validate(_ report: ExplorationReport) throws(ShardProblem) {
        try header(report.header)
        let shard = report.shard
        try check(shard.count, 1...ShardBounds.units, "shard.count", "(the N of --shard K/N)")
        try check(shard.index, 0...(shard.count - 1), "shard.index", "(the K of --shard K/N, below N)")
        var previous = -1
        for (position, unit) in report.units.enumerated() {
            let path = "units[\(position)]"
            guard unit.unit > previous, unit.unit < report.header.units else {
                throw ShardProblem.field(
                    file, "\(path).unit", is: String(unit.unit),
                    expected:
                        "a unit above the one before (\(previous)) and below header.units (\(report.header.units))")
            }
            guard unit.unit % shard.count == shard.index else {
                throw ShardProblem.field(
                    file, "\(path).unit", is: String(unit.unit),
                    expected: "a unit of shard \(shard) (unit mod \(shard.count) = \(shard.index))")
            }
            previous = unit.unit
            try self.unit(unit, path: path, units: report.header.units)
        }
        for (position, failure) in report.failures.enumerated() {
            try self.failure(failure, path: "failures[\(position)]", units: report.header.units)
        }
    }

    func header(_ header: ExplorationHeader) throws(ShardProblem) {
        try check(header.units, 0...ShardBounds.units, "header.units")
        try check(header.maxTimelines, 1...ShardBounds.counter, "header.maxTimelines")
        try check(header.maxDepth, 0...ShardBounds.counter, "header.maxDepth")
        try check(header.maxStates, 1...ShardBounds.counter, "header.maxStates")
        try check(header.maxEvents, 1...ShardBounds.counter, "header.maxEvents")
        if let seconds = header.timeLimitSeconds, !(seconds.isFinite && seconds > 0) {
            throw ShardProblem.field(
                file, "header.timeLimitSeconds", is: String(seconds), expected: "a finite number of seconds above 0")
        }
    }

    func unit(_ unit: UnitResult, path: String, units: Int) throws(ShardProblem) {
        let counters: [(String, Int)] = [
            ("timelines", unit.timelines), ("spanned", unit.spanned), ("distinctStates", unit.distinctStates),
            ("merged", unit.merged), ("events", unit.events), ("depthCuts", unit.depthCuts),
            ("failingTimelines", unit.failingTimelines),
        ]
        for (name, value) in counters { try check(value, 0...ShardBounds.counter, "\(path).\(name)") }
        for rule in unit.rulesFired.keys.sorted() {
            try check(unit.rulesFired[rule] ?? 0, 0...ShardBounds.counter, "\(path).rulesFired.\(rule)")
        }
        for (position, transition) in unit.uiTransitions.enumerated() where transition.count != 2 {
            throw ShardProblem.field(
                file, "\(path).uiTransitions[\(position)]", is: "a list of \(transition.count) states",
                expected: "[from, to]")
        }
        for (position, failure) in unit.failures.enumerated() {
            try self.failure(failure, path: "\(path).failures[\(position)]", units: units)
        }
        try check(unit.infeasibleTimelines, 0...ShardBounds.counter, "\(path).infeasibleTimelines")
        for (position, step) in unit.infeasible.enumerated() {
            let place = "\(path).infeasible[\(position)]"
            try check(step.line, 0...ShardBounds.position, "\(place).line")
            try check(step.timelines, 0...ShardBounds.counter, "\(place).timelines")
            try candidate(step.example, path: "\(place).example", units: units)
        }
    }

    func failure(_ failure: CheckFailure, path: String, units: Int) throws(ShardProblem) {
        try check(failure.check.line, 0...ShardBounds.position, "\(path).check.line")
        try check(failure.timelines, 0...ShardBounds.counter, "\(path).timelines")
        try candidate(failure.best, path: "\(path).best", units: units)
        for (position, spread) in failure.choices.enumerated() {
            let place = "\(path).choices[\(position)]"
            try point(spread.point, path: "\(place).point")
            try check(spread.timelines, 0...ShardBounds.counter, "\(place).timelines")
            if let offered = spread.offered { try check(offered, 0...Int.max, "\(place).offered") }
            for (index, taken) in spread.taken.enumerated() {
                try check(taken.option, 0...ShardBounds.position, "\(place).taken[\(index)].option")
            }
        }
        guard let example = failure.counterexample else { return }
        try fileName(example.fileName, path: "\(path).counterexample.fileName")
        try check(example.steps, 0...ShardBounds.counter, "\(path).counterexample.steps")
        try decisions(example.path, path: "\(path).counterexample.path")
    }

    func candidate(_ best: Candidate, path: String, units: Int) throws(ShardProblem) {
        try check(best.steps, 0...ShardBounds.counter, "\(path).steps")
        try check(best.optionSum, 0...ShardBounds.counter, "\(path).optionSum")
        try check(best.unit, 0...max(0, units - 1), "\(path).unit", "(below header.units \(units))")
        try check(best.sequence, 0...ShardBounds.counter, "\(path).sequence")
        try decisions(best.path, path: "\(path).path")
    }

    func decisions(_ decisions: [Decision], path: String) throws(ShardProblem) {
        for (position, decision) in decisions.enumerated() {
            let place = "\(path)[\(position)]"
            try check(decision.option, 0...ShardBounds.position, "\(place).option")
            try point(decision.point, path: "\(place).point")
        }
    }

    func point(_ point: ChoicePoint, path: String) throws(ShardProblem) {
        try check(point.line, 0...ShardBounds.position, "\(path).line")
        try check(point.entry, 0...ShardBounds.position, "\(path).entry")
        try check(point.depth, 0...ShardBounds.position, "\(path).depth")
    }

    /// A counterexample is written as DIR/NAME and DIR/STEM.trace: NAME must be a plain base name.
    func fileName(_ name: String, path: String) throws(ShardProblem) {
        guard let reason = Counterexample.unsafeFileName(name) else { return }
        throw ShardProblem.field(
            file, path, is: "\(String(reflecting: String(name.prefix(64))))\(name.count > 64 ? "…" : "") (\(reason))",
            expected: "a plain file name ending in .scenario, such as journey-line-12.scenario")
    }

    /// Throws unless `value` is in `range`, naming the field at `path`.
    func check(
        _ value: Int, _ range: ClosedRange<Int>, _ path: @autoclosure () -> String, _ meaning: String = ""
    ) throws(ShardProblem) {
        guard !range.contains(value) else { return }
        let expected =
            range.lowerBound == range.upperBound
            ? "\(range.lowerBound)" : "a whole number from \(range.lowerBound) to \(range.upperBound)"
        throw ShardProblem.field(
            file, path(), is: String(value), expected: expected + (meaning.isEmpty ? "" : " " + meaning))
    }
}
