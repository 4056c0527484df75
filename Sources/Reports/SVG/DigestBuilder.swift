import AppModels
import LocationSystem
import Replay
import Vocabulary

/// Folds a run's records, one at a time, into the ``RunDigest`` a picture draws, on an axis found
/// beforehand (``TimelineLayout``): which record means what, kept apart from drawing.
struct DigestBuilder: Sendable {
    let axis: TimeAxis
    let end_us: Int64
    private var lifecycle = SpanBuilder<RunDigest.Lifecycle>(start: .notRunning)
    private var status = SpanBuilder<Int64>()
    private var accuracy = SpanBuilder<Bool>()
    private var lifecycleSpans = BoundedList<RunDigest.Span<RunDigest.Lifecycle>>()
    private var statusSpans = BoundedList<RunDigest.Span<Int64>>()
    private var accuracySpans = BoundedList<RunDigest.Span<Bool>>()
    private var sawSystemAuthorization = false
    private var openAlert: RunDigest.AlertSpan?
    private var alerts = BoundedList<RunDigest.AlertSpan>()
    private var callbacks = BoundedList<RunDigest.Callback>()
    private var verdicts = BoundedList<RunDigest.Verdict>()
    private var steps = BoundedList<RunDigest.Step>()
    private var preciseFixes = FixRow()
    private var approximateFixes = FixRow()
    private var keyIndex: [String: Int] = [:]
    private var keys: [KeyLaneFold] = []

    init(axis: TimeAxis, end_us: Int64) {
        self.axis = axis
        self.end_us = end_us
    }

    /// Takes in the next record.
    mutating func add(_ record: TraceRecord) {
        let t = record.time.microsecondsSinceStart
        switch record.payload {
        case .step(let text, _):
            steps.append(RunDigest.Step(time_us: t, text: text))
        case .app(let change):
            if let next = RunDigest.lifecycle(after: change), let span = lifecycle.set(next, at: t) {
                lifecycleSpans.append(span)
            }
        case .alert(let alert):
            self.alert(alert, rule: record.rule, at: t)
        case .system(.authorization(let status, let fullAccuracy)):
            sawSystemAuthorization = true
            authorization(status, fullAccuracy, at: t)
        case .callback(let callback):
            self.callback(callback, rule: record.rule, at: t)
        case .state(let ui, let session):
            state("ui", ui, at: t)
            state("session", session, at: t)
        case .expect(let verdict):
            // A line the run never reached has no verdict to mark: the header counts it.
            guard verdict.reached else { break }
            verdicts.append(
                RunDigest.Verdict(
                    time_us: t, passed: verdict.passed, label: "line \(verdict.line)", message: verdict.message))
        case .error(let error):
            verdicts.append(RunDigest.Verdict(time_us: t, passed: false, label: "error", message: error.message))
        case .system(.motion(let status)):
            permission("motion", undecided: MotionStatus.notDetermined.description, status.description, at: t)
        case .system(.privacy(let status)):
            permission(status.permission.rawValue, undecided: status.permission.undecided.name, status.name, at: t)
        case .system(.notifications(let settings)):
            permission(
                PrivacyPermission.notifications.rawValue, undecided: NotificationAuthorizationStatus.notDetermined.name,
                settings.authorizationStatus.name, at: t)
        case .call, .log, .system(.photoSelection):
            break
        }
    }

    private mutating func alert(_ alert: TraceAlert, rule: String?, at t: Int64) {
        switch alert {
        case .shown(let shown):
            if var open = openAlert {
                open.end_us = t
                alerts.append(open)
            }
            openAlert = RunDigest.AlertSpan(
                start_us: t, end_us: end_us, alert: shown.kind.rawValue, answer: nil, rule: rule)
        case .answered(_, let answer):
            guard var open = openAlert else { return }
            open.end_us = t
            open.answer = answer
            alerts.append(open)
            openAlert = nil
        }
    }

    private mutating func authorization(_ status: AuthorizationStatus, _ fullAccuracy: Bool, at t: Int64) {
        if let span = self.status.set(Int64(status.rawValue), at: t) {
            statusSpans.append(span)
        }
        if let span = accuracy.set(fullAccuracy, at: t) {
            accuracySpans.append(span)
        }
    }

    private mutating func callback(_ callback: TraceCallback, rule: String?, at t: Int64) {
        if let fixes = callback.fixes {
            for fix in fixes {
                if fix.horizontalAccuracy_dm <= RunDigest.preciseLimit_dm {
                    preciseFixes.add(x: axis.x(t))
                } else {
                    approximateFixes.add(x: axis.x(t))
                }
            }
            return
        }
        if case .authorization(_, let status, let fullAccuracy) = callback.event, !sawSystemAuthorization {
            // Before the system reports a change, a callback tells the status it had all along.
            authorization(status, fullAccuracy, at: self.status.current == nil ? 0 : t)
        }
        callbacks.append(
            RunDigest.Callback(
                time_us: t, name: callback.kind.rawValue, rule: rule, detail: RunDigest.detail(callback),
                foreground: callback.foreground))
    }

    private mutating func state(_ group: String, _ changes: [StateEntry], at t: Int64) {
        for change in changes {
            lane("\(group).\(change.key)", change.value, at: t)
        }
    }

    /// A permission's lane (the camera, the microphone, Photos, notifications, motion), in its
    /// framework's words: it opens undecided at the start, as every install does, so the first
    /// change shows where it came from.
    private mutating func permission(_ name: String, undecided: String, _ value: String, at t: Int64) {
        if keyIndex[name] == nil { lane(name, .text(undecided), at: 0) }
        lane(name, .text(value), at: t)
    }

    private mutating func lane(_ name: String, _ value: StateValue, at t: Int64) {
        let index: Int
        if let known = keyIndex[name] {
            index = known
        } else {
            index = keys.count
            keyIndex[name] = index
            keys.append(KeyLaneFold(name: name))
        }
        keys[index].set(value, at: t, axis: axis)
    }

    /// The digest: every band's last span held to the end, UI keys before session keys.
    func digest() -> RunDigest {
        var copy = self
        if let open = copy.openAlert { copy.alerts.append(open) }
        if let span = copy.lifecycle.finish(at: end_us) { copy.lifecycleSpans.append(span) }
        if let span = copy.status.finish(at: end_us) { copy.statusSpans.append(span) }
        if let span = copy.accuracy.finish(at: end_us) { copy.accuracySpans.append(span) }
        var digest = RunDigest(axis: axis, end_us: end_us)
        digest.lifecycle = copy.lifecycleSpans.items
        digest.status = copy.statusSpans.items
        digest.accuracy = copy.accuracySpans.items
        digest.alerts = copy.alerts.items
        digest.callbacks = copy.callbacks.items
        digest.verdicts = copy.verdicts.items
        digest.steps = copy.steps.items
        digest.preciseFixes = copy.preciseFixes.finished()
        digest.approximateFixes = copy.approximateFixes.finished()
        let lanes = keys.map { $0.finished(at: end_us, axis: axis) }
        // The app's UI, then the permissions, then what the app heard.
        let ui = lanes.filter { $0.name.hasPrefix("ui.") }
        let session = lanes.filter { $0.name.hasPrefix("session.") }
        digest.keys = ui + lanes.filter { !$0.name.hasPrefix("ui.") && !$0.name.hasPrefix("session.") } + session
        digest.leftOut = [
            copy.steps.note("steps"), copy.lifecycleSpans.note("app states"), copy.alerts.note("alerts"),
            copy.statusSpans.note("authorization statuses"), copy.accuracySpans.note("accuracy spans"),
            copy.callbacks.note("callbacks"), copy.verdicts.note("verdicts"),
        ].compactMap { $0 }
        return digest
    }
}
