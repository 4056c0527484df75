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
        // One growing string rather than interpolations and joins: a long run writes this for
        // every fix, so it is the hot path of a plain run.
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

    /// The event column: the record's main values first, in a fixed order per kind, then the rest
    /// of its schema fields as `key=value` in key order.
    public static func describe(_ record: TraceRecord) -> String {
        var text = ""
        text.reserveCapacity(128)
        func add(_ piece: String) {
            if !text.isEmpty { text += " " }
            text += piece
        }
        let leading: [String]
        switch record.payload {
        case .step(let step, let line):
            add(step)
            add("(line \(line))")
            return text
        case .call(let call, _):
            leading = ["api"]
            add(call.api)
        case .alert(.shown(let alert)):
            add("shown")
            add(alert.kind.rawValue)
            add(JSONText.quoted(alert.title))
            add("[" + alert.buttons.joined(separator: " | ") + "]")
            leading = ["action", "alert", "title", "buttons"]
        case .alert(.answered(let kind, let answer)):
            add("answered")
            add(JSONText.quoted(answer))
            add(kind.rawValue)
            return text
        case .callback(let callback):
            leading = ["callback"]
            add(callback.kind.rawValue)
        case .state(let ui, let session):
            for change in ui { add("ui." + change.key + "=" + change.value.traceText) }
            for change in session { add("session." + change.key + "=" + change.value.traceText) }
            return text
        case .expect(let verdict):
            add(verdict.reached ? (verdict.passed ? "pass" : "FAIL") : "not reached")
            add("line \(verdict.line):")
            add(verdict.message)
            return text
        case .log(let log):
            leading = ["event", "message"]
            if let event = log.event { add(event) }
            add(log.message)
        case .app(let change):
            leading = ["event", "message"]
            add(change.event)
            if case .crashed(_, _, let message) = change { add(message) }
        case .system(let change):
            leading = ["event"]
            add(change.event)
        case .error(let error):
            leading = ["message"]
            add(error.message)
        }
        for (key, value) in record.payload.fields where !leading.contains(key) {
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
