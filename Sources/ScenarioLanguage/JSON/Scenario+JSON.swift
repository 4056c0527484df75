import Foundation
import SimulationKit

/// The JSON form of a scenario, so tools can generate scenarios and read parsed ones.
///
/// `{"schemaVersion", "file", "header": [...], "timeline": [...], "end"?}`; every choice is an object
/// with a `kind` and named fields (`{"kind": "tap", "label": "Start run"}`), times and durations are
/// integer microseconds in fields ending `_us`, decimals are exact strings (`"51.5007"`), and each
/// statement carries its `location`. docs/scenario-language.md ("The JSON form") is the reference;
/// docs/scenario-schema-example.json is the spec's Allow Once example as ``jsonData()`` writes it.
extension Scenario: Codable {
    /// Writes the scenario with its schema version.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(Self.schemaVersion, forKey: "schemaVersion")
        try container.encode(file, forKey: "file")
        try container.encode(header, forKey: "header")
        try container.encode(timeline, forKey: "timeline")
        try container.encodeIfPresent(end, forKey: "end")
    }

    /// Reads a scenario written with this schema version, refusing any other version, an unknown or
    /// missing field and an unknown `kind`.
    ///
    /// A statement without `location` gets the one it has in ``text`` (its line there, in ``file``), so
    /// a generated scenario's messages point at its printed form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let version = try container.decodeInteger(Int.self, forKey: "schemaVersion")
        guard version == Self.schemaVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: "schemaVersion", in: container,
                debugDescription: "schemaVersion \(version) is not supported; this reader reads \(Self.schemaVersion)")
        }
        try checkFields(["schemaVersion", "file", "header", "timeline", "end"], of: "a scenario", in: container)
        let file = try container.decode(String.self, forKey: "file")
        var header: [HeaderStatement] = []
        if container.contains("header"), try !container.decodeNil(forKey: "header") {
            var list = try container.nestedUnkeyedContainer(forKey: "header")
            while !list.isAtEnd {
                let line = header.count + 1
                header.append(
                    try HeaderStatement(
                        from: try list.nestedContainer(keyedBy: JSONKey.self),
                        defaultLocation: SourceLocation(file: file, line: line, column: 1)))
            }
        }
        var timeline: [TimelineEntry] = []
        if container.contains("timeline"), try !container.decodeNil(forKey: "timeline") {
            var list = try container.nestedUnkeyedContainer(forKey: "timeline")
            while !list.isAtEnd {
                // The parser places an entry at its action, which `text` writes after the time column.
                let line = header.count + timeline.count + 1
                timeline.append(
                    try TimelineEntry(
                        from: try list.nestedContainer(keyedBy: JSONKey.self),
                        defaultLocation: {
                            SourceLocation(file: file, line: line, column: Self.timeColumn(of: $0).count + 1)
                        }))
            }
        }
        var end: EndStatement?
        if container.contains("end"), try !container.decodeNil(forKey: "end") {
            end = try EndStatement(
                from: try container.nestedContainer(keyedBy: JSONKey.self, forKey: "end"),
                defaultLocation: SourceLocation(file: file, line: header.count + timeline.count + 1, column: 1))
        }
        self.init(file: file, header: header, timeline: timeline, end: end)
    }

    /// The JSON bytes: keys sorted, indented, UTF-8, so one scenario always gives the same bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads the JSON form, as a tool generates it or ``jsonData()`` writes it.
    ///
    /// - Throws: ``ScenarioJSONError`` naming where the document is wrong (`timeline[3].step.kind`) and
    ///   how, for malformed JSON, a wrong `schemaVersion`, an unknown `kind` or field, a missing field
    ///   or a value of the wrong type. The document's meaning (times in order, known models) is the
    ///   parser's to check: `ScenarioParser.parse(scenario.text, file: scenario.file)`.
    public init(json: Data) throws {
        do {
            self = try JSONDecoder().decode(Scenario.self, from: json)
        } catch let error as DecodingError {
            throw ScenarioJSONError(error)
        }
    }
}
