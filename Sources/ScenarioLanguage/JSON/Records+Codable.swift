// The small records of the JSON form: plain objects with named fields, no `kind`; a reader refuses a
// field it does not know, so a typo is an error rather than a value silently left out.

import Vocabulary

extension SourceLocation: Codable {
    /// Writes `{"file", "line", "column"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(file, forKey: "file")
        try container.encode(line, forKey: "line")
        try container.encode(column, forKey: "column")
    }

    /// Reads `{"file", "line", "column"}`, all three required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        try checkFields(["file", "line", "column"], of: "a location", in: container)
        self.init(
            file: try container.decode(String.self, forKey: "file"),
            line: try container.decodeInteger(Int.self, forKey: "line"),
            column: try container.decodeInteger(Int.self, forKey: "column"))
    }
}

extension Coordinate: Codable {
    /// Writes `{"latitude", "longitude"}` as exact decimal strings (`"51.5007"`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(latitude, forKey: "latitude")
        try container.encode(longitude, forKey: "longitude")
    }

    /// Reads `{"latitude", "longitude"}`; the ranges are the parser's to check, as for a built value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        try checkFields(["latitude", "longitude"], of: "a coordinate", in: container)
        self.init(
            latitude: try container.decode(ExactDecimal.self, forKey: "latitude"),
            longitude: try container.decode(ExactDecimal.self, forKey: "longitude"))
    }
}

extension ModelOption: Codable {
    /// Writes `{"key", "value"}`, the value as text (the model interprets it).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(key, forKey: "key")
        try container.encode(value, forKey: "value")
    }

    /// Reads `{"key", "value"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        try checkFields(["key", "value"], of: "a model option", in: container)
        self.init(
            key: try container.decode(String.self, forKey: "key"),
            value: try container.decode(String.self, forKey: "value"))
    }
}

extension FixField: Codable {
    /// Writes `{"name", "value"}`, the value an exact decimal string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(name, forKey: "name")
        try container.encode(value, forKey: "value")
    }

    /// Reads `{"name", "value"}`, refusing a name other than `accuracy`, `speed` or `course`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        try checkFields(["name", "value"], of: "a fix field", in: container)
        let name = try container.decode(String.self, forKey: "name")
        guard Self.names.contains(name) else {
            throw DecodingError.dataCorruptedError(
                forKey: "name", in: container,
                debugDescription: "unknown fix field \"\(name)\" (expected \(Self.names.joined(separator: ", ")))")
        }
        self.init(name: name, value: try container.decode(ExactDecimal.self, forKey: "value"))
    }
}

extension CallbackField: Codable {
    /// Writes `{"name", "value"}`, the value a typed ``Value`` object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(name, forKey: "name")
        try container.encode(value, forKey: "value")
    }

    /// Reads `{"name", "value"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        try checkFields(["name", "value"], of: "a callback field", in: container)
        self.init(
            name: try container.decode(String.self, forKey: "name"),
            value: try container.decode(Value.self, forKey: "value"))
    }
}
