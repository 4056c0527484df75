import Replay

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
        let fields = record.fields
        switch record.kind {
        case .step:
            steps.append(RunDigest.Step(time_us: t, text: fields["step"].map(\.plainTextUnquoted) ?? "step"))
        case .app:
            if let next = RunDigest.lifecycle(after: fields), let span = lifecycle.set(next, at: t) {
                lifecycleSpans.append(span)
            }
        case .alert:
            alert(record, at: t)
        case .system:
            if fields["event"] == "authorization" {
                sawSystemAuthorization = true
                authorization(fields, at: t)
            }
        case .callback:
            callback(record, at: t)
        case .state:
            state(fields, at: t)
        case .expect:
            // A line the run never reached has no verdict to mark: the header counts it.
            guard fields["reached"] != .bool(false) else { break }
            let line = fields["line"].map(\.plainText) ?? "?"
            verdicts.append(
                RunDigest.Verdict(
                    time_us: t, passed: fields["passed"] == .bool(true), label: "line \(line)",
                    message: fields["message"].map(\.plainTextUnquoted) ?? ""))
        case .error:
            verdicts.append(
                RunDigest.Verdict(
                    time_us: t, passed: false, label: "error",
                    message: fields["message"].map(\.plainTextUnquoted) ?? "error"))
        case .call, .log:
            break
        }
    }

    private mutating func alert(_ record: TraceRecord, at t: Int64) {
        let fields = record.fields
        if fields["action"] == "shown" {
            if var open = openAlert {
                open.end_us = t
                alerts.append(open)
            }
            openAlert = RunDigest.AlertSpan(
                start_us: t, end_us: end_us, alert: fields["alert"].map(\.plainTextUnquoted) ?? "alert",
                answer: nil, rule: record.rule)
        } else if var open = openAlert {
            open.end_us = t
            open.answer = fields["answer"].map(\.plainTextUnquoted)
            alerts.append(open)
            openAlert = nil
        }
    }

    private mutating func authorization(_ fields: TraceFields, at t: Int64) {
        if case .int(let value)? = fields["status"], let span = status.set(value, at: t) {
            statusSpans.append(span)
        }
        if case .bool(let full)? = fields["fullAccuracy"], let span = accuracy.set(full, at: t) {
            accuracySpans.append(span)
        }
    }

    private mutating func callback(_ record: TraceRecord, at t: Int64) {
        let fields = record.fields
        let name = fields["callback"].map(\.plainTextUnquoted) ?? "callback"
        if let fixes = RunDigest.fixAccuracies_dm(fields) {
            for accuracy_dm in fixes {
                if accuracy_dm <= RunDigest.preciseLimit_dm {
                    preciseFixes.add(x: axis.x(t))
                } else {
                    approximateFixes.add(x: axis.x(t))
                }
            }
            return
        }
        if name == "authorization" && !sawSystemAuthorization {
            // Before the system reports a change, a callback tells the status it had all along.
            authorization(fields, at: status.current == nil ? 0 : t)
        }
        callbacks.append(
            RunDigest.Callback(
                time_us: t, name: name, rule: record.rule, detail: RunDigest.detail(name, fields),
                foreground: fields["foreground"] != .bool(false)))
    }

    private mutating func state(_ fields: TraceFields, at t: Int64) {
        for group in ["ui", "session"] {
            guard case .object(let changed)? = fields[group] else { continue }
            for key in changed.keys.sorted() {
                let name = "\(group).\(key)"
                let index: Int
                if let known = keyIndex[name] {
                    index = known
                } else {
                    index = keys.count
                    keyIndex[name] = index
                    keys.append(KeyLaneFold(name: name))
                }
                keys[index].set(changed[key]!, at: t, axis: axis)
            }
        }
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
        digest.keys = lanes.filter { $0.name.hasPrefix("ui.") } + lanes.filter { !$0.name.hasPrefix("ui.") }
        digest.leftOut = [
            copy.steps.note("steps"), copy.lifecycleSpans.note("app states"), copy.alerts.note("alerts"),
            copy.statusSpans.note("authorization statuses"), copy.accuracySpans.note("accuracy spans"),
            copy.callbacks.note("callbacks"), copy.verdicts.note("verdicts"),
        ].compactMap { $0 }
        return digest
    }
}
