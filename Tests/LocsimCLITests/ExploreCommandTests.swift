import Foundation
import Testing

@testable import LocsimCLI

/// A fresh empty directory under the temporary directory.
private func temporaryDirectory(_ name: String) -> String {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("locsim-\(name)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

@Test("explore: the classic example finds its violation and exits 1")
func exploreClassic() {
    let result = runLocsim(["explore", "Scenarios/explore/classic.scenario", "--jobs", "1"])
    #expect(result.status == .failure)
    #expect(result.output.hasPrefix("# locsim explore Scenarios/explore/classic.scenario\n"))
    #expect(result.output.contains("timelines:         24 simulated, 24 covered, 0 merged\n"))
    #expect(result.output.contains("line 13: expect status != notDetermined: broken in 4 timelines"))
    #expect(result.errors.contains("timelines/s"))
}

@Test("explore: the output is the same for --jobs 1 and --jobs 4, text and jsonl")
func exploreJobsIdentical() {
    for format in ["text", "jsonl"] {
        let one = runLocsim(["explore", "Scenarios/explore/classic.scenario", "--jobs", "1", "--format", format])
        let four = runLocsim(["explore", "Scenarios/explore/classic.scenario", "--jobs", "4", "--format", format])
        #expect(one.output == four.output)
    }
}

@Test("merge of all shards equals the single-process report, text and JSON Lines")
func shardsMergeToTheWhole() {
    let directory = temporaryDirectory("shards")
    let whole = runLocsim(["explore", "Scenarios/explore/classic.scenario", "--jobs", "2"])
    var files: [String] = []
    for index in 0..<3 {
        let path = (directory as NSString).appendingPathComponent("shard-\(index).json")
        let shard = runLocsim([
            "explore", "Scenarios/explore/classic.scenario", "--shard", "\(index)/3", "--output", path,
        ])
        #expect(shard.status == .success)
        files.append(path)
    }
    let merged = runLocsim(["merge"] + files)
    #expect(merged.status == .failure)
    #expect(merged.output == whole.output)
    let mergedJSON = runLocsim(["merge", "--format", "jsonl"] + files)
    let wholeJSON = runLocsim(["explore", "Scenarios/explore/classic.scenario", "--format", "jsonl"])
    #expect(mergedJSON.output == wholeJSON.output)
}

@Test("a counterexample written by explore is reproduced byte for byte by locsim run")
func counterexampleReproduces() throws {
    let directory = temporaryDirectory("cex")
    let explored = runLocsim(["explore", "Scenarios/explore/classic.scenario", "--counterexamples", directory])
    #expect(explored.status == .failure)
    let path = (directory as NSString).appendingPathComponent("classic-line-13.scenario")
    let golden = try String(
        contentsOfFile: (directory as NSString).appendingPathComponent("classic-line-13.trace"), encoding: .utf8)
    let run = runLocsim(["run", path])
    #expect(run.status == .failure)
    #expect(run.output == golden)
    #expect(run.errors.contains("expectation failed: expected status != notDetermined"))
    #expect(golden.contains("alert     AUTH-3           answered \"Allow Once\""))
}

@Test("explore reports a reached bound and rejects bad options with 64")
func exploreBoundsAndOptions() {
    let capped = runLocsim(["explore", "Scenarios/explore/classic.scenario", "--max-timelines", "3"])
    #expect(capped.output.contains("bound reached:     --max-timelines 3 reached"))
    #expect(runLocsim(["explore", "Scenarios/explore/classic.scenario", "--strategy", "guess"]).status == .usage)
    #expect(runLocsim(["explore", "Scenarios/explore/classic.scenario", "--shard", "3/3"]).status == .usage)
}

@Test(
    "explore refuses (64) a budget or shard count past what a shard file holds, which merge would call damaged",
    arguments: [
        ["--shard", "0/16777217"], ["--max-timelines", "281474976710657"], ["--max-depth", "9223372036854775807"],
        ["--max-states", "281474976710657"], ["--strategy", "random", "--samples", "281474976710657"],
    ])
func exploreBudgetsWithinShardBounds(_ options: [String]) {
    let result = runLocsim(["explore", "Scenarios/explore/classic.scenario"] + options)
    #expect(result.status == .usage)
    #expect(
        result.errors.contains("16777216 (2^24)") || result.errors.contains("from 0 to 281474976710656")
            || result.errors.contains("from 1 to 281474976710656"), "\(result.errors)")
    let atBounds = runLocsim([
        "explore", "Scenarios/explore/classic.scenario", "--shard", "0/16777216",
        "--max-timelines", "281474976710656", "--max-states", "281474976710656", "--output", "/dev/null",
    ])
    #expect(atBounds.status == .success, "\(atBounds.errors)")
}

@Test("explore: the reference passes cached-grant.scenario; the buggy model fails it in some timelines")
func exploreCatchesCachedGrant() {
    let reference = runLocsim(["explore", "Scenarios/explore/cached-grant.scenario"])
    #expect(reference.status == .success)
    #expect(reference.output.contains("violations: 0\n"))
    let buggy = runLocsim(["explore", "Scenarios/explore/cached-grant.scenario", "--model", "cached-grant"])
    #expect(buggy.status == .failure)
    #expect(buggy.output.contains("broken in 4 timelines"))
}

@Test(
    "explore --jobs takes one worker count: a list, 0 or text is refused with exit 64",
    arguments: ["1,2", "0", "2,x", ""])
func exploreJobsTakesOneCount(_ jobs: String) {
    let result = runLocsim(["explore", "Scenarios/explore/classic.scenario", "--jobs", jobs])
    #expect(result.status == .usage)
    #expect(result.errors.contains("--jobs"))
}

@Test("explore has no measuring options: --repeat is refused (locsim-bench repeat measures)")
func exploreRefusesRepeat() {
    let result = runLocsim(["explore", "Scenarios/explore/classic.scenario", "--repeat", "2"])
    #expect(result.status == .usage)
    #expect(result.errors.contains("--repeat"))
}

@Test("a large --jobs is capped at the cores: the journey explores as fast as with a few")
func exploreManyJobs() {
    let clock = ContinuousClock()
    let start = clock.now
    let result = runLocsim(["explore", "Scenarios/explore/journey.scenario", "--jobs", "3000"])
    #expect(result.status == .success)
    #expect(clock.now - start < .seconds(5))
    #expect(result.output == runLocsim(["explore", "Scenarios/explore/journey.scenario", "--jobs", "1"]).output)
}

@Test("explore: a check broken in one timeline says timeline, not timelines")
func exploreSingularTimeline() {
    let result = runLocsim(["explore", "Scenarios/models/always-gate-keep-only-then-settings.scenario", "--jobs", "1"])
    #expect(result.output.contains(": broken in 1 timeline\n"))
    #expect(!result.output.contains("in 1 timelines"))
}
