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
        var text = "# scenario \(JSONText.quoted(header.title)) (\(header.file))\n"
        text += "# model \(header.model) · seed \(header.seed) · profile \(header.profile)\n"
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
        let time = timeColumn(record.time)
        let source = pad(record.kind.rawValue, sourceWidth)
        let rule = pad(record.rule ?? "", ruleWidth)
        let event = describe(record)
        let line = "\(time)  \(source)  \(rule)  \(event)"
        return trimmedTrailing(line) + "\n"
    }

    /// The event column: the record's main field first, then the rest as `key=value`, sorted.
    public static func describe(_ record: TraceRecord) -> String {
        var fields = record.fields
        var parts: [String] = []
        func take(_ key: String) -> TraceValue? { fields.removeValue(forKey: key) }
        switch record.kind {
        case .step:
            if let step = take("step") { parts.append(step.plainTextUnquoted) }
            if let line = take("line") { parts.append("(line \(line.plainText))") }
        case .call:
            if let api = take("api") { parts.append(api.plainTextUnquoted) }
        case .alert:
            if let action = take("action") { parts.append(action.plainTextUnquoted) }
            if let answer = take("answer") { parts.append(JSONText.quoted(answer.plainTextUnquoted)) }
            if let alert = take("alert") { parts.append(alert.plainTextUnquoted) }
            if let title = take("title") { parts.append(JSONText.quoted(title.plainTextUnquoted)) }
            if case .array(let buttons)? = take("buttons") {
                parts.append("[" + buttons.map(\.plainTextUnquoted).joined(separator: " | ") + "]")
            }
        case .callback:
            if let callback = take("callback") { parts.append(callback.plainTextUnquoted) }
        case .state:
            for group in ["ui", "session"] {
                guard case .object(let changed)? = take(group) else { continue }
                for key in changed.keys.sorted() {
                    parts.append("\(group).\(key)=\(changed[key]!.plainText)")
                }
            }
        case .expect:
            if let passed = take("passed") { parts.append(passed == .bool(true) ? "pass" : "FAIL") }
            if let line = take("line") { parts.append("line \(line.plainText):") }
            if let message = take("message") { parts.append(message.plainTextUnquoted) }
        case .log, .app, .error, .system:
            if let event = take("event") { parts.append(event.plainTextUnquoted) }
            if let message = take("message") { parts.append(message.plainTextUnquoted) }
        }
        for key in fields.keys.sorted() {
            parts.append("\(key)=\(fields[key]!.plainText)")
        }
        return parts.joined(separator: " ")
    }

    /// The closing lines of a run: how many expectations held and failed, and what stopped the run
    /// early if anything did.
    public static func summary(_ outcome: RunOutcome) -> String {
        let failed = outcome.failures.count
        let passed = outcome.results.count - failed
        var text = "# \(outcome.results.count) expectations: \(passed) passed, \(failed) failed"
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
        let text = time.description
        guard let point = text.firstIndex(of: ".") else { return pad(text, timeWidth, right: true) }
        return pad(String(text[..<point]), 5, right: true) + pad(String(text[point...]), timeWidth - 5)
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let count = text.count
        guard count < width else { return text }
        let spaces = String(repeating: " ", count: width - count)
        return right ? spaces + text : text + spaces
    }

    private static func trimmedTrailing(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
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
