// The enumerations that are one word in a scenario are one string in JSON, spelt as in the file.

import Vocabulary

/// A one-word enumeration of the language whose raw value is the word a scenario uses: its JSON is
/// that word, and a reader refuses anything else with the list of words and a suggestion.
protocol ScenarioWord: RawRepresentable<String>, Codable {
    /// What the word names, for messages (`accuracy`, `device setting`).
    static var wordKind: String { get }
    /// Every accepted word.
    static var words: [String] { get }
}

extension ScenarioWord {
    /// Writes the word.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Reads the word, refusing anything else with the list of words.
    public init(from decoder: any Decoder) throws {
        self = try decodeName(decoder, what: Self.wordKind, names: Self.words, from: Self.init(rawValue:))
    }
}

extension Accuracy: ScenarioWord {
    static var wordKind: String { "accuracy" }
    static var words: [String] { names }
}

extension ComparisonOperator: ScenarioWord {
    static var wordKind: String { "operator" }
    static var words: [String] { allCases.map(\.rawValue) }
}

extension DeviceSetting: ScenarioWord {
    static var wordKind: String { "device setting" }
    static var words: [String] { names }
}

extension LocationSetting: ScenarioWord {
    static var wordKind: String { "location setting" }
    static var words: [String] { names }
}

extension MotionStatus: Codable {
    /// Writes the Core Motion name (`authorized`), as scenarios spell it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// Reads a Core Motion name, refusing anything else with the list of names.
    public init(from decoder: any Decoder) throws {
        self = try decodeName(decoder, what: "motion status", names: Self.names, from: Self.init(name:))
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
