import Replay
import ScenarioLanguage

/// Makes a failing timeline simpler while it still breaks the same check: each choice in turn is
/// tried at each simpler option (a `maybe` step skipped, a fault off, an earlier button, an earlier
/// time, a lower figure), keeping a change when the check still fails and the timeline got no longer.
/// Deterministic, and bounded by ``maximumReplays`` and by the exploration's deadline: `--time-limit`
/// bounds the whole command, and 400 replays of a long timeline can take far longer than the search.
struct Shrinker {
    let statics: StaticChoices
    let maxDepth: Int
    /// When `explore --time-limit` runs out; past it, the timeline is kept as simple as it got.
    var deadline: ContinuousClock.Instant? = nil

    /// The most timelines one shrink replays.
    static let maximumReplays = 400

    /// A replayed timeline: what it did and what it broke.
    struct Replayed {
        var path: [Decision]
        var steps: Int
        var failed: [CheckID]
        var optionSum: Int { path.reduce(0) { $0 + $1.option } }
    }

    /// Runs the timeline with these static values and dynamic options (0 where not given).
    func replay(_ values: [Int], _ dynamic: [DynamicKey: Int]) -> Replayed? {
        guard case .success(let prepared) = statics.prepare(values) else { return nil }
        var run = ExploringRun(prepared)
        var path = statics.decisions(values)
        while let choice = run.advance() {
            let depth = path.count - values.count
            let option = depth >= maxDepth ? 0 : min(dynamic[DynamicKey(choice.point)] ?? 0, choice.options.count - 1)
            run.choose(option)
            path.append(Decision(point: choice.point, option: option, label: choice.options[option]))
        }
        let outcome = run.finish()
        return Replayed(path: path, steps: run.stepCount, failed: CheckID.failures(of: outcome).map(\.0))
    }

    /// The static values and dynamic options of a path.
    func plan(of path: [Decision]) -> ([Int], [DynamicKey: Int]) {
        let values = statics.points.map { point in path.first { $0.point == point.point }?.option ?? 0 }
        var dynamic: [DynamicKey: Int] = [:]
        for decision in path where !decision.point.kind.isStatic {
            dynamic[DynamicKey(decision.point)] = decision.option
        }
        return (values, dynamic)
    }

    /// Whether the exploration's time is up.
    var pastDeadline: Bool {
        deadline.map { ContinuousClock.now >= $0 } ?? false
    }

    /// The simplest timeline found from `candidate` that still breaks `check`.
    func shrink(_ candidate: Candidate, check: CheckID) -> (path: [Decision], steps: Int) {
        var (values, dynamic) = plan(of: candidate.path)
        guard var best = replay(values, dynamic), best.failed.contains(check) else {
            return (candidate.path, candidate.steps)
        }
        var replays = 1
        var improved = true
        while improved && replays < Self.maximumReplays && !pastDeadline {
            improved = false
            search: for position in values.indices where values[position] > 0 {
                for option in 0..<values[position] {
                    var trial = values
                    trial[position] = option
                    replays += 1
                    if let run = replay(trial, dynamic), run.failed.contains(check),
                        (run.steps, run.optionSum) < (best.steps, best.optionSum)
                    {
                        values = trial
                        best = run
                        improved = true
                        break search
                    }
                    if replays >= Self.maximumReplays || pastDeadline { break search }
                }
            }
            if improved { continue }
            search: for key in dynamic.keys.sorted() where dynamic[key]! > 0 {
                for option in 0..<dynamic[key]! {
                    var trial = dynamic
                    trial[key] = option
                    replays += 1
                    if let run = replay(values, trial), run.failed.contains(check),
                        (run.steps, run.optionSum) < (best.steps, best.optionSum)
                    {
                        dynamic = plan(of: run.path).1
                        best = run
                        improved = true
                        break search
                    }
                    if replays >= Self.maximumReplays || pastDeadline { break search }
                }
            }
        }
        return (best.path, best.steps)
    }
}
