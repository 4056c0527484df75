import Foundation
import Testing

@testable import ScenarioLanguage

/// The JSON form as a tool author meets it: the pinned example, a hand-written document, bad input.
@Suite struct JSONFormTests {
    static let specExample = "Scenarios/authorization/allow-once-expiry.scenario"
    static let pinnedExample = "docs/scenario-schema-example.json"

    /// The spec's Allow Once example, parsed under its path (so the pinned locations name it).
    static func specScenario() throws -> Scenario? {
        TestSupport.parse(try TestSupport.read(specExample), file: specExample)
    }

    /// Reads a document that must be refused, returning the error's one-line description.
    static func refusal(_ json: String) -> String {
        do {
            let scenario = try Scenario(json: Data(json.utf8))
            return "<decoded \(scenario.timeline.count) entries>"
        } catch let error as ScenarioJSONError {
            return error.description
        } catch {
            return "<not a ScenarioJSONError: \(error)>"
        }
    }

    /// The checked-in example is exactly what `jsonData()` writes, plus a final newline. Run with
    /// `LOCSIM_RECORD_JSON=1` to rewrite it after a deliberate change of the form (and bump
    /// `Scenario.schemaVersion` if a field was added, removed or changed meaning).
    @Test func thePinnedExampleIsWhatJSONDataWrites() throws {
        let scenario = try #require(try Self.specScenario())
        let written = try scenario.jsonData() + Data("\n".utf8)
        let url = TestSupport.packageRoot.appendingPathComponent(Self.pinnedExample)
        if ProcessInfo.processInfo.environment["LOCSIM_RECORD_JSON"] == "1" {
            try written.write(to: url)
        }
        let pinned = try Data(contentsOf: url)
        #expect(pinned == written, "\(Self.pinnedExample) differs from:\n\(String(decoding: written, as: UTF8.self))")
        #expect(try Scenario(json: pinned) == scenario)
    }

    /// The ```json block of the language reference, written by hand as a tool would (no locations,
    /// empty arrays left out), is the spec example, and its text parses back to an equal scenario.
    @Test func aHandWrittenDocumentIsTheSpecExample() throws {
        let markdown = try TestSupport.read("docs/scenario-language.md")
        let blocks = TestSupport.fencedBlocks(in: markdown, info: "json")
        #expect(blocks.count == 1)
        let json = try #require(blocks.first)
        #expect(!json.contains("\"location\""))
        let decoded = try Scenario(json: Data(json.utf8))
        #expect(decoded == (try Self.specScenario()))

        let reparsed = try #require(TestSupport.parse(decoded.text, file: decoded.file))
        #expect(reparsed == decoded)
        #expect(reparsed.header.map(\.location) == decoded.header.map(\.location))
        #expect(reparsed.timeline.map(\.location) == decoded.timeline.map(\.location))
        #expect(reparsed.end?.location == decoded.end?.location)
    }

    /// Without locations, every example decodes to the scenario its printed text parses to, locations
    /// included: a generated scenario's messages point at its printed form.
    @Test func leftOutLocationsAreWhereTheTextPutsThem() throws {
        for text in try RoundTripTests.allExamples() {
            let scenario = try #require(TestSupport.parse(text))
            let object = try JSONSerialization.jsonObject(with: try scenario.jsonData())
            let stripped = try JSONSerialization.data(withJSONObject: Self.withoutLocations(object))
            let decoded = try Scenario(json: stripped)
            let printed = try #require(TestSupport.parse(scenario.text, file: scenario.file))
            #expect(decoded == scenario)
            #expect(decoded.header.map(\.location) == printed.header.map(\.location))
            #expect(decoded.timeline.map(\.location) == printed.timeline.map(\.location))
            #expect(decoded.end?.location == printed.end?.location)
        }
    }

    static func withoutLocations(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            return object.filter { $0.key != "location" }.mapValues(withoutLocations)
        }
        if let array = value as? [Any] { return array.map(withoutLocations) }
        return value
    }

    @Test func everyChoiceHasAKindAndNoUnlabeledField() throws {
        for text in try RoundTripTests.allExamples() {
            let scenario = try #require(TestSupport.parse(text))
            let json = String(decoding: try scenario.jsonData(), as: UTF8.self)
            #expect(!json.contains("\"_0\""))
            #expect(!json.contains("\"_1\""))
        }
        let scenario = try #require(TestSupport.parse(RoundTripTests.kitchenSink))
        let json = String(decoding: try scenario.jsonData(), as: UTF8.self)
        for fragment in [
            "\"kind\" : \"seed\",", "\"seed\" : 18446744073709551615", "\"time_us\" : 7200000000",
            "\"latitude\" : \"51.5007\"", "\"operator\" : \"!=\"", "\"status\" : \"authorizedWhenInUse\"",
            "\"duration_us\" : 90000000", "\"meters\" : \"5411.8\"", "\"after_us\" : 1000000",
        ] {
            #expect(json.contains(fragment), "missing \(fragment)")
        }
    }

    @Test(arguments: [
        ("", "not valid JSON"),
        ("[]", "expected an object"),
        (#"{"file": "x", "timeline": []}"#, "missing field \"schemaVersion\""),
        (#"{"schemaVersion": 1, "file": "x"}"#, "schemaVersion: schemaVersion 1 is not supported; this reader reads 2"),
        (#"{"schemaVersion": "2", "file": "x"}"#, "schemaVersion: expected an integer"),
        (#"{"schemaVersion": 2, "timeline": []}"#, "missing field \"file\""),
        (
            #"{"schemaVersion": 2, "file": "x", "timelime": []}"#,
            "unknown field \"timelime\" in a scenario; did you mean \"timeline\"?"
        ),
        (
            #"{"schemaVersion": 2, "file": "x", "timeline": [{"time_us": 0, "timing": {"kind": "absolute"}, "kind": "step", "step": {"kind": "tapp", "label": "Go"}}]}"#,
            "timeline[0].step.kind: unknown step kind \"tapp\"; did you mean \"tap\"?"
        ),
        (
            #"{"schemaVersion": 2, "file": "x", "timeline": [{"time_us": 0, "timing": {"kind": "absolute"}, "kind": "step", "step": {"kind": "tap"}}]}"#,
            "timeline[0].step: missing field \"label\""
        ),
        (
            #"{"schemaVersion": 2, "file": "x", "timeline": [{"time_us": 0, "timing": {"kind": "absolute"}, "kind": "step", "step": {"kind": "tap", "lable": "Go"}}]}"#,
            "timeline[0].step.lable: unknown field \"lable\" in a \"tap\" step; did you mean \"label\"?"
        ),
        (
            #"{"schemaVersion": 2, "file": "x", "timeline": [{"timing": {"kind": "absolute"}, "kind": "step", "step": {"kind": "launch"}}]}"#,
            "timeline[0]: missing field \"time_us\""
        ),
        (
            #"{"schemaVersion": 2, "file": "x", "timeline": [{"time_us": 8.7, "timing": {"kind": "absolute"}, "kind": "step", "step": {"kind": "launch"}}]}"#,
            "timeline[0].time_us:"
        ),
        (
            #"{"schemaVersion": 2, "file": "x", "timeline": [{"time_us": 0, "timing": {"kind": "absolute"}, "kind": "step"}]}"#,
            "timeline[0]: missing field \"step\""
        ),
        (
            #"{"schemaVersion": 2, "file": "x", "timeline": [{"time_us": 0, "timing": {"kind": "absolute"}, "kind": "expect", "expectation": {"kind": "noAlert"}}]}"#,
            "timeline[0].kind: unknown timeline entry kind \"expect\""
        ),
        (
            #"{"schemaVersion": 2, "file": "x", "header": [{"kind": "position", "coordinate": {"latitude": 51.5, "longitude": "0"}}]}"#,
            "header[0].coordinate.latitude: expected a string"
        ),
        (
            #"{"schemaVersion": 2, "file": "x", "header": [{"kind": "position", "coordinate": {"latitude": "51.5.1", "longitude": "0"}}]}"#,
            "header[0].coordinate.latitude: expected an exact decimal such as 51.5007, found \"51.5.1\""
        ),
        (
            #"{"schemaVersion": 2, "file": "x", "header": [{"kind": "start", "status": 4}]}"#,
            "header[0].status: expected a string"
        ),
        (
            #"{"schemaVersion": 2, "file": "x", "header": [{"kind": "start", "status": "authorisedWhenInUse"}]}"#,
            "header[0].status: unknown authorization status \"authorisedWhenInUse\"; did you mean \"authorizedWhenInUse\"?"
        ),
        (
            #"{"schemaVersion": 2, "file": "x", "header": [{"kind": "seed", "seed": -1}]}"#,
            "header[0].seed:"
        ),
        (
            #"{"schemaVersion": 2, "file": "x", "header": [{"kind": "seed", "seed": 1, "location": {"file": "x", "line": 1}}]}"#,
            "header[0].location: missing field \"column\""
        ),
        (
            #"{"schemaVersion": 2, "file": "x", "end": {"time_us": null}}"#,
            "end.time_us: expected an integer, found null"
        ),
    ])
    func badInputIsRefusedWithAClearError(json: String, expected: String) {
        let message = Self.refusal(json)
        #expect(message.hasPrefix(expected) || message.contains(expected), "got: \(message)")
    }

    @Test func aStatementReadOnItsOwnNeedsItsLocation() throws {
        let json = Data(#"{"kind": "seed", "seed": 7}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(HeaderStatement.self, from: json) }
        #expect(try JSONDecoder().decode(Header.self, from: json) == .seed(7))
    }
}
