import Foundation
import SimulationKit

/// The JSON form of a scenario, so tools can generate scenarios and read parsed ones.
///
/// The object carries `schemaVersion` (``Scenario/schemaVersion``); a reader refuses any other version
/// rather than guessing. Keys are sorted so the same scenario always gives the same bytes. Enums use
/// Swift's synthesized coding: a case is an object with one key, its name (`{"launch": {}}`,
/// `{"tap": {"label": "Start run"}}`); unlabeled associated values are `_0`, `_1`, …; times are integer
/// microseconds; decimals are exact strings.
extension Scenario: Codable {
    private enum CodingKeys: String, CodingKey {
        case schemaVersion, file, header, timeline, end
    }

    /// Writes the scenario with its schema version.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schemaVersion, forKey: .schemaVersion)
        try container.encode(file, forKey: .file)
        try container.encode(header, forKey: .header)
        try container.encode(timeline, forKey: .timeline)
        try container.encodeIfPresent(end, forKey: .end)
    }

    /// Reads a scenario written with this schema version.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .schemaVersion)
        guard version == Self.schemaVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .schemaVersion, in: container,
                debugDescription: "scenario schemaVersion \(version) is not supported; expected \(Self.schemaVersion)")
        }
        self.init(
            file: try container.decode(String.self, forKey: .file),
            header: try container.decode([HeaderStatement].self, forKey: .header),
            timeline: try container.decode([TimelineEntry].self, forKey: .timeline),
            end: try container.decodeIfPresent(EndStatement.self, forKey: .end))
    }

    /// The JSON bytes: keys sorted, indented, UTF-8.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads the JSON form.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(Scenario.self, from: json)
    }
}
