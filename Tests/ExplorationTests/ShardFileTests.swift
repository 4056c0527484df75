import Foundation
import Testing

@testable import Exploration

@Test("FNV-1a 64 matches the published test vectors, so the scenario hash is the standard one")
func fnv1aMatchesTheTestVectors() {
    #expect(FNV1a.hex("".utf8) == "cbf29ce484222325")
    #expect(FNV1a.hex("a".utf8) == "af63dc4c8601ec8c")
    #expect(FNV1a.hex("foobar".utf8) == "85944171f73967e8")
}

@Test("a shard file reads back to the report it was written from, with its format first among equals")
func shardFileRoundTrips() throws {
    var report = try Explorer.explore(input(classic), options: options(shard: Shard(index: 1, count: 2)))
    report.header.identify(source: classic, overrides: ["allowOnceExpiry=20s"])
    let data = try ShardFile.encode(report)
    #expect(String(decoding: data, as: UTF8.self).contains("\"format\":2,"))
    #expect(try ShardFile.decode(data, file: "s1.json") == report)
}

@Test("merge refuses totals past 2^62 even when every counter is in range")
func mergeRefusesTotalsPastTheBound() throws {
    var report = try Explorer.explore(input(classic), options: options())
    let count = ShardBounds.total / ShardBounds.counter + 1
    report.header.units = count
    report.units = (0..<count).map {
        var unit = UnitResult(unit: $0)
        unit.events = ShardBounds.counter
        return unit
    }
    report.failures = []
    #expect(
        throws: ShardProblem(
            file: nil,
            "the total of field 'units[].events' over the shards passes \(ShardBounds.total); the files are damaged: write them again with `locsim explore --shard K/N`"
        )
    ) {
        try ExplorationReport.merge([report])
    }
}

@Test("the nesting pre-scan counts brackets outside strings only")
func nestingScanSkipsStrings() {
    let inString = Data(("{\"a\":\"" + String(repeating: "[", count: 1000) + "\\\"\"}").utf8)
    #expect(ShardSyntax.nestingPastLimit(inString) == nil)
    let deep = Data((String(repeating: "[{\"a\":", count: 40)).utf8)
    #expect(ShardSyntax.nestingPastLimit(deep) == 6 * 32)
}

/// A return to the app that only the timelines that left it can take: infeasible timelines, and a
/// check the ones that left break, so a shard holds every new field.
private let infeasibleAndFailing = """
    model authorization
    always app != background
    0s      launch
    1s      tap "Start run"
    2s      alert any
    3s      maybe background
    4s      foreground
    end 10s
    """

@Test("a shard file keeps the infeasible steps, the distinct failures and the choices' spread")
func shardFileKeepsInfeasibleAndGrouping() throws {
    let report = try Explorer.explore(input(infeasibleAndFailing), options: options())
    #expect(report.infeasibleTimelines > 0)
    let data = try ShardFile.encode(report)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"infeasible\":[{"))
    #expect(text.contains("\"choices\":[{"))
    #expect(try ShardFile.decode(data, file: "s.json") == report)
}

@Test("a shard file without the lists of what a check or step met reads them as empty")
func shardFileWithoutNewFieldsReadsThemAsEmpty() throws {
    let report = try Explorer.explore(input(classic), options: options())
    var object = try #require(try JSONSerialization.jsonObject(with: ShardFile.encode(report)) as? [String: Any])
    var units = try #require(object["units"] as? [[String: Any]])
    for index in units.indices {
        units[index]["infeasible"] = nil
        units[index]["infeasibleTimelines"] = nil
        var failures = try #require(units[index]["failures"] as? [[String: Any]])
        for failure in failures.indices {
            failures[failure]["examples"] = nil
            failures[failure]["moreExamples"] = nil
            failures[failure]["choices"] = nil
        }
        units[index]["failures"] = failures
    }
    object["units"] = units
    let decoded = try ShardFile.decode(JSONSerialization.data(withJSONObject: object), file: "old.json")
    #expect(decoded.infeasibleTimelines == 0)
    #expect(decoded.units.allSatisfy { $0.failures.allSatisfy { $0.examples.isEmpty && $0.choices.isEmpty } })
}

@Test("a shard file's infeasible counts and option indices are range-checked with their field named")
func shardFileInfeasibleFieldsAreChecked() throws {
    var report = try Explorer.explore(input(infeasibleAndFailing), options: options())
    let unit = try #require(report.units.firstIndex { !$0.infeasible.isEmpty })
    report.units[unit].infeasible[0].timelines = -1
    let data = try ShardFile.encode(report)
    #expect(throws: ShardProblem.self) { try ShardFile.decode(data, file: "s.json") }
    do {
        _ = try ShardFile.decode(data, file: "s.json")
    } catch {
        #expect(error.message.hasPrefix("field 'units[\(unit)].infeasible[0].timelines' is -1"))
    }
}
