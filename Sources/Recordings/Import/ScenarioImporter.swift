import LocationSystem
import ScenarioLanguage
import SimulationKit
import Vocabulary

/// Writes a scenario from a recording: what the user, the app and the device did become timed steps
/// (`launch`, `call …`, `alert "…"`, `settings …`), and what the system delivered becomes `expect
/// callback … between …` lines whose windows are the recorded time ± a stated margin
/// (``TimingMargin``). The scenario runs the `recorder` model, which does nothing but what the
/// steps call, so it replays exactly the recorded calls.
public struct ScenarioImporter {
    /// The profile the windows' margin is taken from.
    public var profile: Profile
    /// The `profile` line to write (a name or a path), nil for the default profile.
    public var profileLine: String?
    /// Whether to write the expectations (conform replays the steps alone).
    public var expectations: Bool

    /// An importer for `profile`.
    public init(profile: Profile = .ios27Simulator, profileLine: String? = nil, expectations: Bool = true) {
        self.profile = profile
        self.profileLine = profileLine
        self.expectations = expectations
    }

    /// One line of the timeline being built: its time, its text and the recording line behind it.
    struct Entry {
        var time: SimDuration
        var text: String
        var source: Int
    }

    /// The scenario for `recording`.
    public func scenario(from recording: Recording) -> ImportedScenario {
        let margin = TimingMargin(tolerance: recording.header.tolerance, profile: profile)
        var lines = header(recording, margin: margin).map { ($0, 0) }
        lines.append(("", 0))
        var entries: [Entry] = []
        var heard: SimDuration?
        for event in recording.events {
            if case .callback = event.kind { heard = event.time }
            if let step = Self.step(event.kind) {
                // The app's answer to a callback (a `break` out of live updates on the first fix)
                // comes after it; in the simulator the callback may come up to the margin later.
                let time = event.time == heard ? event.time + margin.total : event.time
                entries.append(Entry(time: time, text: step, source: event.line))
            }
            if expectations, let expectation = Self.expectation(event, margin: margin) {
                entries.append(expectation)
            }
        }
        // Stable: steps keep their recorded order, an expectation goes at its window's end.
        let ordered = entries.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        var previous: SimDuration?
        for (_, entry) in ordered {
            let time = entry.time == previous ? "" : entry.time.scenarioText
            lines.append((time + String(repeating: " ", count: max(1, 8 - time.count)) + entry.text, entry.source))
            previous = entry.time
        }
        if !expectations, let last = recording.events.last {
            // The replay runs as long as the recording, and a margin longer: a reply the device gave
            // at its last moment may come a little later in the simulator, and nothing after that is
            // evidence (the recording had stopped).
            lines.append(("end \((last.time + margin.total).scenarioText)", 0))
        }
        return ImportedScenario(
            text: lines.map(\.0).joined(separator: "\n") + "\n", recordingLines: lines.map(\.1) + [0])
    }

    /// The comment, title, model, profile and starting grant.
    func header(_ recording: Recording, margin: TimingMargin) -> [String] {
        var lines = [
            "# Imported by `locsim import` from \(recording.file): \(recording.header.device.summary)."
        ]
        if expectations {
            lines.append("# Each callback the device delivered is expected within \(margin.explanation).")
            lines.append("# Location fixes are not expected one by one: their times follow the fix rhythm.")
            lines += Self.skippedFlagsNote(recording)
        }
        lines.append("scenario " + ScenarioQuoting.quoted(recording.header.title ?? recording.name))
        lines.append("model recorder")
        if let profileLine { lines.append("profile \(profileLine)") }
        if let status = recording.header.startStatus {
            let accuracy = recording.header.startFullAccuracy ? "full" : "reduced"
            lines.append("start status \(status) accuracy \(accuracy)")
        }
        if let motion = recording.header.motionHardware {
            lines.append("device motion-hardware \(motion ? "yes" : "no")")
        }
        if let barometer = recording.header.barometer { lines.append("device barometer \(barometer ? "yes" : "no")") }
        return lines
    }

    /// The comment that says which set flags of live updates and diagnostics the scenario does not
    /// expect, and why: the simulator does not model them (conform still compares them).
    static func skippedFlagsNote(_ recording: Recording) -> [String] {
        var skipped: [(flag: String, line: Int)] = []
        for (event, callback) in recording.callbacks {
            for flag in callback.unmodelledFlags where !skipped.contains(where: { $0.flag == flag }) {
                skipped.append((flag, event.line))
            }
        }
        guard !skipped.isEmpty else { return [] }
        let list = skipped.map { "\($0.flag) (first on line \($0.line))" }.joined(separator: ", ")
        return [
            "# Not expected: \(list) — the simulator does not model these flags, so no scenario can",
            "# expect them; `locsim conform` compares them and reports each as a difference.",
        ]
    }

    /// The scenario step an action becomes; nil for an observation.
    static func step(_ kind: RecordedEvent.Kind) -> String? {
        switch kind {
        case .app(let event): return event.rawValue
        case .call(let call):
            let words = [call.argument, call.manager].compactMap { $0 }.map(ScenarioQuoting.word)
            return (["call", ScenarioQuoting.word(call.api)] + words).joined(separator: " ")
        case .answer(let button): return "alert " + ScenarioQuoting.quoted(button)
        case .settings(let setting, let value): return "settings \(setting) \(value)"
        case .alert, .callback, .motion: return nil
        }
    }

    /// The expectation an observation becomes, placed at its window's end; nil for fixes and actions.
    static func expectation(_ event: RecordedEvent, margin: TimingMargin) -> Entry? {
        switch event.kind {
        case .callback(let callback) where !callback.followsFixRhythm:
            let window = margin.window(around: event.time)
            var words = ["expect callback", callback.kind.rawValue, "\(callback.kind.targetField)=\(callback.manager)"]
            if !callback.fieldText.isEmpty { words.append(callback.fieldText) }
            words.append("foreground=\(callback.foreground)")
            words.append("between \(window.lowerBound.scenarioText) and \(window.upperBound.scenarioText)")
            return Entry(time: window.upperBound, text: words.joined(separator: " "), source: event.line)
        case .alert(_, let buttons) where !buttons.isEmpty:
            return Entry(
                time: event.time, text: "expect alert " + ScenarioQuoting.quoted(buttons[0]), source: event.line)
        case .motion(let status):
            return Entry(time: event.time, text: "expect motion == \(status.name)", source: event.line)
        default:
            return nil
        }
    }
}
