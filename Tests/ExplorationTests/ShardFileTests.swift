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
    #expect(ShardFile.nestingPastLimit(inString) == nil)
    let deep = Data((String(repeating: "[{\"a\":", count: 40)).utf8)
    #expect(ShardFile.nestingPastLimit(deep) == 6 * 32)
}
