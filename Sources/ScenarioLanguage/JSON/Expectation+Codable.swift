import SimulationKit
import Vocabulary

// Expectations in JSON: `{"kind": "state", "expression": {…}}`, one kind per case of ``Expectation``.

extension Expectation: Codable {
    /// Each kind with its fields, in the order of the language reference.
    static let json = JSONKinds(
        what: "expectation",
        kinds: [
            ("state", ["expression"]), ("callback", ["callbackKind", "fields", "window"]),
            ("noCallback", ["callbackKind", "fields", "window"]), ("alert", ["text"]), ("noAlert", []),
            ("always", ["expression"]), ("alwaysSettled", ["expression"]), ("eventually", ["expression", "by_us"]),
        ])

    /// Writes `{"kind": …, fields…}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .state(let expression):
            try container.encode("state", forKey: "kind")
            try container.encode(expression, forKey: "expression")
        case .callback(let kind, let fields, let window):
            try container.encode("callback", forKey: "kind")
            try container.encode(kind, forKey: "callbackKind")
            if !fields.isEmpty { try container.encode(fields, forKey: "fields") }
            try container.encodeIfPresent(window, forKey: "window")
        case .noCallback(let kind, let fields, let window):
            try container.encode("noCallback", forKey: "kind")
            try container.encodeIfPresent(kind, forKey: "callbackKind")
            if !fields.isEmpty { try container.encode(fields, forKey: "fields") }
            try container.encodeIfPresent(window, forKey: "window")
        case .alert(let text):
            try container.encode("alert", forKey: "kind")
            try container.encode(text, forKey: "text")
        case .noAlert:
            try container.encode("noAlert", forKey: "kind")
        case .always(let expression):
            try container.encode("always", forKey: "kind")
            try container.encode(expression, forKey: "expression")
        case .alwaysSettled(let expression):
            try container.encode("alwaysSettled", forKey: "kind")
            try container.encode(expression, forKey: "expression")
        case .eventually(let expression, let by):
            try container.encode("eventually", forKey: "kind")
            try container.encode(expression, forKey: "expression")
            try container.encode(by, forKey: "by_us")
        }
    }

    /// Reads `{"kind": …, fields…}`, refusing an unknown kind, an unknown field or a missing one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let kind = try Self.json.kind(in: container)
        switch kind {
        case "state": self = .state(try container.decode(Expression.self, forKey: "expression"))
        case "callback":
            self = .callback(
                kind: try container.decode(String.self, forKey: "callbackKind"),
                fields: try container.decodeIfPresent([CallbackField].self, forKey: "fields") ?? [],
                window: try container.decodeIfPresent(CallbackWindow.self, forKey: "window"))
        case "noCallback":
            self = .noCallback(
                kind: try container.decodeIfPresent(String.self, forKey: "callbackKind"),
                fields: try container.decodeIfPresent([CallbackField].self, forKey: "fields") ?? [],
                window: try container.decodeIfPresent(CallbackWindow.self, forKey: "window"))
        case "alert": self = .alert(text: try container.decode(String.self, forKey: "text"))
        case "noAlert": self = .noAlert
        case "always": self = .always(try container.decode(Expression.self, forKey: "expression"))
        case "alwaysSettled": self = .alwaysSettled(try container.decode(Expression.self, forKey: "expression"))
        case "eventually":
            self = .eventually(
                try container.decode(Expression.self, forKey: "expression"),
                by: try container.decodeInstant(forKey: "by_us"))
        default: throw Self.json.unhandled(kind, in: container)
        }
    }
}

extension CallbackWindow: Codable {
    static let json = JSONKinds(
        what: "callback window",
        kinds: [("at", ["time_us"]), ("between", ["from_us", "to_us"]), ("within", ["duration_us"])])

    /// Writes `{"kind": "at", "time_us"}`, `{"kind": "between", "from_us", "to_us"}` or
    /// `{"kind": "within", "duration_us"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .at(let time):
            try container.encode("at", forKey: "kind")
            try container.encode(time, forKey: "time_us")
        case .between(let from, let to):
            try container.encode("between", forKey: "kind")
            try container.encode(from, forKey: "from_us")
            try container.encode(to, forKey: "to_us")
        case .within(let span):
            try container.encode("within", forKey: "kind")
            try container.encode(span, forKey: "duration_us")
        }
    }

    /// Reads what ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let kind = try Self.json.kind(in: container)
        switch kind {
        case "at": self = .at(try container.decodeInstant(forKey: "time_us"))
        case "between":
            self = .between(
                try container.decodeInstant(forKey: "from_us"),
                try container.decodeInstant(forKey: "to_us"))
        case "within": self = .within(try container.decodeDuration(forKey: "duration_us"))
        default: throw Self.json.unhandled(kind, in: container)
        }
    }
}

extension Expression: Codable {
    static let json = JSONKinds(
        what: "expression",
        kinds: [
            ("comparison", ["subject", "operator", "value"]), ("membership", ["subject", "values"]),
            ("and", ["left", "right"]), ("or", ["left", "right"]), ("not", ["operand"]),
        ])

    /// Writes `{"kind": "comparison", "subject", "operator", "value"}`, `{"kind": "membership",
    /// "subject", "values"}`, `{"kind": "and"|"or", "left", "right"}` or `{"kind": "not", "operand"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .comparison(let subject, let op, let value):
            try container.encode("comparison", forKey: "kind")
            try container.encode(subject, forKey: "subject")
            try container.encode(op, forKey: "operator")
            try container.encode(value, forKey: "value")
        case .membership(let subject, let values):
            try container.encode("membership", forKey: "kind")
            try container.encode(subject, forKey: "subject")
            try container.encode(values, forKey: "values")
        case .and(let left, let right):
            try container.encode("and", forKey: "kind")
            try container.encode(left, forKey: "left")
            try container.encode(right, forKey: "right")
        case .or(let left, let right):
            try container.encode("or", forKey: "kind")
            try container.encode(left, forKey: "left")
            try container.encode(right, forKey: "right")
        case .not(let operand):
            try container.encode("not", forKey: "kind")
            try container.encode(operand, forKey: "operand")
        }
    }

    /// Reads what ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let kind = try Self.json.kind(in: container)
        switch kind {
        case "comparison":
            self = .comparison(
                try container.decode(Subject.self, forKey: "subject"),
                try container.decode(ComparisonOperator.self, forKey: "operator"),
                try container.decode(Value.self, forKey: "value"))
        case "membership":
            self = .membership(
                try container.decode(Subject.self, forKey: "subject"),
                try container.decode([Value].self, forKey: "values"))
        case "and":
            self = .and(
                try container.decode(Expression.self, forKey: "left"),
                try container.decode(Expression.self, forKey: "right"))
        case "or":
            self = .or(
                try container.decode(Expression.self, forKey: "left"),
                try container.decode(Expression.self, forKey: "right"))
        case "not": self = .not(try container.decode(Expression.self, forKey: "operand"))
        default: throw Self.json.unhandled(kind, in: container)
        }
    }
}

extension Subject: Codable {
    static let json = JSONKinds(
        what: "subject",
        kinds: [
            ("status", []), ("accuracy", []), ("app", []), ("alert", []), ("motion", []), ("ui", ["key"]),
            ("session", ["key"]),
        ])

    /// Writes `{"kind": "status"}` … or `{"kind": "ui"|"session", "key"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .status, .accuracy, .app, .alert, .motion:
            try container.encode(description, forKey: "kind")
        case .ui(let key):
            try container.encode("ui", forKey: "kind")
            try container.encode(key, forKey: "key")
        case .session(let key):
            try container.encode("session", forKey: "kind")
            try container.encode(key, forKey: "key")
        }
    }

    /// Reads what ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let kind = try Self.json.kind(in: container)
        switch kind {
        case "status": self = .status
        case "accuracy": self = .accuracy
        case "app": self = .app
        case "alert": self = .alert
        case "motion": self = .motion
        case "ui": self = .ui(key: try container.decode(String.self, forKey: "key"))
        case "session": self = .session(key: try container.decode(String.self, forKey: "key"))
        default: throw Self.json.unhandled(kind, in: container)
        }
    }
}

extension Value: Codable {
    static let json = JSONKinds(
        what: "value",
        kinds: [
            ("status", ["status"]), ("accuracy", ["accuracy"]), ("motion", ["motion"]), ("appState", ["appState"]),
            ("alertKind", ["alertKind"]), ("bool", ["bool"]), ("integer", ["integer"]), ("decimal", ["decimal"]),
            ("duration", ["duration_us"]), ("string", ["string"]), ("word", ["word"]),
        ])

    /// Writes `{"kind": K, K: …}` (the field named after the kind), or `{"kind": "duration",
    /// "duration_us": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .status(let status):
            try container.encode("status", forKey: "kind")
            try container.encode(status, forKey: "status")
        case .accuracy(let accuracy):
            try container.encode("accuracy", forKey: "kind")
            try container.encode(accuracy, forKey: "accuracy")
        case .motion(let motion):
            try container.encode("motion", forKey: "kind")
            try container.encode(motion, forKey: "motion")
        case .appState(let word):
            try container.encode("appState", forKey: "kind")
            try container.encode(word, forKey: "appState")
        case .alertKind(let word):
            try container.encode("alertKind", forKey: "kind")
            try container.encode(word, forKey: "alertKind")
        case .bool(let value):
            try container.encode("bool", forKey: "kind")
            try container.encode(value, forKey: "bool")
        case .integer(let value):
            try container.encode("integer", forKey: "kind")
            try container.encode(value, forKey: "integer")
        case .decimal(let value):
            try container.encode("decimal", forKey: "kind")
            try container.encode(value, forKey: "decimal")
        case .duration(let value):
            try container.encode("duration", forKey: "kind")
            try container.encode(value, forKey: "duration_us")
        case .string(let text):
            try container.encode("string", forKey: "kind")
            try container.encode(text, forKey: "string")
        case .word(let word):
            try container.encode("word", forKey: "kind")
            try container.encode(word, forKey: "word")
        }
    }

    /// Reads what ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let kind = try Self.json.kind(in: container)
        switch kind {
        case "status": self = .status(try container.decode(AuthorizationStatus.self, forKey: "status"))
        case "accuracy": self = .accuracy(try container.decode(Accuracy.self, forKey: "accuracy"))
        case "motion": self = .motion(try container.decode(MotionStatus.self, forKey: "motion"))
        case "appState": self = .appState(try container.decode(String.self, forKey: "appState"))
        case "alertKind": self = .alertKind(try container.decode(String.self, forKey: "alertKind"))
        case "bool": self = .bool(try container.decode(Bool.self, forKey: "bool"))
        case "integer": self = .integer(try container.decodeInteger(Int64.self, forKey: "integer"))
        case "decimal": self = .decimal(try container.decode(ExactDecimal.self, forKey: "decimal"))
        case "duration": self = .duration(try container.decodeDuration(forKey: "duration_us"))
        case "string": self = .string(try container.decode(String.self, forKey: "string"))
        case "word": self = .word(try container.decode(String.self, forKey: "word"))
        default: throw Self.json.unhandled(kind, in: container)
        }
    }
}
