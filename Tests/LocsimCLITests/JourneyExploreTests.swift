import Foundation
import Testing

@testable import LocsimCLI

/// A journey file, its exhaustive counts under the reference model, and the buggy models it targets
/// with the check each breaks and the length of its counterexample.
struct Journey: Sendable, CustomStringConvertible {
    var file: String
    var totals: String
    var distinctStates: Int
    /// Events the units simulated (a timeline prefix that several timelines share is simulated once
    /// per unit; planning's runs, which find the units, are not counted).
    var events: Int
    var catches: [(model: String, check: String, steps: Int)]

    var path: String { "Scenarios/explore/\(file).scenario" }
    var description: String { file }
}

let journeys: [Journey] = [
    Journey(
        file: "journey", totals: "48 simulated, 48 covered, 0 merged", distinctStates: 84, events: 172,
        catches: [
            ("initial-callback-as-answer", "line 13: always settled not (status == notDetermined", 4),
            ("cached-grant", "line 13: always settled not (status == notDetermined", 4),
        ]),
    Journey(
        file: "journey-upgrade", totals: "24 simulated, 24 covered, 0 merged", distinctStates: 42, events: 134,
        catches: [("awaits-always-answer", "line 10: always not (alert == none and ui.step == waitingForAnswer)", 8)]),
    Journey(
        file: "journey-recording", totals: "48 simulated, 48 covered, 0 merged", distinctStates: 86, events: 976,
        catches: [
            ("trusts-approximate-speed", "line 11: always session.autoPaused == false", 7),
            ("joins-approximate-fixes", "line 10: always session.distance_m <= 300", 7),
        ]),
    Journey(
        file: "journey-gate", totals: "24 simulated, 24 covered, 0 merged", distinctStates: 30, events: 130,
        catches: [("stale-default-status", "line 20: expect not (status == authorizedAlways", 4)]),
]

/// A fresh empty directory under the temporary directory.
private func journeyDirectory(_ name: String) -> String {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("locsim-\(name)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

@Suite("The permission journeys: the reference passes every timeline, each buggy model fails in a few steps")
struct JourneyExploreTests {
    @Test(
        "the reference model passes every timeline; the counts are pinned and equal for 1, 2 jobs and 4 shards",
        arguments: journeys)
    func referencePasses(_ journey: Journey) {
        let one = runLocsim(["explore", journey.path, "--jobs", "1"])
        #expect(one.status == .success)
        #expect(one.output.contains("violations: 0\n"))
        #expect(one.output.contains("timelines:         \(journey.totals)\n"))
        #expect(one.output.contains("distinct states:   \(journey.distinctStates)\n"))
        #expect(one.output.contains("events simulated:  \(journey.events)\n"))
        #expect(one.output.contains("bounds:            none reached; the exploration is complete\n"))
        let two = runLocsim(["explore", journey.path, "--jobs", "2"])
        #expect(two.output == one.output)
        let directory = journeyDirectory("journey-shards")
        var files: [String] = []
        for index in 0..<4 {
            let path = (directory as NSString).appendingPathComponent("shard-\(index).json")
            let shard = runLocsim(["explore", journey.path, "--shard", "\(index)/4", "--output", path])
            #expect(shard.status == .success)
            files.append(path)
        }
        let merged = runLocsim(["merge"] + files)
        #expect(merged.output == one.output)
    }

    @Test(
        "each buggy model breaks a check with a counterexample of at most 8 steps that locsim run reproduces",
        arguments: journeys)
    func buggyModelsFail(_ journey: Journey) throws {
        for target in journey.catches {
            let directory = journeyDirectory("journey-cex")
            let explored = runLocsim([
                "explore", journey.path, "--model", target.model, "--jobs", "2", "--counterexamples", directory,
            ])
            #expect(explored.status == .failure, "\(target.model)")
            let lines = explored.output.components(separatedBy: "\n")
            let index = try #require(lines.firstIndex { $0.hasPrefix("  \(target.check)") }, "\(target.model)")
            let cex = try #require(lines[index...].first { $0.contains("counterexample: ") })
            let counted = "counterexample: \(target.steps) steps, reproduces at its line "
            #expect(cex.contains(counted), "\(target.model): \(cex)")
            #expect(target.steps <= 8)
            let written = try #require(cex.components(separatedBy: " → ").last)
            let golden = try String(
                contentsOfFile: String(written.dropLast(".scenario".count)) + ".trace", encoding: .utf8)
            let run = runLocsim(["run", written])
            #expect(run.status == .failure, "\(target.model)")
            #expect(run.output == golden, "\(target.model)")
            let asWritten = target.check.drop { $0 != ":" }.dropFirst(2)
            let checkText = asWritten.hasPrefix("expect ") ? asWritten.dropFirst("expect ".count) : asWritten
            #expect(run.output.contains(": expected \(checkText)"), "\(target.model): the same check fails")
            #expect(try String(contentsOfFile: written, encoding: .utf8).contains("\nmodel \(target.model)"))
        }
    }
}
