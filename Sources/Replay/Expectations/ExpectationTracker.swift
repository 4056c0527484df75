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
struct ExpectationTracker: Hashable, Sendable {
    private(set) var results: [ExpectationResult] = []
    private var continuous: [Continuous] = []
    private var watches: [CallbackWatch] = []
    /// Whether a callback expectation is watching the records.
    var watchesCallbacks: Bool { !watches.isEmpty }
    private var eventualities: [Eventuality] = []
    /// The timed lines checked once at their time, with their text: a run that stops before one
    /// reports it as not reached.
    private var checkedAtTime: [TimedCheck] = []
    private let modelLocation: SourceLocation
    /// Whether a line checked after every event reads the alert's words (an untimed `expect alert`).
    private(set) var readsAlertText = false
    /// Whether an `always settled` line reads whether a callback to the app is due.
    private(set) var readsCallbackDue = false
    private var reportedModelViolations: [String] = []

    /// An expectation checked after every event until it first fails.
    private struct Continuous: Hashable, Sendable {
        var entry: TimelineEntry
        var expectation: Expectation
        /// The line's text, spelled once: every verdict quotes it.
        var text: String
        var failed = false
    }

    /// A line checked once at its time.
    private struct TimedCheck: Hashable, Sendable {
        var entry: TimelineEntry
        var text: String
    }

    /// A callback form, watching callbacks as they arrive.
    private struct CallbackWatch: Hashable, Sendable {
        var entry: TimelineEntry
        var matcher: CallbackMatcher
        var bounds: ClosedRange<SimInstant>?
        var negative: Bool
        var text: String
        var firstMatch: TraceRecord?
        var lastOfKind: TraceRecord?
        var decided = false
    }

    /// An `eventually EXPR by T`.
    private struct Eventuality: Hashable, Sendable {
        var entry: TimelineEntry
        var expression: Expression
        var deadline: SimInstant
        var text: String
        var decided = false
    }

    /// The tracker of `scenario`'s expectations; `texts` holds each timeline entry's expectation as
    /// written (``PreparedRun`` spells them once for all the runs it starts).
    init(scenario: Scenario, texts: [String?], modelLocation: SourceLocation) {
        self.modelLocation = modelLocation
        for (index, entry) in scenario.timeline.enumerated() {
            guard case .expectation(let expectation) = entry.action else { continue }
            let text = texts[index] ?? expectation.scenarioText
            switch expectation {
            case .state, .alert, .noAlert:
                if entry.timing != .untimed { checkedAtTime.append(TimedCheck(entry: entry, text: text)) }
                if entry.timing == .untimed {
                    if case .alert = expectation { readsAlertText = true }
                    continuous.append(
                        Continuous(entry: entry, expectation: expectation, text: text))
                }
            case .always:
                continuous.append(Continuous(entry: entry, expectation: expectation, text: text))
            case .alwaysSettled:
                readsCallbackDue = true
                continuous.append(Continuous(entry: entry, expectation: expectation, text: text))
            case .callback(let kind, let fields, let window):
                watches.append(
                    CallbackWatch(
                        entry: entry, matcher: CallbackMatcher(kind: kind, fields: fields),
                        bounds: CallbackMatcher.bounds(window, lineTime: entry.time), negative: false,
                        text: text))
            case .noCallback(let kind, let fields, let window):
                watches.append(
                    CallbackWatch(
                        entry: entry, matcher: CallbackMatcher(kind: kind, fields: fields),
                        bounds: CallbackMatcher.bounds(window, lineTime: entry.time), negative: true,
                        text: text))
            case .eventually(let expression, let deadline):
                eventualities.append(
                    Eventuality(
                        entry: entry, expression: expression, deadline: deadline, text: text))
            }
        }
    }

    // MARK: Checks at a line's time

    /// Checks a line at its time; `text` is the line as written.
    mutating func checkNow(
        _ expectation: Expectation, text: String, entry: TimelineEntry, snapshot: StateSnapshot,
        observer: inout some RunObserver
    ) {
        let passed = Self.holds(expectation, snapshot: snapshot)
        let message =
            passed ? text : "expected \(Self.condition(text)), got \(Self.actual(expectation, snapshot: snapshot))"
        report(
            location: entry.location, text: text, passed: passed, message: message, time: snapshot.time,
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
        for index in watches.indices {
            let watch = watches[index]
            guard watch.matcher.isOfKind(callback) else { continue }
            watches[index].lastOfKind = record
            guard !watch.decided, watch.bounds.map({ $0.contains(record.time) }) ?? true,
                watch.matcher.matches(callback)
            else { continue }
            watches[index].firstMatch = record
            watches[index].decided = true
            let text = watch.text
            if watch.negative {
                report(
                    location: watch.entry.location, text: text, passed: false,
                    message: "expected \(Self.condition(text)), got \(Self.describe(record)) at \(record.time)",
                    time: record.time, observer: &observer)
            } else {
                report(
                    location: watch.entry.location, text: text, passed: true, message: "\(text): at \(record.time)",
                    time: record.time, observer: &observer)
            }
        }
    }

    /// Checks `always` invariants, untimed state expectations, `eventually` lines and the model's
    /// own invariants after an event.
    /// Whether any check still reads the state after events (an `always` or untimed line not yet
    /// broken, an `eventually` not yet decided); when none does, runs skip building snapshots.
    var watchesState: Bool {
        continuous.contains { !$0.failed } || eventualities.contains { !$0.decided }
    }

    mutating func afterEvent(
        _ snapshot: StateSnapshot?, time: SimInstant, app: (any AppDriver)?, observer: inout some RunObserver,
        system: Simulation
    ) {
        if let snapshot { checkState(snapshot, time: time, observer: &observer) }
        checkModel(app, time: time, observer: &observer, system: system)
    }

    /// `always` invariants, untimed state lines and `eventually` lines against one snapshot.
    private mutating func checkState(_ snapshot: StateSnapshot, time: SimInstant, observer: inout some RunObserver) {
        for index in continuous.indices where !continuous[index].failed {
            // An `always settled` line waits while the app has a callback still to hear.
            if snapshot.callbackDue, case .alwaysSettled = continuous[index].expectation { continue }
            // The actual values are only spelled out for a failure: after most events the check holds.
            guard !Self.holds(continuous[index].expectation, snapshot: snapshot) else { continue }
            continuous[index].failed = true
            let item = continuous[index]
            let detail = Self.actual(item.expectation, snapshot: snapshot)
            report(
                location: item.entry.location, text: item.text, passed: false,
                message: "expected \(Self.condition(item.text)), got \(detail) at \(time)", time: time,
                observer: &observer)
        }
        for index in eventualities.indices where !eventualities[index].decided {
            guard time <= eventualities[index].deadline,
                ExpressionEvaluator.holds(eventualities[index].expression, in: snapshot)
            else { continue }
            eventualities[index].decided = true
            let text = eventualities[index].text
            report(
                location: eventualities[index].entry.location, text: text, passed: true,
                message: type(of: observer).keepsPassingVerdicts ? "\(text): held at \(time)" : text, time: time,
                observer: &observer)
        }
    }

    /// The model's own invariants.
    private mutating func checkModel(
        _ app: (any AppDriver)?, time: SimInstant, observer: inout some RunObserver, system: Simulation
    ) {
        if let app {
            for violation in app.invariantViolations(system: system.appSystem())
            where !reportedModelViolations.contains(violation) {
                reportedModelViolations.append(violation)
                let text = "invariant of the model"
                report(
                    location: modelLocation, text: text, passed: false, message: "model invariant broken: \(violation)",
                    time: time, observer: &observer)
            }
        }
    }

    /// Decides what a deadline before `next` settles: an `eventually` that never held fails; a
    /// callback window that closed without its callback fails, and one that closed without a
    /// forbidden callback passes.
    mutating func passDeadlines(before next: SimInstant, observer: inout some RunObserver) {
        for index in eventualities.indices where !eventualities[index].decided && eventualities[index].deadline < next {
            failEventuality(index, at: eventualities[index].deadline, observer: &observer)
        }
        for index in watches.indices where !watches[index].decided {
            guard let closes = watches[index].bounds?.upperBound, closes < next else { continue }
            decideUnmatched(index, at: closes, observer: &observer)
        }
    }

    /// The verdict on a callback line whose window closed (or whose run ended) with no match.
    private mutating func decideUnmatched(_ index: Int, at time: SimInstant, observer: inout some RunObserver) {
        let watch = watches[index]
        watches[index].decided = true
        let text = watch.text
        if watch.negative {
            report(
                location: watch.entry.location, text: text, passed: true, message: text, time: time, observer: &observer
            )
        } else {
            let nearest =
                watch.lastOfKind.map { "; the last was \(Self.describe($0)) at \($0.time)" } ?? "; none arrived"
            report(
                location: watch.entry.location, text: text, passed: false,
                message: "expected \(Self.condition(text))\(nearest)",
                time: time, observer: &observer)
        }
    }

    private mutating func failEventuality(_ index: Int, at time: SimInstant, observer: inout some RunObserver) {
        let item = eventualities[index]
        eventualities[index].decided = true
        let text = item.text
        report(
            location: item.entry.location, text: text, passed: false,
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
        for index in eventualities.indices where !eventualities[index].decided {
            let item = eventualities[index]
            if stopped != nil && item.deadline >= end {
                eventualities[index].decided = true
                unreached.append((item.deadline, item.entry.location, item.text))
            } else {
                pending.append((min(item.deadline, end), pending.count, false, index))
            }
        }
        for index in watches.indices where !watches[index].decided {
            let watch = watches[index]
            if stopped != nil && (watch.bounds?.upperBound ?? end) >= end {
                watches[index].decided = true
                unreached.append((watch.entry.time, watch.entry.location, watch.text))
            } else {
                pending.append((min(watch.bounds?.upperBound ?? end, end), pending.count, true, index))
            }
        }
        for item in pending.sorted(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
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
        for item in continuous where !item.failed {
            let text = item.text
            let held = stopped == nil ? "held throughout" : "held until the run stopped at \(end)"
            report(
                location: item.entry.location, text: text, passed: true, message: "\(text): \(held)",
                time: end, observer: &observer)
        }
    }

    /// Reports, in the order of their lines, the lines a run that stopped at `end` never reached:
    /// the windows and deadlines in `unreached`, and the lines due at their time that were not checked.
    private mutating func reportUnreached(
        _ unreached: [(time: SimInstant, location: SourceLocation, text: String)], at end: SimInstant,
        stopped: String, observer: inout some RunObserver
    ) {
        var lines = unreached
        for check in checkedAtTime where check.entry.time >= end {
            let entry = check.entry
            guard !results.contains(where: { $0.location == entry.location && $0.time == entry.time }) else { continue }
            lines.append((entry.time, entry.location, check.text))
        }
        let ordered = lines.enumerated().sorted {
            ($0.element.location.line, $0.offset) < ($1.element.location.line, $1.offset)
        }
        for (_, line) in ordered {
            report(
                location: line.location, text: line.text, passed: false, message: "\(line.text) (\(stopped))",
                time: end, observer: &observer, reached: false)
        }
    }

    /// Hashes what changes during a run — verdicts so far, what has failed or been decided, the
    /// callbacks matched — and not the lines themselves, which every timeline of an exploration shares
    /// (equality still compares everything).
    func hash(into hasher: inout Hasher) {
        hasher.combine(results.count)
        for result in results {
            hasher.combine(result.passed)
            hasher.combine(result.time)
        }
        for item in continuous { hasher.combine(item.failed) }
        for watch in watches {
            hasher.combine(watch.decided)
            hasher.combine(watch.firstMatch?.time)
            hasher.combine(watch.lastOfKind?.time)
        }
        for item in eventualities { hasher.combine(item.decided) }
        hasher.combine(reportedModelViolations)
    }

    /// The condition an expectation states, without the `expect` keyword, for "expected …" messages.
    static func condition(_ text: String) -> String {
        text.hasPrefix("expect ") ? String(text.dropFirst("expect ".count)) : text
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
