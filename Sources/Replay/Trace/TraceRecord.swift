import SimulationKit

/// One line of a run's timeline: a scenario step, a call the app made, an alert, a callback, a change
/// of UI or session state, an expectation's verdict, a log line or an error.
///
/// Records are plain typed data (``TracePayload``): readers match on its cases, and the text
/// timeline, JSON Lines and goldens are renderings of its schema fields, made only at output, so
/// they cannot disagree.
public struct TraceRecord: Hashable, Sendable {
    /// What produced the record; the `kind` of the JSON Lines schema.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A scenario line ran (`step`, `line`).
        case step
        /// The app called the system (`api`, `manager`).
        case call
        /// A system alert was shown or answered (`action`, `alert`, `buttons`, `answer`).
        case alert
        /// The system delivered something to the app (`callback` and its fields).
        case callback
        /// Keys of the app's UI or session that changed (`ui`, `session`).
        case state
        /// An expectation was checked (`line`, `passed`, `message`).
        case expect
        /// The system wrote a log line, the only trace of some silent failures (PLIST-2).
        case log
        /// The app's process changed (launched, backgrounded, crashed).
        case app
        /// The system's own state changed (status, accuracy, motion), whether or not the app hears
        /// of it: what Settings would show after AUTH-6's silent upgrade or AUTH-7's silent refusal.
        case system
        /// Something could not happen: invalid API use by a model, a step impossible at run time.
        case error
    }

    /// When it happened.
    public var time: SimInstant
    /// The catalog rule behind a system-made record (`AUTH-3`), nil for steps and the app's own doing.
    public var rule: String?
    /// What it says, typed.
    public var payload: TracePayload

    /// What produced it.
    public var kind: Kind { payload.kind }

    /// Makes a record.
    public init(time: SimInstant, rule: String? = nil, payload: TracePayload) {
        self.time = time
        self.rule = rule
        self.payload = payload
    }

    /// The record as one line of JSON Lines: `time_us`, `kind`, `rule` (when set) and the fields,
    /// keys sorted.
    public var jsonLine: String {
        // The three envelope keys are merged into the already sorted fields as they are written,
        // rather than copied in: a 24-hour run writes this for every fix.
        var envelope: [(String, TraceValue)] = [("kind", .string(kind.rawValue))]
        if let rule { envelope.append(("rule", .string(rule))) }
        envelope.append(("time_us", .int(time.microsecondsSinceStart)))
        var text = "{"
        text.reserveCapacity(256)
        var first = true
        func write(_ key: String, _ value: TraceValue) {
            if !first { text += "," }
            first = false
            text += JSONText.quoted(key)
            text += ":"
            JSONText.write(value, into: &text)
        }
        var next = 0
        for (key, value) in payload.fields.entries {
            while next < envelope.count, envelope[next].0 < key {
                write(envelope[next].0, envelope[next].1)
                next += 1
            }
            if next < envelope.count, envelope[next].0 == key {
                write(envelope[next].0, envelope[next].1)
                next += 1
                continue
            }
            write(key, value)
        }
        while next < envelope.count {
            write(envelope[next].0, envelope[next].1)
            next += 1
        }
        return text + "}"
    }
}
