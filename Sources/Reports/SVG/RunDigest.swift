import Replay

/// What a timeline picture shows, taken from a run's trace records in one pass: the app's lifecycle,
/// alerts, authorization status and accuracy, callbacks, fixes, verdicts, steps, and every UI and
/// session key's value over time.
///
/// Kept apart from drawing so the derivation (which record means what) reads on its own and the
/// Mermaid diagram can share it.
struct RunDigest {
    /// Where the app's process was.
    enum Lifecycle: String, CaseIterable {
        case notRunning = "not running"
        case foreground
        case background
        case suspended
        case crashed
    }

    /// A value held from `start_us` until `end_us`.
    struct Span<Value: Equatable>: Equatable {
        var start_us: Int64
        var end_us: Int64
        var value: Value
    }

    /// A system alert on screen.
    struct AlertSpan {
        var start_us: Int64
        var end_us: Int64
        var alert: String
        var answer: String?
        var rule: String?
    }

    /// A callback that is not a fix.
    struct Callback {
        var time_us: Int64
        var name: String
        var rule: String?
        var detail: String
        var foreground: Bool
    }

    /// An expectation's verdict, or an error that stopped or troubled the run.
    struct Verdict {
        var time_us: Int64
        var passed: Bool
        var label: String
        var message: String
    }

    /// A scenario step.
    struct Step {
        var time_us: Int64
        var text: String
    }

    /// One UI or session key's values.
    struct KeyLane {
        var name: String
        var spans: [Span<TraceValue>]
    }

    var end_us: Int64
    var lifecycle: [Span<Lifecycle>] = []
    var alerts: [AlertSpan] = []
    /// Authorization status (0–4) from the first evidence on.
    var status: [Span<Int64>] = []
    /// Full accuracy (true) or reduced, from the first evidence on.
    var accuracy: [Span<Bool>] = []
    var callbacks: [Callback] = []
    var preciseFixes_us: [Int64] = []
    var approximateFixes_us: [Int64] = []
    var verdicts: [Verdict] = []
    var steps: [Step] = []
    var keys: [KeyLane] = []
    /// Times of everything but periodic fixes and the state changes they cause: what the axis keeps.
    var busy_us: [Int64] = []

    /// The fix accuracy above which a fix counts as approximate (ACC: reduced accuracy reports
    /// 5411.8 m, precise fixes at most tens of metres).
    static let preciseLimit_dm: Int64 = 1_000

    init(records: [TraceRecord], end_us: Int64) {
        let end = max(end_us, records.last?.time.microsecondsSinceStart ?? 0)
        self.end_us = end
        var lifecycle = SpanBuilder<Lifecycle>(start: .notRunning)
        var status = SpanBuilder<Int64>()
        var accuracy = SpanBuilder<Bool>()
        var sawSystemAuthorization = false
        var openAlert: AlertSpan?
        var keyIndex: [String: Int] = [:]
        var keyBuilders: [SpanBuilder<TraceValue>] = []
        var lastQuiet_us: Int64 = -1

        for record in records {
            let t = record.time.microsecondsSinceStart
            let fields = record.fields
            var quiet = false
            switch record.kind {
            case .step:
                steps.append(Step(time_us: t, text: fields["step"].map(\.plainTextUnquoted) ?? "step"))
            case .app:
                if let next = Self.lifecycle(after: fields) { lifecycle.set(next, at: t) }
            case .alert:
                if fields["action"] == "shown" {
                    if var open = openAlert {
                        open.end_us = t
                        alerts.append(open)
                    }
                    openAlert = AlertSpan(
                        start_us: t, end_us: end, alert: fields["alert"].map(\.plainTextUnquoted) ?? "alert",
                        answer: nil, rule: record.rule)
                } else if var open = openAlert {
                    open.end_us = t
                    open.answer = fields["answer"].map(\.plainTextUnquoted)
                    alerts.append(open)
                    openAlert = nil
                }
            case .system:
                if fields["event"] == "authorization" {
                    sawSystemAuthorization = true
                    if case .int(let value)? = fields["status"] { status.set(value, at: t) }
                    if case .bool(let full)? = fields["fullAccuracy"] { accuracy.set(full, at: t) }
                }
            case .callback:
                let name = fields["callback"].map(\.plainTextUnquoted) ?? "callback"
                if let fixes = Self.fixAccuracies_dm(fields) {
                    quiet = true
                    for accuracy_dm in fixes {
                        if accuracy_dm <= Self.preciseLimit_dm {
                            preciseFixes_us.append(t)
                        } else {
                            approximateFixes_us.append(t)
                        }
                    }
                } else {
                    if name == "authorization" && !sawSystemAuthorization {
                        // Before the system reports a change, a callback tells the status it had all along.
                        let since = status.current == nil ? 0 : t
                        if case .int(let value)? = fields["status"] { status.set(value, at: since) }
                        if case .bool(let full)? = fields["fullAccuracy"] { accuracy.set(full, at: since) }
                    }
                    callbacks.append(
                        Callback(
                            time_us: t, name: name, rule: record.rule, detail: Self.detail(name, fields),
                            foreground: fields["foreground"] != .bool(false)))
                }
            case .state:
                quiet = t == lastQuiet_us
                for group in ["ui", "session"] {
                    guard case .object(let changed)? = fields[group] else { continue }
                    for key in changed.keys.sorted() {
                        let name = "\(group).\(key)"
                        let index: Int
                        if let known = keyIndex[name] {
                            index = known
                        } else {
                            index = keyBuilders.count
                            keyIndex[name] = index
                            keyBuilders.append(SpanBuilder())
                        }
                        keyBuilders[index].set(changed[key]!, at: t)
                    }
                }
            case .expect:
                let passed = fields["passed"] == .bool(true)
                let line = fields["line"].map(\.plainText) ?? "?"
                verdicts.append(
                    Verdict(
                        time_us: t, passed: passed, label: "line \(line)",
                        message: fields["message"].map(\.plainTextUnquoted) ?? ""))
            case .error:
                verdicts.append(
                    Verdict(
                        time_us: t, passed: false, label: "error",
                        message: fields["message"].map(\.plainTextUnquoted) ?? "error"))
            case .call, .log:
                break
            }
            if quiet {
                lastQuiet_us = t
            } else {
                busy_us.append(t)
            }
        }
        if let open = openAlert { alerts.append(open) }
        self.lifecycle = lifecycle.finish(at: end)
        self.status = status.finish(at: end)
        self.accuracy = accuracy.finish(at: end)
        let ordered = keyIndex.sorted { $0.value < $1.value }
        let uiFirst = ordered.filter { $0.key.hasPrefix("ui.") } + ordered.filter { !$0.key.hasPrefix("ui.") }
        keys = uiFirst.map { KeyLane(name: $0.key, spans: keyBuilders[$0.value].finish(at: end)) }
    }

    /// The lifecycle an `app` record moves to, if it moves.
    static func lifecycle(after fields: TraceFields) -> Lifecycle? {
        switch fields["event"].map(\.plainTextUnquoted) {
        case "launched": return fields["reason"] == "location-event" ? .background : .foreground
        case "didEnterBackground", "resumed": return .background
        case "willEnterForeground", "didBecomeActive": return .foreground
        case "suspended": return .suspended
        case "terminated": return .notRunning
        case "crashed": return .crashed
        default: return nil
        }
    }

    /// The horizontal accuracies (decimetres) of the fixes a callback carries, or nil if it carries none.
    static func fixAccuracies_dm(_ fields: TraceFields) -> [Int64]? {
        if let accuracy = fields["horizontalAccuracy"] { return [decimetres(accuracy)] }
        if case .array(let fixes)? = fields["fixes"] {
            return fixes.map { fix in
                if case .object(let inner) = fix, let accuracy = inner["horizontalAccuracy"] {
                    return decimetres(accuracy)
                }
                return Int64.max
            }
        }
        return nil
    }

    /// `5411.8` → 54118, from the exact decimal text (no floating point).
    static func decimetres(_ value: TraceValue) -> Int64 {
        let text: String
        switch value {
        case .decimal(let digits), .string(let digits): text = digits
        case .int(let number): return number * 10
        default: return Int64.max
        }
        let parts = text.split(separator: ".", maxSplits: 1)
        let whole = Int64(parts.first ?? "") ?? Int64.max / 100
        let tenth = parts.count > 1 ? Int64(parts[1].prefix(1)) ?? 0 : 0
        return whole * 10 + tenth
    }

    /// The short text after a callback's name: its status, code or class.
    static func detail(_ name: String, _ fields: TraceFields) -> String {
        switch name {
        case "authorization":
            let status = fields["status"].map(\.plainText) ?? "?"
            return fields["fullAccuracy"] == .bool(false) ? "\(status) reduced" : status
        case "failure", "fullAccuracyResult":
            guard let code = fields["code"], code != .null else { return "ok" }
            return "code \(code.plainText)"
        case "motionResult":
            return fields["class"].map(\.plainTextUnquoted) ?? ""
        default:
            return ""
        }
    }
}

/// Builds a list of spans from changes: each `set` closes the current span if the value differs.
struct SpanBuilder<Value: Equatable> {
    private(set) var current: Value?
    private var since_us: Int64 = 0
    private var spans: [RunDigest.Span<Value>] = []

    init(start: Value? = nil) {
        current = start
    }

    mutating func set(_ value: Value, at t_us: Int64) {
        if let current {
            guard current != value else { return }
            if t_us > since_us {
                spans.append(RunDigest.Span(start_us: since_us, end_us: t_us, value: current))
            }
        }
        current = value
        since_us = t_us
    }

    func finish(at end_us: Int64) -> [RunDigest.Span<Value>] {
        guard let current else { return spans }
        return spans + [RunDigest.Span(start_us: since_us, end_us: max(end_us, since_us), value: current)]
    }
}
