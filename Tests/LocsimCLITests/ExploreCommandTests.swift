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

@Test("explore: the reference passes cached-grant.scenario; the buggy model fails it in some timelines")
func exploreCatchesCachedGrant() {
    let reference = runLocsim(["explore", "Scenarios/explore/cached-grant.scenario"])
    #expect(reference.status == .success)
    #expect(reference.output.contains("violations: 0\n"))
    let buggy = runLocsim(["explore", "Scenarios/explore/cached-grant.scenario", "--model", "cached-grant"])
    #expect(buggy.status == .failure)
    #expect(buggy.output.contains("broken in 4 timelines"))
}

@Test("explore --repeat with a list of job counts times each, alternating, and prints the report once")
func exploreRepeatJobsList() {
    let result = runLocsim(["explore", "Scenarios/explore/classic.scenario", "--repeat", "3", "--jobs", "1,2"])
    #expect(result.status == .failure)  // the classic finds its violation
    #expect(result.output.components(separatedBy: "timelines:         24 simulated").count == 2)
    let timings = result.errors.split(separator: "\n").filter { $0.hasPrefix("explored 24 timelines (116 events) in ") }
    #expect(timings.count == 2)
    #expect(timings.first?.contains(", the fastest of 3 at 1 job (median 0.") == true)
    #expect(timings.last?.contains(", the fastest of 3 at 2 jobs (median 0.") == true)
    // The median is never faster than the fastest.
    for line in timings {
        let words = line.split(separator: " ")
        let fastest = Double(words[6].dropLast(2))  // "0.001236s,"
        let median = words.firstIndex(of: "(median").flatMap { Double(words[$0 + 1].prefix { $0 != "s" }) }
        #expect(fastest != nil && median != nil && fastest! <= median!, "\(line)")
    }
}

@Test("explore: a list of job counts without --repeat is refused with exit 64", arguments: ["1,2", "0", "2,x", ""])
func exploreJobsListNeedsRepeat(_ jobs: String) {
    let result = runLocsim(["explore", "Scenarios/explore/classic.scenario", "--jobs", jobs])
    #expect(result.status == .usage)
    #expect(result.errors.contains("--jobs"))
}

@Test("explore --repeat refuses --time-limit and a job list with --shard (exit 64)")
func exploreRepeatRefusals() {
    let limited = runLocsim([
        "explore", "Scenarios/explore/classic.scenario", "--repeat", "2", "--time-limit", "1",
    ])
    #expect(limited.status == .usage)
    #expect(limited.errors.contains("--time-limit"))
    let sharded = runLocsim([
        "explore", "Scenarios/explore/classic.scenario", "--repeat", "2", "--jobs", "1,2", "--shard", "0/2",
    ])
    #expect(sharded.status == .usage)
    #expect(sharded.errors.contains("--shard"))
}

@Test("explore --repeat 1 prints its time with six decimals, so a short exploration is not 0.00s")
func exploreRepeatOnceDecimals() {
    let result = runLocsim(["explore", "Scenarios/explore/classic.scenario", "--repeat", "1", "--jobs", "1,2"])
    let times = result.errors.split(separator: "\n").compactMap { line in
        line.split(separator: " ").dropFirst(6).first
    }
    #expect(times.count == 2)
    #expect(times.allSatisfy { ($0.split(separator: ".").last ?? "").prefix { $0.isNumber }.count == 6 })
    // With one count too: locsim-bench explore --repeat 1 reads these.
    let once = runLocsim(["explore", "Scenarios/explore/classic.scenario", "--repeat", "1", "--jobs", "1"])
    let line = once.errors.split(separator: "\n").first { $0.hasPrefix("explored ") }
    let time = line.flatMap { $0.split(separator: " ").dropFirst(6).first }
    #expect(
        time.map { $0.hasSuffix("s:") && ($0.split(separator: ".").last ?? "").count == 8 } == true, "\(once.errors)")
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

@Test(
    "explore's median is the middle time, or the mean of the two middle ones",
    arguments: [
        ([3.0], 3.0), ([1.0, 9.0, 2.0], 2.0), ([4.0, 1.0, 3.0, 2.0], 2.5),
    ])
func exploreMedian(_ times: [Double], _ expected: Double) {
    #expect(ExploreCommand.median(times) == expected)
}
