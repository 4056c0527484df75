import SimulationKit
import Vocabulary

// Steps in JSON: `{"kind": "tap", "label": "Start run"}`, one kind per case of ``Step``.

extension Step: Codable {
    /// Each kind with its fields, in the order of the language reference.
    static let json = JSONKinds(
        what: "step",
        kinds: [
            ("launch", []), ("terminate", []), ("relaunch", []), ("background", []), ("foreground", []),
            ("suspend", []), ("resume", []), ("location-event", []), ("tap", ["label"]), ("alert", ["answer"]),
            ("settingsLocation", ["setting"]), ("settingsPrecise", ["enabled"]),
            ("settingsLocationServices", ["enabled"]), ("settingsMotion", ["enabled"]),
            ("device", ["setting", "enabled"]), ("move", ["coordinate"]),
            ("walk", ["bearingDegrees", "distanceMeters", "duration_us"]), ("call", ["api", "arguments"]),
            ("deliver", ["delivery"]), ("maybe", ["step"]), ("fault", ["name", "arguments"]),
        ])

    /// Writes `{"kind": …, fields…}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .launch, .terminate, .relaunch, .background, .foreground, .suspend, .resume, .locationEvent:
            try container.encode(keyword, forKey: "kind")
        case .tap(let label):
            try container.encode("tap", forKey: "kind")
            try container.encode(label, forKey: "label")
        case .alert(let answer):
            try container.encode("alert", forKey: "kind")
            try container.encode(answer, forKey: "answer")
        case .settingsLocation(let setting):
            try container.encode("settingsLocation", forKey: "kind")
            try container.encode(setting, forKey: "setting")
        case .settingsPrecise(let enabled):
            try container.encode("settingsPrecise", forKey: "kind")
            try container.encode(enabled, forKey: "enabled")
        case .settingsLocationServices(let enabled):
            try container.encode("settingsLocationServices", forKey: "kind")
            try container.encode(enabled, forKey: "enabled")
        case .settingsMotion(let enabled):
            try container.encode("settingsMotion", forKey: "kind")
            try container.encode(enabled, forKey: "enabled")
        case .device(let setting, let enabled):
            try container.encode("device", forKey: "kind")
            try container.encode(setting, forKey: "setting")
            try container.encode(enabled, forKey: "enabled")
        case .move(let coordinate):
            try container.encode("move", forKey: "kind")
            try container.encode(coordinate, forKey: "coordinate")
        case .walk(let bearing, let distance, let duration):
            try container.encode("walk", forKey: "kind")
            try container.encode(bearing, forKey: "bearingDegrees")
            try container.encode(distance, forKey: "distanceMeters")
            try container.encode(duration, forKey: "duration_us")
        case .call(let api, let arguments):
            try container.encode("call", forKey: "kind")
            try container.encode(api, forKey: "api")
            if !arguments.isEmpty { try container.encode(arguments, forKey: "arguments") }
        case .deliver(let delivery):
            try container.encode("deliver", forKey: "kind")
            try container.encode(delivery, forKey: "delivery")
        case .maybe(let step):
            try container.encode("maybe", forKey: "kind")
            try container.encode(step, forKey: "step")
        case .fault(let name, let arguments):
            try container.encode("fault", forKey: "kind")
            try container.encode(name, forKey: "name")
            if !arguments.isEmpty { try container.encode(arguments, forKey: "arguments") }
        }
    }

    /// Reads `{"kind": …, fields…}`, refusing an unknown kind, an unknown field or a missing one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let kind = try Self.json.kind(in: container)
        switch kind {
        case "launch": self = .launch
        case "terminate": self = .terminate
        case "relaunch": self = .relaunch
        case "background": self = .background
        case "foreground": self = .foreground
        case "suspend": self = .suspend
        case "resume": self = .resume
        case "location-event": self = .locationEvent
        case "tap": self = .tap(label: try container.decode(String.self, forKey: "label"))
        case "alert": self = .alert(try container.decode(AlertAnswer.self, forKey: "answer"))
        case "settingsLocation": self = .settingsLocation(try container.decode(LocationSetting.self, forKey: "setting"))
        case "settingsPrecise": self = .settingsPrecise(try container.decode(Bool.self, forKey: "enabled"))
        case "settingsLocationServices":
            self = .settingsLocationServices(try container.decode(Bool.self, forKey: "enabled"))
        case "settingsMotion": self = .settingsMotion(try container.decode(Bool.self, forKey: "enabled"))
        case "device":
            self = .device(
                setting: try container.decode(DeviceSetting.self, forKey: "setting"),
                enabled: try container.decode(Bool.self, forKey: "enabled"))
        case "move": self = .move(try container.decode(Coordinate.self, forKey: "coordinate"))
        case "walk":
            self = .walk(
                bearingDegrees: try container.decode(ExactDecimal.self, forKey: "bearingDegrees"),
                distanceMeters: try container.decode(ExactDecimal.self, forKey: "distanceMeters"),
                duration: try container.decodeDuration(forKey: "duration_us"))
        case "call":
            self = .call(
                api: try container.decode(String.self, forKey: "api"),
                arguments: try container.decodeIfPresent([String].self, forKey: "arguments") ?? [])
        case "deliver": self = .deliver(try container.decode(Delivery.self, forKey: "delivery"))
        case "maybe": self = .maybe(try container.decode(Step.self, forKey: "step"))
        case "fault":
            self = .fault(
                name: try container.decode(String.self, forKey: "name"),
                arguments: try container.decodeIfPresent([String].self, forKey: "arguments") ?? [])
        default: throw Self.json.unhandled(kind, in: container)
        }
    }
}

extension AlertAnswer: Codable {
    static let json = JSONKinds(what: "alert answer", kinds: [("button", ["label"]), ("any", [])])

    /// Writes `{"kind": "button", "label": "Allow Once"}` or `{"kind": "any"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .button(let label):
            try container.encode("button", forKey: "kind")
            try container.encode(label, forKey: "label")
        case .any:
            try container.encode("any", forKey: "kind")
        }
    }

    /// Reads what ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let kind = try Self.json.kind(in: container)
        switch kind {
        case "button": self = .button(label: try container.decode(String.self, forKey: "label"))
        case "any": self = .any
        default: throw Self.json.unhandled(kind, in: container)
        }
    }
}

extension Delivery: Codable {
    static let json = JSONKinds(
        what: "delivery",
        kinds: [("authorization", ["status", "accuracy"]), ("failure", ["code"]), ("fix", ["coordinate", "fields"])])

    /// Writes `{"kind": "authorization", "status", "accuracy"?}`, `{"kind": "failure", "code"}` or
    /// `{"kind": "fix", "coordinate", "fields"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .authorization(let status, let accuracy):
            try container.encode("authorization", forKey: "kind")
            try container.encode(status, forKey: "status")
            try container.encodeIfPresent(accuracy, forKey: "accuracy")
        case .failure(let code):
            try container.encode("failure", forKey: "kind")
            try container.encode(code, forKey: "code")
        case .fix(let coordinate, let fields):
            try container.encode("fix", forKey: "kind")
            try container.encode(coordinate, forKey: "coordinate")
            if !fields.isEmpty { try container.encode(fields, forKey: "fields") }
        }
    }

    /// Reads what ``encode(to:)`` writes; `accuracy` and `fields` may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let kind = try Self.json.kind(in: container)
        switch kind {
        case "authorization":
            self = .authorization(
                status: try container.decode(AuthorizationStatus.self, forKey: "status"),
                accuracy: try container.decodeIfPresent(Accuracy.self, forKey: "accuracy"))
        case "failure": self = .failure(code: try container.decodeInteger(Int.self, forKey: "code"))
        case "fix":
            self = .fix(
                try container.decode(Coordinate.self, forKey: "coordinate"),
                fields: try container.decodeIfPresent([FixField].self, forKey: "fields") ?? [])
        default: throw Self.json.unhandled(kind, in: container)
        }
    }
}
