import AppModels
import Dispatch
import Foundation
import Replay
import Reports
import ScenarioLanguage

/// A folder of scenarios run as a regression suite: every `*.scenario` under the given paths, each
/// checked against its expectations, its golden timeline (`NAME.trace` beside it) and its `catches`
/// lines, in parallel, with results in file order whatever the number of workers.
public enum ScenarioSuite {
    /// How a suite runs.
    public struct Options: Sendable {
        /// Rewrite goldens that differ or are missing (only ever on request).
        public var update = false
        /// Worker threads.
        public var jobs = 1
        /// Keep only files whose path or title contains this text.
        public var filter: String?
        /// Sketch every run's picture for reports (`--html`; each scenario then plays twice).
        public var keepsPictures = false
        /// Seed, model and figure overrides for every file.
        public var runOptions = RunOptions()
        /// The program a missing golden's message tells the user to run (`locsim`, `my-locsim`).
        public var programName = "locsim"
        /// How much of a golden diff to show (`--diff full`: all of it).
        public var diffExtent = GoldenDiff.Extent.limited

        /// Default options: serial, no update, no filter.
        public init() {}
    }

    /// Every `*.scenario` file under `paths` (files are taken as they are), sorted, relative to the
    /// working directory where possible.
    public static func discover(_ paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            if !isDirectory.boolValue {
                files.append(displayPath(path))
                continue
            }
            for file in SuiteFolder.scenarios(under: path) { files.append(displayPath(file)) }
        }
        var seen = Set<String>()
        return (files.filter { seen.insert($0).inserted }.sorted(), missing)
    }

    /// `path` without a leading `./`, and relative to the working directory when inside it, so a
    /// golden's header reads the same however the suite was started.
    static func displayPath(_ path: String) -> String {
        // Tidied as text: empty and `.` components go, `..` stays. Foundation's `standardizingPath`
        // resolves links, and on Linux resolves a relative link against the working directory.
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/").filter { $0 != "." }
        var path = (absolute ? "/" : "") + parts.joined(separator: "/")
        if path.isEmpty { path = absolute ? "/" : "." }
        let cwd = FileManager.default.currentDirectoryPath
        if path.hasPrefix(cwd + "/") { path = String(path.dropFirst(cwd.count + 1)) }
        while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
        return path
    }

    /// The golden beside a scenario file.
    public static func goldenPath(for path: String) -> String {
        (path.hasSuffix(".scenario") ? String(path.dropLast(".scenario".count)) : path) + ".trace"
    }

    /// How many workers run `count` files. An object app's code runs on the main thread: with one
    /// registered, files run one by one on the calling thread (as `explore` runs its timelines).
    public static func workers(_ count: Int, options: Options, models: ModelRegistry) -> Int {
        let hostsObjects = models.names.contains { models.descriptor(named: $0)?.branching == .replay }
        return hostsObjects ? 1 : max(1, min(options.jobs, count))
    }

    /// Runs `files` with `options`; results come back in the order of `files`.
    public static func run(_ files: [String], options: Options, models: ModelRegistry) -> [ScenarioResult] {
        let box = ResultBox(count: files.count)
        let jobs = workers(files.count, options: options, models: models)
        if jobs == 1 {
            for (index, file) in files.enumerated() { box.set(index, runOne(file, options: options, models: models)) }
        } else {
            let next = Counter()
            DispatchQueue.concurrentPerform(iterations: jobs) { _ in
                while let index = next.take(below: files.count) {
                    box.set(index, runOne(files[index], options: options, models: models))
                }
            }
        }
        return box.results
    }

    /// Runs one file: its reference run against expectations and golden, then each `catches` model.
    public static func runOne(_ path: String, options: Options, models: ModelRegistry) -> ScenarioResult {
        let clock = ContinuousClock()
        let start = clock.now
        var result = ScenarioResult(
            path: path, title: "", status: .passed, problems: [], updatedGolden: false, header: nil, outcome: nil,
            sketch: nil, seconds: 0)
        let loaded: ScenarioFile.Loaded
        switch ScenarioFile.load(path, models: models, options: options.runOptions) {
        case .success(let file): loaded = file
        case .failure(.invalid(let rendered)), .failure(.unreadable(let rendered)), .failure(.badOption(let rendered)):
            result.status = .invalid
            result.problems = [rendered.hasSuffix("\n") ? String(rendered.dropLast()) : rendered]
            result.seconds = WallClock.seconds(clock.now - start)
            return result
        }
        result.title = loaded.prepared.header.title
        result.warnings = loaded.warnings
        result.header = loaded.prepared.header

        let check = GoldenCheck(path: goldenPath(for: path), update: options.update, extent: options.diffExtent)
        var layout = TimelineLayout()
        let outcome = RunCommand.play(loaded.prepared, format: "text", into: check) { record in
            if options.keepsPictures { layout.observe(record) }
        }
        check.finish()
        result.outcome = outcome
        if options.keepsPictures {
            var sketch = TimelineSketch(layout: layout, outcome: outcome)
            var again = ScenarioRun(loaded.prepared)
            _ = again.run { sketch.observe($0) }
            result.sketch = sketch
        }
        for failure in outcome.failures {
            result.problems.append("\(failure.location): expectation failed: \(failure.message)")
        }
        if let failure = outcome.failure {
            result.problems.append(String(failure.description.dropLast()))
        }
        if outcome.hitEventLimit {
            result.problems.append(
                "\(DisplayPath.escaped(path)): stopped at the limit of \(loaded.prepared.maximumEvents) events")
        }
        result.notReached = outcome.notReached.map { "\($0.location): not reached: \($0.message)" }
        let before = result.problems.count
        compareGolden(&result, check: check, prepared: loaded.prepared, programName: options.programName)
        result.goldenProblems = result.problems.count - before
        checkCatches(&result, loaded: loaded, options: options, models: models)
        if !result.problems.isEmpty { result.status = .failed }
        result.seconds = WallClock.seconds(clock.now - start)
        return result
    }

    /// The verdict of the golden check made while the run played: the golden rewritten under
    /// `--update` when the timeline changed, else the differing regions (a second play of the
    /// run finds where it ends when the two differ in length).
    static func compareGolden(
        _ result: inout ScenarioResult, check: GoldenCheck, prepared: PreparedRun, programName: String
    ) {
        let golden = check.path
        // Paths as the messages show them: a file name can hold a newline or an escape sequence.
        let shownGolden = DisplayPath.escaped(golden)
        let shownPath = DisplayPath.escaped(result.path)
        if let error = check.readError {
            result.problems.append("cannot read golden '\(shownGolden)': \(error)")
        }
        if check.updates {
            do {
                result.updatedGolden = try check.settleUpdate()
            } catch {
                result.problems.append("\(error)")
                result.goldenWriteError = error
            }
            return
        }
        if check.comparison.isEqual { return }
        guard check.goldenExists else {
            switch FileTarget.resolve(golden).kind {
            case .absent:
                result.problems.append(
                    "no golden \(shownGolden); record it with: \(programName) test \(shownPath) --update")
            case .regular:
                result.problems.append("cannot read golden '\(shownGolden)'; check that it is readable")
            case .directory, .special, .endlessLink:
                result.problems.append(
                    "the golden \(shownGolden) is not a file (a folder, device, FIFO or endless symlink); remove it, then "
                        + "record the golden with: \(programName) test \(shownPath) --update")
            }
            return
        }
        var commonSuffix = 0
        if let offset = check.comparison.suffixOffset {
            let count = GoldenSuffixCount(path: golden, offset: offset)
            _ = RunCommand.play(prepared, format: "text", into: count)
            count.finish()
            commonSuffix = count.trailingEqual
        }
        if let diff = check.comparison.diff(commonSuffix: commonSuffix) {
            result.problems.append("\(shownGolden): " + String(diff.description.dropLast()))
        }
    }

    /// For each `catches NAME` line: the buggy model must fail this scenario.
    static func checkCatches(
        _ result: inout ScenarioResult, loaded: ScenarioFile.Loaded, options: Options, models: ModelRegistry
    ) {
        for statement in loaded.prepared.scenario.header {
            guard case .catches(let name) = statement.header else { continue }
            var runOptions = options.runOptions
            runOptions.model = name
            switch ScenarioFile.load(loaded.path, models: models, options: runOptions) {
            case .success(let buggy):
                let outcome = RunCommand.play(buggy.prepared, format: "text", into: StringSink())
                if outcome.passed {
                    result.problems.append(
                        "\(statement.location): catches \(name): the buggy model passed every expectation, so this "
                            + "scenario does not catch it")
                }
            case .failure:
                result.problems.append("\(statement.location): catches \(name): the model cannot run this scenario")
            }
        }
    }
}

/// Results filled in by worker threads, each index once.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [ScenarioResult?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: ScenarioResult) {
        lock.lock()
        storage[index] = result
        lock.unlock()
    }

    var results: [ScenarioResult] { storage.compactMap { $0 } }
}

/// Hands out indices to workers.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < limit else { return nil }
        next += 1
        return next - 1
    }
}
