import ScenarioLanguage
import SimulationKit
import Vocabulary

extension RecordingReader {
    /// The settings a `settings` line may change, and the values each takes (the scenario's words).
    static let settingValues: [(setting: String, values: [String])] = [
        ("location", ["never", "ask", "while-using", "always"]), ("precise", ["on", "off"]),
        ("location-services", ["on", "off"]), ("motion", ["on", "off"]),
    ]

    /// One event line of format `version`: `{"time_us":N,"kind":K,…}`, its time not before `previous`.
    static func readEvent(
        _ line: Line, file: String, version: Int, isLast: Bool, previous: (time: SimDuration, line: Int)?
    ) throws(RecordingError) -> RecordedEvent {
        var record = try object(line, file: file, isLast: isLast)
        let micros = try record.int(
            "time_us", in: 0...SimDuration.longestRun.microseconds,
            what:
                "the time since the recording started, in whole microseconds from 0 to \(SimDuration.longestRun.microseconds) "
                + "(\(SimDuration.longestRun.scenarioText), the longest a scenario runs)")
        let time = SimDuration.microseconds(micros ?? 0)
        if let previous, time < previous.time {
            let offset = record.members.first { $0.key == "time_us" }?.offset ?? 0
            throw record.error(
                at: offset,
                "time goes backwards: \(time.scenarioText) after \(previous.time.scenarioText) on line \(previous.line); "
                    + "a recording lists events in the order they happened, with a monotonic clock")
        }
        let kind = try record.oneOf("kind", RecordedEvent.kindNames(inVersion: version), what: "the event kind")
        let event = try readKind(kind, version: version, &record)
        try record.finish()
        return RecordedEvent(time: time, line: line.number, kind: event)
    }

    private static func readKind(
        _ kind: String, version: Int, _ record: inout RecordLine
    ) throws(RecordingError) -> RecordedEvent.Kind {
        switch kind {
        case "app":
            let event = try record.oneOf("event", LifecycleEvent.allCases.map(\.rawValue), what: "the lifecycle event")
            return .app(LifecycleEvent(rawValue: event) ?? .launch)
        case "call":
            return .call(
                RecordedCall(
                    api: try record.string("api", what: "the API as `call` names it, such as \"createManager\"") ?? "",
                    manager: try record.string("manager", required: false, what: "a manager such as \"m1\""),
                    argument: try record.string("argument", required: false, what: "the call's argument")))
        case "alert":
            let alert = try record.string("alert", what: "the alert's kind, such as \"location\"") ?? ""
            return .alert(kind: alert, buttons: try strings("buttons", &record))
        case "answer":
            return .answer(button: try record.string("button", what: "the button tapped, such as \"Allow Once\"") ?? "")
        case "settings":
            let setting = try record.oneOf("setting", settingValues.map(\.setting), what: "the Settings switch")
            let values = settingValues.first { $0.setting == setting }?.values ?? []
            return .settings(setting: setting, value: try record.oneOf("value", values, what: "the new value"))
        case "motion":
            let raw = try record.int("status", in: 0...3, what: "a CMAuthorizationStatus from 0 to 3") ?? 0
            return .motion(MotionStatus(rawValue: Int(raw)) ?? .notDetermined)
        default:
            return .callback(try readCallback(&record, version: version))
        }
    }

    private static func strings(_ key: String, _ record: inout RecordLine) throws(RecordingError) -> [String] {
        guard let member = try record.member(key, required: false, what: "the buttons") else { return [] }
        guard case .array(let values) = member.value else {
            throw record.error(at: member.offset, "field \"\(key)\" should be an array of strings")
        }
        var texts: [String] = []
        for value in values {
            guard case .string(let text) = value else {
                throw record.error(at: member.offset, "field \"\(key)\" should hold strings, found \(value.shortText)")
            }
            texts.append(text)
        }
        return texts
    }

    private static func readCallback(
        _ record: inout RecordLine, version: Int
    ) throws(RecordingError) -> ObservedCallback {
        let name = try record.oneOf(
            "callback", ObservedCallback.Kind.kinds(inVersion: version).map(\.rawValue), what: "the callback's kind")
        let kind = ObservedCallback.Kind(rawValue: name) ?? .authorization
        let target: String
        switch kind {
        case .liveUpdate: target = try record.string("updates", what: "the sequence, such as \"u1\"") ?? ""
        case .diagnostic: target = try record.string("session", what: "the service session, such as \"s1\"") ?? ""
        case .motionResult:
            target = try record.oneOf("class", MotionClass.allCases.map(\.rawValue), what: "the motion class")
        default: target = try record.string("manager", what: "the manager it went to, such as \"m1\"") ?? ""
        }
        var callback = ObservedCallback(
            kind: kind, manager: target,
            foreground: try record.bool("foreground", what: "whether the app was in the foreground") ?? false)
        for flag in kind.flagNames {
            if try record.bool(flag, required: false, what: "true or false") == true { callback.flags.append(flag) }
        }
        switch kind {
        case .authorization:
            callback.status = try record.int("status", in: 0...4, what: "a status from 0 to 4").map { Int($0) }
            callback.fullAccuracy = try record.bool("fullAccuracy", what: "accuracyAuthorization == .fullAccuracy")
        case .failure:
            callback.code = try record.int("code", in: 0...Int64(Int32.max), what: "the CLError code").map { Int($0) }
        case .fullAccuracyResult, .motionResult:
            callback.code = try nullableCode(&record)
        case .locations:
            try readFix(&record, into: &callback)
        case .liveUpdate:
            // A live update without a location has none of the fix's fields.
            if record.members.contains(where: { $0.key == "latitude" }) { try readFix(&record, into: &callback) }
        case .diagnostic:
            break
        }
        return callback
    }

    /// A completion's `code`: a number, or null for success.
    private static func nullableCode(_ record: inout RecordLine) throws(RecordingError) -> Int? {
        guard let member = try record.member("code", required: true, what: "the error code, or null"),
            member.value != .null
        else { return nil }
        return try record.int("code", in: 0...Int64(Int32.max), what: "the error code, or null").map { Int($0) }
    }

    /// A fix's fields: `latitude`, `longitude`, `horizontalAccuracy`, and optionally `speed`, `course`.
    private static func readFix(
        _ record: inout RecordLine, into callback: inout ObservedCallback
    ) throws(RecordingError) {
        for field in ["latitude", "longitude", "horizontalAccuracy"] {
            callback.fix[field] = try record.decimal(field, what: "a number")
        }
        for field in ["speed", "course"] {
            callback.fix[field] = try record.decimal(field, required: false, what: "a number")
        }
    }
}
