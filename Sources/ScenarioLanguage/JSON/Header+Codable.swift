// Header statements in JSON: `{"kind": "seed", "seed": 7}`, one kind per keyword of the language.

import SimulationKit
import Vocabulary

extension Header: Codable {
    /// Each kind with its fields, in the order of the language reference.
    static let json = JSONKinds(
        what: "header statement",
        kinds: [
            ("title", ["title"]), ("model", ["name", "options"]), ("seed", ["seed"]), ("profile", ["profile"]),
            ("set", ["parameter", "value"]), ("plist", ["key", "value"]), ("plistTemporary", ["purposeKey", "value"]),
            ("device", ["setting", "enabled"]), ("position", ["coordinate"]), ("start", ["status", "accuracy"]),
            ("fault", ["name", "arguments"]), ("catches", ["model"]),
        ])

    /// Writes `{"kind": …, fields…}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try encode(into: &container)
    }

    /// Writes the kind and fields into an object, which may also hold the statement's `location`.
    func encode(into container: inout KeyedEncodingContainer<JSONKey>) throws {
        switch self {
        case .title(let title):
            try container.encode("title", forKey: "kind")
            try container.encode(title, forKey: "title")
        case .model(let name, let options):
            try container.encode("model", forKey: "kind")
            try container.encode(name, forKey: "name")
            if !options.isEmpty { try container.encode(options, forKey: "options") }
        case .seed(let seed):
            try container.encode("seed", forKey: "kind")
            try container.encode(seed, forKey: "seed")
        case .profile(let name):
            try container.encode("profile", forKey: "kind")
            try container.encode(name, forKey: "profile")
        case .set(let parameter, let value):
            try container.encode("set", forKey: "kind")
            try container.encode(parameter, forKey: "parameter")
            try container.encode(value, forKey: "value")
        case .plist(let key, let value):
            try container.encode("plist", forKey: "kind")
            try container.encode(key, forKey: "key")
            try container.encode(value, forKey: "value")
        case .plistTemporary(let purposeKey, let value):
            try container.encode("plistTemporary", forKey: "kind")
            try container.encode(purposeKey, forKey: "purposeKey")
            try container.encode(value, forKey: "value")
        case .device(let setting, let enabled):
            try container.encode("device", forKey: "kind")
            try container.encode(setting, forKey: "setting")
            try container.encode(enabled, forKey: "enabled")
        case .position(let coordinate):
            try container.encode("position", forKey: "kind")
            try container.encode(coordinate, forKey: "coordinate")
        case .start(let status, let accuracy):
            try container.encode("start", forKey: "kind")
            try container.encode(status, forKey: "status")
            try container.encodeIfPresent(accuracy, forKey: "accuracy")
        case .fault(let name, let arguments):
            try container.encode("fault", forKey: "kind")
            try container.encode(name, forKey: "name")
            if !arguments.isEmpty { try container.encode(arguments, forKey: "arguments") }
        case .catches(let model):
            try container.encode("catches", forKey: "kind")
            try container.encode(model, forKey: "model")
        }
    }

    /// Reads `{"kind": …, fields…}`, refusing an unknown kind, an unknown field or a missing one.
    public init(from decoder: any Decoder) throws {
        try self.init(from: try decoder.container(keyedBy: JSONKey.self), otherFields: [])
    }

    /// Reads the kind and fields of an object that may also hold `otherFields` (a `location`).
    init(from container: KeyedDecodingContainer<JSONKey>, otherFields: [String]) throws {
        let kind = try Self.json.kind(in: container, otherFields: otherFields)
        switch kind {
        case "title": self = .title(try container.decode(String.self, forKey: "title"))
        case "model":
            self = .model(
                name: try container.decode(String.self, forKey: "name"),
                options: try container.decodeIfPresent([ModelOption].self, forKey: "options") ?? [])
        case "seed": self = .seed(try container.decodeInteger(UInt64.self, forKey: "seed"))
        case "profile": self = .profile(try container.decode(String.self, forKey: "profile"))
        case "set":
            self = .set(
                parameter: try container.decode(String.self, forKey: "parameter"),
                value: try container.decode(ParameterValue.self, forKey: "value"))
        case "plist":
            self = .plist(
                key: try container.decode(String.self, forKey: "key"),
                value: try container.decode(PlistValue.self, forKey: "value"))
        case "plistTemporary":
            self = .plistTemporary(
                purposeKey: try container.decode(String.self, forKey: "purposeKey"),
                value: try container.decode(String.self, forKey: "value"))
        case "device":
            self = .device(
                setting: try container.decode(DeviceSetting.self, forKey: "setting"),
                enabled: try container.decode(Bool.self, forKey: "enabled"))
        case "position": self = .position(try container.decode(Coordinate.self, forKey: "coordinate"))
        case "start":
            self = .start(
                status: try container.decode(AuthorizationStatus.self, forKey: "status"),
                accuracy: try container.decodeIfPresent(Accuracy.self, forKey: "accuracy"))
        case "fault":
            self = .fault(
                name: try container.decode(String.self, forKey: "name"),
                arguments: try container.decodeIfPresent([String].self, forKey: "arguments") ?? [])
        case "catches": self = .catches(model: try container.decode(String.self, forKey: "model"))
        default: throw Self.json.unhandled(kind, in: container)
        }
    }
}

extension PlistValue: Codable {
    static let json = JSONKinds(what: "plist value", kinds: [("string", ["string"]), ("bool", ["bool"])])

    /// Writes `{"kind": "string", "string": …}` or `{"kind": "bool", "bool": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .string(let text):
            try container.encode("string", forKey: "kind")
            try container.encode(text, forKey: "string")
        case .bool(let value):
            try container.encode("bool", forKey: "kind")
            try container.encode(value, forKey: "bool")
        }
    }

    /// Reads what ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let kind = try Self.json.kind(in: container)
        switch kind {
        case "string": self = .string(try container.decode(String.self, forKey: "string"))
        case "bool": self = .bool(try container.decode(Bool.self, forKey: "bool"))
        default: throw Self.json.unhandled(kind, in: container)
        }
    }
}

extension ParameterValue: Codable {
    static let json = JSONKinds(
        what: "parameter value", kinds: [("single", ["value"]), ("range", ["low", "high", "step"])])

    /// Writes `{"kind": "single", "value": Q}` or `{"kind": "range", "low": Q, "high": Q, "step"?: Q}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .single(let value):
            try container.encode("single", forKey: "kind")
            try container.encode(value, forKey: "value")
        case .range(let low, let high, let step):
            try container.encode("range", forKey: "kind")
            try container.encode(low, forKey: "low")
            try container.encode(high, forKey: "high")
            try container.encodeIfPresent(step, forKey: "step")
        }
    }

    /// Reads what ``encode(to:)`` writes; `step` may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let kind = try Self.json.kind(in: container)
        switch kind {
        case "single": self = .single(try container.decode(Quantity.self, forKey: "value"))
        case "range":
            self = .range(
                low: try container.decode(Quantity.self, forKey: "low"),
                high: try container.decode(Quantity.self, forKey: "high"),
                step: try container.decodeIfPresent(Quantity.self, forKey: "step"))
        default: throw Self.json.unhandled(kind, in: container)
        }
    }
}

extension Quantity: Codable {
    static let json = JSONKinds(
        what: "quantity",
        kinds: [("duration", ["duration_us"]), ("distance", ["meters"]), ("number", ["number"]), ("flag", ["flag"])])

    /// Writes `{"kind": "duration", "duration_us": …}`, `{"kind": "distance", "meters": "5411.8"}`,
    /// `{"kind": "number", "number": "4"}` or `{"kind": "flag", "flag": true}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .duration(let duration):
            try container.encode("duration", forKey: "kind")
            try container.encode(duration, forKey: "duration_us")
        case .distance(let meters):
            try container.encode("distance", forKey: "kind")
            try container.encode(meters, forKey: "meters")
        case .number(let value):
            try container.encode("number", forKey: "kind")
            try container.encode(value, forKey: "number")
        case .flag(let value):
            try container.encode("flag", forKey: "kind")
            try container.encode(value, forKey: "flag")
        }
    }

    /// Reads what ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let kind = try Self.json.kind(in: container)
        switch kind {
        case "duration": self = .duration(try container.decodeDuration(forKey: "duration_us"))
        case "distance": self = .distance(meters: try container.decode(ExactDecimal.self, forKey: "meters"))
        case "number": self = .number(try container.decode(ExactDecimal.self, forKey: "number"))
        case "flag": self = .flag(try container.decode(Bool.self, forKey: "flag"))
        default: throw Self.json.unhandled(kind, in: container)
        }
    }
}
