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
    /// Width of the time column: fits `86400.000s` (a 24-hour run).
    static let timeWidth = 11
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
        let time = pad(record.time.description, timeWidth, right: true)
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
        case .log, .app, .error:
            if let event = take("event") { parts.append(event.plainTextUnquoted) }
            if let message = take("message") { parts.append(message.plainTextUnquoted) }
        }
        for key in fields.keys.sorted() {
            parts.append("\(key)=\(fields[key]!.plainText)")
        }
        return parts.joined(separator: " ")
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
