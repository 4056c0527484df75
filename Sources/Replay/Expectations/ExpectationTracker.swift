import AppModels
import LocationSystem
import ScenarioLanguage
import SimulationKit

extension Expectation {
    /// Whether a timed line of this form is checked once, at its time (state, alert, no alert);
    /// the callback forms, `always` and `eventually` watch the whole run instead.
    var isCheckedAtItsTime: Bool {
        switch self {
        case .state, .alert, .noAlert: return true
        case .callback, .noCallback, .always, .alwaysSettled, .eventually: return false
        }
    }
}

/// Keeps every expectation of a run: checks timed ones when their line comes, watches the rest over
/// the run (`always` after every event, callback forms over their window, `eventually` up to its
/// deadline, the model's own invariants), and reports each verdict once as an `expect` record.
///
/// The lines themselves are ``ExpectationLines``, shared by every run of the scenario; a tracker
/// holds what its run changed: the verdicts, one flag per line (failed, decided), the callbacks
/// matched, the model's violations reported.
struct ExpectationTracker: FoldHashable, Sendable {
    private let lines: ExpectationLines
    private(set) var results: [ExpectationResult] = []
    /// Bits `0..<continuous.count`: the line has failed; then one per eventuality and one per
    /// callback watch: it is decided.
    private var flags = LineFlags()
    /// Per callback watch, the first callback that matched it and the last of its kind.
    private var matches: [WatchMatch]
    private var reportedModelViolations: [String] = []

    /// What a callback watch has seen so far.
    private struct WatchMatch: Hashable, Sendable {
        var firstMatch: TraceRecord?
        var lastOfKind: TraceRecord?
    }

    /// Whether a callback expectation is watching the records.
    var watchesCallbacks: Bool { !lines.watches.isEmpty }
    /// Whether a line checked after every event reads the alert's words (an untimed `expect alert`).
    var readsAlertText: Bool { lines.readsAlertText }
    /// Whether an `always settled` line reads whether a callback to the app is due.
    var readsCallbackDue: Bool { lines.readsCallbackDue }

    /// A tracker of `lines` before the run starts.
    init(lines: ExpectationLines) {
        self.lines = lines
        matches = lines.watches.isEmpty ? [] : Array(repeating: WatchMatch(), count: lines.watches.count)
    }

    /// The tracker of `scenario`'s expectations; `texts` holds each timeline entry's expectation as
    /// written (``PreparedRun`` spells them once for all the runs it starts).
    init(scenario: Scenario, texts: [String?], modelLocation: SourceLocation) {
        self.init(lines: ExpectationLines(scenario: scenario, texts: texts, modelLocation: modelLocation))
    }

    private func failed(_ index: Int) -> Bool { flags.contains(index) }
    private func eventualityDecided(_ index: Int) -> Bool { flags.contains(lines.continuous.count + index) }
    private mutating func decideEventuality(_ index: Int) { flags.insert(lines.continuous.count + index) }
    private func watchDecided(_ index: Int) -> Bool { flags.contains(watchFlag(index)) }
    private mutating func decideWatch(_ index: Int) { flags.insert(watchFlag(index)) }
    /// The flag of watch `index`, after the continuous lines' and the eventualities'.
    private func watchFlag(_ index: Int) -> Int { lines.continuous.count + lines.eventualities.count + index }

    // MARK: Checks at a line's time

    /// Checks a line at its time; `text` is the line as written.
    mutating func checkNow(
        _ expectation: Expectation, text: String, location: SourceLocation, snapshot: StateSnapshot,
        observer: inout some RunObserver
    ) {
        let passed = Self.holds(expectation, snapshot: snapshot)
        let message =
            passed ? text : "expected \(Self.condition(text)), got \(Self.actual(expectation, snapshot: snapshot))"
        report(
            location: location, text: text, passed: passed, message: message, time: snapshot.time,
            observer: &observer)
    }

    /// Whether a state-like expectation holds. The words a failure needs are ``actual(_:snapshot:)``'s,
    /// spelled only when it fails: after most events every check holds.
    static func holds(_ expectation: Expectation, snapshot: StateSnapshot) -> Bool {
        switch expectation {
        case .state(let expression), .always(let expression), .alwaysSettled(let expression),
            .eventually(let expression, _):
            return ExpressionEvaluator.holds(expression, in: snapshot)
        case .alert(let text):
            guard let alert = snapshot.alert else { return false }
            let wanted = AlertAnswer.normalized(text)
            return alert.buttons.contains { AlertAnswer.normalized($0) == wanted }
                || AlertAnswer.normalized(alert.title).contains(wanted)
        case .noAlert:
            return snapshot.alert == nil
        case .callback, .noCallback:
            return true
        }
    }

    /// What the state actually was, for the message of a failed expectation.
    static func actual(_ expectation: Expectation, snapshot: StateSnapshot) -> String {
        switch expectation {
        case .state(let expression), .always(let expression), .alwaysSettled(let expression),
            .eventually(let expression, _):
            return ExpressionEvaluator.actualValues(expression, in: snapshot)
        case .alert, .noAlert:
            guard let alert = snapshot.alert else { return "no alert" }
            return "the \(alert.kind.rawValue) alert \(alert)"
        case .callback, .noCallback:
            return ""
        }
    }

    // MARK: Watching the run

    /// Feeds a trace record to the callback watches. A callback that meets an `expect callback` line
    /// passes it there and then; one that an `expect no callback` line forbids fails it there and
    /// then, so the verdict sits next to the callback in the timeline.
    mutating func observe(_ record: TraceRecord, observer: inout some RunObserver) {
        guard case .callback(let callback) = record.payload else { return }
        for index in lines.watches.indices {
            let watch = lines.watches[index]
            guard watch.matcher.isOfKind(callback) else { continue }
            matches[index].lastOfKind = record
            guard !watchDecided(index), watch.bounds.map({ $0.contains(record.time) }) ?? true,
                watch.matcher.matches(callback)
            else { continue }
            matches[index].firstMatch = record
            decideWatch(index)
            let text = watch.text
            if watch.negative {
                report(
                    location: watch.location, text: text, passed: false,
                    message: "expected \(Self.condition(text)), got \(Self.describe(record)) at \(record.time)",
                    time: record.time, observer: &observer)
            } else {
                report(
                    location: watch.location, text: text, passed: true, message: "\(text): at \(record.time)",
                    time: record.time, observer: &observer)
            }
        }
    }

    /// Whether any check still reads the state after events (an `always` or untimed line not yet
    /// broken, an `eventually` not yet decided); when none does, runs skip building snapshots.
    var watchesState: Bool {
        !flags.containsAll(0..<lines.continuous.count + lines.eventualities.count)
    }

    /// Whether ``finish(at:stopped:observer:)`` would change nothing for a run that reached its end:
    /// every `eventually` line and callback watch is decided, and no line that held is to be
    /// reported (`keepingPassing` false).
    func decidedBeforeEnd(keepingPassing: Bool) -> Bool {
        !keepingPassing && flags.containsAll(lines.continuous.count..<watchFlag(lines.watches.count))
    }

    /// `always` invariants, untimed state lines and `eventually` lines against one snapshot.
    mutating func checkState(_ snapshot: StateSnapshot, time: SimInstant, observer: inout some RunObserver) {
        let continuous = lines.continuous
        for index in continuous.indices where !failed(index) {
            // An `always settled` line waits while the app has a callback still to hear.
            if snapshot.callbackDue, case .alwaysSettled = continuous[index].expectation { continue }
            // The actual values are only spelled out for a failure: after most events the check holds.
            let holds =
                if let expression = continuous[index].expression {
                    ExpressionEvaluator.holds(expression, in: snapshot)
                } else {
                    Self.holds(continuous[index].expectation, snapshot: snapshot)
                }
            guard !holds else { continue }
            flags.insert(index)
            let item = continuous[index]
            let detail = Self.actual(item.expectation, snapshot: snapshot)
            report(
                location: item.location, text: item.text, passed: false,
                message: "expected \(Self.condition(item.text)), got \(detail) at \(time)", time: time,
                observer: &observer)
        }
        let eventualities = lines.eventualities
        for index in eventualities.indices where !eventualityDecided(index) {
            guard time <= eventualities[index].deadline,
                ExpressionEvaluator.holds(eventualities[index].expression, in: snapshot)
            else { continue }
            decideEventuality(index)
            let text = eventualities[index].text
            report(
                location: eventualities[index].location, text: text, passed: true,
                message: type(of: observer).keepsPassingVerdicts ? "\(text): held at \(time)" : text, time: time,
                observer: &observer)
        }
    }

    /// Reports the model's own invariants that `violations` breaks, each the first time it is broken.
    mutating func checkModel(_ violations: [String], time: SimInstant, observer: inout some RunObserver) {
        for violation in violations where !reportedModelViolations.contains(violation) {
            reportedModelViolations.append(violation)
            let text = "invariant of the model"
            report(
                location: lines.modelLocation, text: text, passed: false,
                message: "model invariant broken: \(violation)", time: time, observer: &observer)
        }
    }

    /// Decides what a deadline before `next` settles: an `eventually` that never held fails; a
    /// callback window that closed without its callback fails, and one that closed without a
    /// forbidden callback passes.
    mutating func passDeadlines(before next: SimInstant, observer: inout some RunObserver) {
        let eventualities = lines.eventualities
        for index in eventualities.indices where !eventualityDecided(index) && eventualities[index].deadline < next {
            failEventuality(index, at: eventualities[index].deadline, observer: &observer)
        }
        for index in lines.watches.indices where !watchDecided(index) {
            guard let closes = lines.watches[index].bounds?.upperBound, closes < next else { continue }
            decideUnmatched(index, at: closes, observer: &observer)
        }
    }

    /// The verdict on a callback line whose window closed (or whose run ended) with no match.
    private mutating func decideUnmatched(_ index: Int, at time: SimInstant, observer: inout some RunObserver) {
        let watch = lines.watches[index]
        decideWatch(index)
        let text = watch.text
        if watch.negative {
            report(
                location: watch.location, text: text, passed: true, message: text, time: time, observer: &observer
            )
        } else {
            let nearest =
                matches[index].lastOfKind.map { "; the last was \(Self.describe($0)) at \($0.time)" }
                ?? "; none arrived"
            report(
                location: watch.location, text: text, passed: false,
                message: "expected \(Self.condition(text))\(nearest)",
                time: time, observer: &observer)
        }
    }

    private mutating func failEventuality(_ index: Int, at time: SimInstant, observer: inout some RunObserver) {
        let item = lines.eventualities[index]
        decideEventuality(index)
        let text = item.text
        report(
            location: item.location, text: text, passed: false,
            message: "expected \(Self.condition(text)); it never held by \(item.deadline)", time: time,
            observer: &observer)
    }

    /// Reports the verdicts that wait for the end of the run, in time order: deadlines and windows
    /// that close by the end, then what held throughout. When the run `stopped` early (the reason in
    /// words), a line whose time, window or deadline it did not get past is not reached rather than
    /// failed, and an invariant held only until the stop.
    mutating func finish(at end: SimInstant, stopped: String? = nil, observer: inout some RunObserver) {
        var pending: [(time: SimInstant, order: Int, isWatch: Bool, index: Int)] = []
        var unreached: [(time: SimInstant, location: SourceLocation, text: String)] = []
        for index in lines.eventualities.indices where !eventualityDecided(index) {
            let item = lines.eventualities[index]
            if stopped != nil && item.deadline >= end {
                decideEventuality(index)
                unreached.append((item.deadline, item.location, item.text))
            } else {
                pending.append((min(item.deadline, end), pending.count, false, index))
            }
        }
        for index in lines.watches.indices where !watchDecided(index) {
            let watch = lines.watches[index]
            if stopped != nil && (watch.bounds?.upperBound ?? end) >= end {
                decideWatch(index)
                unreached.append((watch.time, watch.location, watch.text))
            } else {
                pending.append((min(watch.bounds?.upperBound ?? end, end), pending.count, true, index))
            }
        }
        // Most runs leave nothing pending, and sorting even an empty list costs a call and a closure.
        if pending.count > 1 { pending.sort { ($0.time, $0.order) < ($1.time, $1.order) } }
        for item in pending {
            if item.isWatch {
                decideUnmatched(item.index, at: item.time, observer: &observer)
            } else {
                failEventuality(item.index, at: item.time, observer: &observer)
            }
        }
        if let stopped {
            reportUnreached(unreached, at: end, stopped: stopped, observer: &observer)
        }
        // Exploration reads only what failed: the lines that held throughout are not listed there.
        guard type(of: observer).keepsPassingVerdicts else { return }
        for (index, item) in lines.continuous.enumerated() where !failed(index) {
            let text = item.text
            let held = stopped == nil ? "held throughout" : "held until the run stopped at \(end)"
            report(
                location: item.location, text: text, passed: true, message: "\(text): \(held)",
                time: end, observer: &observer)
        }
    }

    /// Reports, in the order of their lines, the lines a run that stopped at `end` never reached:
    /// the windows and deadlines in `unreached`, and the lines due at their time that were not checked.
    private mutating func reportUnreached(
        _ unreached: [(time: SimInstant, location: SourceLocation, text: String)], at end: SimInstant,
        stopped: String, observer: inout some RunObserver
    ) {
        var unreachedLines = unreached
        for check in lines.checkedAtTime where check.time >= end {
            guard !results.contains(where: { $0.location == check.location && $0.time == check.time }) else { continue }
            unreachedLines.append((check.time, check.location, check.text))
        }
        let ordered = unreachedLines.enumerated().sorted {
            ($0.element.location.line, $0.offset) < ($1.element.location.line, $1.offset)
        }
        for (_, line) in ordered {
            report(
                location: line.location, text: line.text, passed: false, message: "\(line.text) (\(stopped))",
                time: end, observer: &observer, reached: false)
        }
    }

    /// Folds in what changes during a run — verdicts so far, what has failed or been decided, the
    /// callbacks matched — and not the lines themselves, which every timeline of an exploration shares
    /// (equality still compares everything): the tracker is hashed for every state exploration keeps.
    func fold(into fold: inout HashFold) {
        fold.add(results.count)
        for result in results {
            let time = result.time.microsecondsSinceStart
            fold.add(UInt64(bitPattern: result.passed ? time : ~time))
        }
        for index in matches.indices {
            fold.add(UInt64(bitPattern: matches[index].firstMatch?.time.microsecondsSinceStart ?? -1))
            fold.add(UInt64(bitPattern: matches[index].lastOfKind?.time.microsecondsSinceStart ?? -1))
        }
        fold.add(reportedModelViolations.count)
        flags.fold(into: &fold)
    }

    static func == (lhs: ExpectationTracker, rhs: ExpectationTracker) -> Bool {
        lhs.flags == rhs.flags && lhs.results == rhs.results && lhs.matches == rhs.matches
            && lhs.reportedModelViolations == rhs.reportedModelViolations && lhs.lines == rhs.lines
    }

    /// The condition an expectation states, without the `expect` keyword, for "expected …" messages.
    static func condition(_ text: String) -> String {
        // By bytes: the prefix is ASCII, and counting characters costs more than the message's
        // other words, for every failing check of every explored timeline.
        let prefix = "expect "
        guard text.hasPrefix(prefix) else { return text }
        return String(decoding: text.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
    }

    /// `authorization status=4 fullAccuracy=true`: a callback in the words of the language.
    static func describe(_ record: TraceRecord) -> String {
        guard case .callback(let callback) = record.payload else { return "\(record.kind)" }
        let fields = callback.fields.filter { $0.key != "callback" && $0.key != "foreground" }
        return ([callback.kind.rawValue] + fields.map { "\($0.key)=\($0.value.plainText)" }).joined(separator: " ")
    }

    private mutating func report(
        location: SourceLocation, text: String, passed: Bool, message: String, time: SimInstant,
        observer: inout some RunObserver,
        reached: Bool = true
    ) {
        results.append(
            ExpectationResult(
                location: location, text: text, passed: passed, message: message, time: time, reached: reached))
        observer.note(rule: nil) {
            TraceRecord(
                time: time,
                payload: .expect(TraceVerdict(line: location.line, passed: passed, message: message, reached: reached)))
        }
    }
}
