// The enumerations that are one word in a scenario are one string in JSON, spelt as in the file.

extension Accuracy: Codable {
    /// Writes `full` or `reduced`, the word a scenario uses.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Reads `full` or `reduced`, refusing anything else with the list of names.
    public init(from decoder: any Decoder) throws {
        self = try decodeName(decoder, what: "accuracy", names: Self.names, from: Self.init(rawValue:))
    }
}

extension AuthorizationStatus: Codable {
    /// Writes the Core Location name (`authorizedWhenInUse`): readable where the raw value 4 is not.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Reads a Core Location name, refusing anything else (numbers included) with the list of names.
    public init(from decoder: any Decoder) throws {
        self = try decodeName(decoder, what: "authorization status", names: Self.names, from: Self.init(name:))
    }
}

extension ComparisonOperator: Codable {
    /// Writes the operator as a scenario does (`==`, `<=`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Reads an operator, refusing anything else with the list of operators.
    public init(from decoder: any Decoder) throws {
        self = try decodeName(
            decoder, what: "operator", names: Self.allCases.map(\.rawValue), from: Self.init(rawValue:))
    }
}

extension DeviceSetting: Codable {
    /// Writes the setting as a scenario does (`location-services`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Reads a setting, refusing anything else with the list of names.
    public init(from decoder: any Decoder) throws {
        self = try decodeName(decoder, what: "device setting", names: Self.names, from: Self.init(rawValue:))
    }
}

extension LocationSetting: Codable {
    /// Writes the choice as a scenario does (`while-using`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Reads a choice, refusing anything else with the list of names.
    public init(from decoder: any Decoder) throws {
        self = try decodeName(decoder, what: "location setting", names: Self.names, from: Self.init(rawValue:))
    }
}

extension MotionStatus: Codable {
    /// Writes the status as a scenario does (`authorized`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Reads a status, refusing anything else with the list of names.
    public init(from decoder: any Decoder) throws {
        self = try decodeName(decoder, what: "motion status", names: Self.names, from: Self.init(rawValue:))
    }
}
