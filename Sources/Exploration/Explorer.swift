import Dispatch
import Foundation
import Replay
import ScenarioLanguage

/// `locsim explore` without the printing: splits a scenario's timeline space into work units,
/// explores this shard's units on `jobs` workers, combines the results in unit order, and shrinks
/// each violated check's best timeline into a counterexample scenario.
///
/// ```swift
/// var options = ExplorationOptions()
/// options.jobs = 2
/// let report = try Explorer.explore(input, options: options)
/// report.timelines          // 48
/// report.failures.first?.counterexample?.text   // a plain scenario that fails the same way
/// ```
public enum Explorer {
    /// Explores `input` under `options`.
    public static func explore(
        _ input: ExplorationInput, options: ExplorationOptions
    ) throws(ExplorationError) -> ExplorationReport {
        if let seconds = options.timeLimitSeconds, !ExplorationOptions.timeLimitRange.contains(seconds) {
            throw .timeLimitOutOfRange(seconds)
        }
        let written = StaticChoices(input)
        let statics = options.strategy == .boundary ? written.boundaries() : written
        let (ready, splits) = try ExplorationPlan.units(statics, options: options)
        let deadline = options.timeLimitSeconds.map { ContinuousClock.now + .milliseconds(Int64($0 * 1000)) }
        let work = ExplorationWork(splitCount: splits, ready: ready, shard: options.shard)
        let lines = UILines()
        // More workers than cores never helps, nor more than there are units (or combinations to split).
        // An object app's code runs on the main actor, so its timelines run one by one on this thread.
        let cores = WorkerPool.cores
        let workers =
            input.branching == .replay
            ? 1 : max(1, min(options.jobs, cores, splits > 0 ? max(splits, cores) : ready.count))
        WorkerPool.shared.perform(workers) { _ in
            while let index = work.nextSplit() {
                work.finishSplit(
                    index, ExplorationPlan.split(statics, values: statics.values(at: index), maxDepth: options.maxDepth)
                )
            }
            let units = work.settledUnitCount()
            var search = UnitSearch(statics: statics, options: options, deadline: deadline, lines: lines)
            while let (slot, index, unit) = work.nextUnit() {
                let result = search.explore(
                    unit, unit: index,
                    budget: share(options.maxTimelines, units: units, index: index),
                    stateBudget: share(options.maxStates, units: units, index: index))
                work.store(result, at: slot)
            }
        }
        let units = work.settledUnitCount()
        let results = work.allResults
        let header = Self.header(input, statics: statics, options: options, units: units)
        var report = ExplorationReport(header: header, shard: options.shard, units: results, failures: [])
        report.failures = finalize(
            ExplorationReport.bestFailures(report.units), statics: statics, options: options, deadline: deadline)
        return report
    }

    /// How many work units `input` splits into under `options`: the most shards, or worker processes,
    /// that can have work. Planned as ``explore(_:options:)`` plans, on the calling thread (few static
    /// combinations are each run to their first choice), so an object app's code runs where it may.
    public static func unitCount(
        _ input: ExplorationInput, options: ExplorationOptions
    ) throws(ExplorationError) -> Int {
        let written = StaticChoices(input)
        let statics = options.strategy == .boundary ? written.boundaries() : written
        let (ready, splits) = try ExplorationPlan.units(statics, options: options)
        guard splits > 0 else { return ready.count }
        return (0..<splits).reduce(0) {
            $0 + ExplorationPlan.split(statics, values: statics.values(at: $1), maxDepth: options.maxDepth).count
        }
    }

    /// The scenario's file name without folder and extension, made a plain name: the escapes of
    /// control characters (`\n`) lose their backslash, and the stem is cut to 200 bytes, so the
    /// counterexample's name passes ``Counterexample/unsafeFileName(_:)`` as `merge` checks it.
    static func fileStem(_ file: String) -> String {
        let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        var plain = String(stem.map { $0 == "\\" ? "_" : $0 })
        while plain.utf8.count > 200 { plain.removeLast() }
        return plain
    }

    /// Unit `index`'s part of a bound split evenly over `units` (the first ones get the remainder), so
    /// any number of workers or shards explores the same timelines.
    static func share(_ total: Int, units: Int, index: Int) -> Int {
        let count = max(1, units)
        return total / count + (index < total % count ? 1 : 0)
    }

    /// Shrinks each check's best timeline (until `deadline`) and writes it as a counterexample.
    static func finalize(
        _ failures: [CheckFailure], statics: StaticChoices, options: ExplorationOptions,
        deadline: ContinuousClock.Instant? = nil
    )
        -> [CheckFailure]
    {
        let shrinker = Shrinker(statics: statics, maxDepth: options.maxDepth, deadline: deadline)
        var modelChecks = 0
        return failures.map { failure in
            var failure = failure
            let (path, steps) = shrinker.shrink(failure.best, check: failure.check)
            let slug: String
            if failure.check.line == 0 {
                modelChecks += 1
                slug = "invariant-\(modelChecks)"
            } else {
                slug = "line-\(failure.check.line)"
            }
            let fileName = "\(fileStem(statics.input.scenario.file))-\(slug).scenario"
            failure.counterexample = counterexample(
                statics, path: path, steps: steps, check: failure.check, fileName: fileName)
            return failure
        }
    }

    /// The counterexample file for `path`: written once to learn the line its run names for `check`
    /// (the rewrite moves lines), then again with that line in its title and first comments, so the
    /// title, the failure marker and a run of it agree.
    static func counterexample(
        _ statics: StaticChoices, path: [Decision], steps: Int, check: CheckID, fileName: String
    ) -> Counterexample {
        let original = statics.input.scenario.file
        func text(line: Int?) -> String {
            let label = CounterexampleWriter.label(check, line: line, original: original)
            var scenario = CounterexampleWriter.scenario(statics, path: path, label: label)
            scenario.file = fileName
            let comments =
                ["# Counterexample found by locsim explore in \(original)", "# breaks \(label)"]
                + path.map { "# choice: \($0)" }
            return comments.map { $0 + "\n" }.joined() + scenario.text
        }
        let line = failingLine(text(line: nil), fileName: fileName, check: check, input: statics.input)
        let final = text(line: line)
        let reproducedLine = failingLine(final, fileName: fileName, check: check, input: statics.input)
        return Counterexample(
            fileName: fileName, text: final, path: path, steps: steps, reproduced: reproducedLine != nil,
            line: check.line == 0 ? nil : reproducedLine)
    }

    /// The line at which the plain run of `text` breaks `check` (found by its text; the lines moved),
    /// 0 for a model's invariant, or nil when it does not break it.
    static func failingLine(_ text: String, fileName: String, check: CheckID, input: ExplorationInput) -> Int? {
        let vocabulary = ScenarioVocabulary.system(models: input.registry)
        guard case .success(let scenario) = ScenarioParser.parse(text, file: fileName, vocabulary: vocabulary),
            case .success(var prepared) = RunSetup.prepare(
                scenario, source: text, registry: input.registry,
                options: RunOptions(maximumEvents: input.options.maximumEvents))
        else { return nil }
        prepared.app = input.app
        var run = ScenarioRun(prepared)
        let outcome = run.run { _ in }
        return CheckID.failures(of: outcome).first { $0.0.text == check.text }?.0.line
    }

    static func header(
        _ input: ExplorationInput, statics: StaticChoices, options: ExplorationOptions, units: Int
    ) -> ExplorationHeader {
        let scenario = input.scenario
        var points = statics.points.map {
            (line: $0.point.line, text: "\($0.point): \($0.valuesText)")
        }
        for (index, entry) in scenario.timeline.enumerated() {
            guard var step = entry.step else { continue }
            var depth = 0
            while true {
                let kind: ChoicePoint.Kind?
                switch step {
                case .maybe: kind = .maybe
                case .alert(.any), .ifPossible(.alert(.any)): kind = .alertAny
                case .fault: kind = .stepFault
                default: kind = nil
                }
                if let kind {
                    let point = ChoicePoint(kind: kind, line: entry.location.line, entry: index, depth: depth)
                    points.append((point.line, point.description))
                }
                guard case .maybe(let inner) = step else { break }
                step = inner
                depth += 1
            }
        }
        let model = input.options.model ?? scenario.model?.name ?? "recorder"
        return ExplorationHeader(
            file: scenario.file, title: scenario.title ?? "", model: model,
            scenarioSeed: input.options.seed ?? scenario.seed, profile: input.options.profile?.name ?? scenario.profile,
            strategy: options.strategy.description, seed: options.seed, maxTimelines: options.maxTimelines,
            maxDepth: options.maxDepth, maxStates: options.maxStates,
            maxEvents: input.options.maximumEvents, timeLimitSeconds: options.timeLimitSeconds,
            units: units,
            choicePoints: points.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
                .map(\.element.text),
            mergeByRecordedState: input.branching == .replay && options.mergeByRecordedState ? true : nil)
    }
}
