import Replay
import SimulationKit

/// The timeline a person reads: one event a line under an aligned time column, with who did it, the
/// catalog rule that made it, and what happened.
///
/// ```text
///       time  source    rule             event
///     8.700s  alert                      answered "Allow Once"
///     8.704s  callback  AUTH-3           authorization manager=m1 status=4 fullAccuracy=true
/// ```
///
/// It is also the format of golden files, so it holds nothing that varies between runs or machines.
public enum TextTimeline {
    /// Width of the time column: whole seconds right-aligned in 5 places (a 24-hour run is 86400 s),
    /// the point, and up to six decimals and the unit, so decimal points line up whether a time is a
    /// whole millisecond (`8.700s`) or not (`8.706675s`).
    static let timeWidth = 13
    /// Width of the source column: fits `callback`.
    static let sourceWidth = 8
    /// Width of the rule column: fits the longest catalog ID (`SET-WHILE-USING`).
    static let ruleWidth = 15

    /// The lines before the first event: what ran, with the seed, profile and every override.
    public static func header(_ header: TraceHeader) -> String {
        var text =
            header.title.isEmpty
            ? "# scenario (\(header.file))\n" : "# scenario \(JSONText.quoted(header.title)) (\(header.file))\n"
        text += "# model \(header.model) · seed \(header.seed) · profile \(header.profile)\n"
        if !header.plist.isEmpty { text += "# plist: \(header.plist)\n" }
        if !header.overrides.isEmpty {
            text += "# overrides " + header.overrides.map { "\($0.name)=\($0.value)" }.joined(separator: " ") + "\n"
        }
        text +=
            pad("time", timeWidth, right: true) + "  " + pad("source", sourceWidth) + "  "
            + pad("rule", ruleWidth) + "  event\n"
        return text
    }

    /// One record as one line (with its newline).
    public static func line(_ record: TraceRecord) -> String {
        // One growing string rather than interpolations and joins: a 24-hour run writes this for
        // every fix, and the rendering was most of its time.
        var line = timeColumn(record.time)
        line.reserveCapacity(192)
        line += "  "
        line += pad(record.kind.rawValue, sourceWidth)
        line += "  "
        line += pad(record.rule ?? "", ruleWidth)
        line += "  "
        line += describe(record)
        return trimmedTrailing(line) + "\n"
    }

    /// The event column: the record's main fields first, in a fixed order per kind, then the rest as
    /// `key=value` in key order.
    public static func describe(_ record: TraceRecord) -> String {
        let fields = record.fields
        var text = ""
        text.reserveCapacity(128)
        func add(_ piece: String) {
            if !text.isEmpty { text += " " }
            text += piece
        }
        let leading: [String]
        switch record.kind {
        case .step:
            leading = ["step", "line"]
            if let step = fields["step"] { add(step.plainTextUnquoted) }
            if let line = fields["line"] { add("(line \(line.plainText))") }
        case .call:
            leading = ["api"]
            if let api = fields["api"] { add(api.plainTextUnquoted) }
        case .alert:
            leading = ["action", "answer", "alert", "title", "buttons"]
            if let action = fields["action"] { add(action.plainTextUnquoted) }
            if let answer = fields["answer"] { add(JSONText.quoted(answer.plainTextUnquoted)) }
            if let alert = fields["alert"] { add(alert.plainTextUnquoted) }
            if let title = fields["title"] { add(JSONText.quoted(title.plainTextUnquoted)) }
            if case .array(let buttons)? = fields["buttons"] {
                add("[" + buttons.map(\.plainTextUnquoted).joined(separator: " | ") + "]")
            }
        case .callback:
            leading = ["callback"]
            if let callback = fields["callback"] { add(callback.plainTextUnquoted) }
        case .state:
            leading = ["ui", "session"]
            for group in leading {
                guard case .object(let changed)? = fields[group] else { continue }
                for (key, value) in changed {
                    add(group + "." + key + "=" + value.plainText)
                }
            }
        case .expect:
            leading = ["passed", "line", "message", "reached"]
            if fields["reached"] == .bool(false) {
                add("not reached")
            } else if let passed = fields["passed"] {
                add(passed == .bool(true) ? "pass" : "FAIL")
            }
            if let line = fields["line"] { add("line \(line.plainText):") }
            if let message = fields["message"] { add(message.plainTextUnquoted) }
        case .log, .app, .error, .system:
            leading = ["event", "message"]
            if let event = fields["event"] { add(event.plainTextUnquoted) }
            if let message = fields["message"] { add(message.plainTextUnquoted) }
        }
        for (key, value) in fields where !leading.contains(key) {
            add(key + "=" + value.plainText)
        }
        return text
    }

    /// The closing lines of a run: how many expectations held and failed, how many the run never
    /// reached (only when it stopped early), and what stopped it early if anything did.
    public static func summary(_ outcome: RunOutcome) -> String {
        let failed = outcome.failures.count
        let unreached = outcome.notReached.count
        let passed = outcome.results.count - failed - unreached
        let count = outcome.results.count
        var text = "# \(count) expectation\(count == 1 ? "" : "s"): \(passed) passed, \(failed) failed"
        if unreached > 0 { text += ", \(unreached) not reached" }
        text += " · \(outcome.events) events · ended at \(outcome.end)\n"
        if let failure = outcome.failure {
            text += "# stopped at \(failure.time), line \(failure.location.line): \(failure.message)\n"
        }
        if outcome.hitEventLimit {
            text += "# stopped at the event limit\n"
        }
        return text
    }

    /// `    8.700s   ` / `    8.706675s`: the time with its decimal point in a fixed place.
    static func timeColumn(_ time: SimInstant) -> String {
        let micros = time.microsecondsSinceStart
        guard micros >= 0 else { return pad(time.description, timeWidth, right: true) }
        let whole = String(micros / 1_000_000)
        let remainder = micros % 1_000_000
        var fraction = remainder % 1_000 == 0 ? String(remainder / 1_000) : String(remainder)
        let width = remainder % 1_000 == 0 ? 3 : 6
        if fraction.utf8.count < width {
            fraction = String(repeating: "0", count: width - fraction.utf8.count) + fraction
        }
        return pad(whole, 5, right: true) + pad("." + fraction + "s", timeWidth - 5)
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let count = text.utf8.count
        guard count < width else { return text }
        let spaces = String(repeating: " ", count: width - count)
        return right ? spaces + text : text + spaces
    }

    private static func trimmedTrailing(_ line: String) -> String {
        guard line.utf8.last == 0x20 else { return line }
        var line = line
        while line.utf8.last == 0x20 { line.removeLast() }
        return line
    }
}

extension TraceValue {
    /// Like ``plainText`` but a string is never quoted (for the field that leads a line).
    var plainTextUnquoted: String {
        if case .string(let text) = self { return text }
        return plainText
    }
}
