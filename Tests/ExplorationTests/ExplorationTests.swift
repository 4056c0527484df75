import AppModels
import ScenarioLanguage
import Testing

@testable import Exploration
@testable import Replay

@Test("the classic explored: every combination, the Allow Once timelines that never return fail, work shared")
func exhaustiveCounts() throws {
    let report = try Explorer.explore(input(classic), options: options())
    // Three buttons × four moments to leave × back or not.
    #expect(report.timelines == 3 * 4 * 2)
    #expect(report.spanned == report.timelines)
    // Allow Once expires 18 s after leaving (AUTH-3), before 35 s from every moment 3–12 s, unless
    // the user came back at 14 s: one failing timeline per moment.
    #expect(report.failingTimelines == 4)
    #expect(report.boundsReached == [])
    #expect(report.failures.map(\.check.description) == ["line 7: expect status != notDetermined"])
    // Timelines share their prefixes and merge where they converge: fewer events than the 24
    // timelines run one by one, more than the longest one alone.
    var plain = ScenarioRun(try prepared(classic))
    let one = plain.run { _ in }.events
    #expect(report.events > one)
    #expect(report.events < report.timelines * one)
    #expect(report.distinctStates < report.events)
}

@Test("deduplication merges converging branches and still covers every timeline")
func deduplicationMerges() throws {
    let report = try Explorer.explore(input(converging), options: options())
    #expect(report.timelines == 4)
    #expect(report.spanned == 8)
    #expect(report.merged == 2)
    #expect(report.distinctStates == 6)
}

@Test("the same report with 1 and 4 workers")
func jobsDoNotChangeResults() throws {
    let one = try Explorer.explore(input(classic), options: options(jobs: 1))
    let four = try Explorer.explore(input(classic), options: options(jobs: 4))
    #expect(one == four)
}

@Test("shards 0/3, 1/3, 2/3 merge to the unsharded report")
func shardsMerge() throws {
    let whole = try Explorer.explore(input(classic), options: options())
    let shards = try (0..<3).map {
        try Explorer.explore(input(classic), options: options(shard: Shard(index: $0, count: 3)))
    }
    #expect(Set(shards.flatMap { $0.units.map(\.unit) }).count == whole.units.count)
    let merged = try ExplorationReport.merge(shards)
    #expect(merged == whole)
}

@Test("random sampling is seeded: the same seed gives the same report, another seed may not")
func randomIsSeeded() throws {
    var first = options(.random(samples: 20))
    first.seed = 7
    let a = try Explorer.explore(input(classic), options: first)
    let b = try Explorer.explore(input(classic), options: first)
    #expect(a == b)
    #expect(a.timelines == 20)
    var other = first
    other.jobs = 2
    #expect(try Explorer.explore(input(classic), options: other) == a)
}

@Test("pairwise covers every pair of values of every two choice points")
func pairwiseCoversPairs() throws {
    let text = """
        model authorization
        set allowOnceExpiry 10s..20s step 5s
        0s      launch
        1s      maybe tap "Start run"
        2s..4s step 1s maybe background
        6s      maybe foreground
        end 30s
        """
    let statics = StaticChoices(try input(text))
    let units = try ExplorationPlan.pairwise(statics, maxDepth: 64)
    // The factors: the expiry and the window (static, 3 values each), then the three `maybe` lines
    // (dynamic, skipped or taken), in the order the plan keys them.
    #expect(statics.points.map(\.count) == [3, 3])
    var rows: [[Int]] = []
    var dynamicKeys: Set<DynamicKey> = []
    for unit in units {
        guard case .planned(let values, let dynamic) = unit else {
            Issue.record("a pairwise unit that is not one planned timeline: \(unit)")
            continue
        }
        dynamicKeys.formUnion(dynamic.keys)
        rows.append(values + dynamic.keys.sorted().map { dynamic[$0]! })
    }
    #expect(dynamicKeys.count == 3)
    #expect(Set(rows.map(\.count)) == [5])
    let levels = [3, 3, 2, 2, 2]
    for first in levels.indices {
        for second in levels.indices where second > first {
            for a in 0..<levels[first] {
                for b in 0..<levels[second] {
                    #expect(
                        rows.contains { $0[first] == a && $0[second] == b },
                        "no row has factor \(first) = \(a) with factor \(second) = \(b)")
                }
            }
        }
    }
    let report = try Explorer.explore(input(text), options: options(.pairwise))
    let exhaustive = try Explorer.explore(input(text), options: options())
    #expect(report.timelines == units.count)
    #expect(report.timelines < exhaustive.timelines)
}

@Test("boundary cuts ranges and windows to min, middle and max")
func boundaryCuts() throws {
    let report = try Explorer.explore(input(classic), options: options(.boundary))
    #expect(report.header.choicePoints.contains("line 5 window: 3s, 6s, 12s"))
    #expect(report.timelines == 18)
}

@Test("bounds are reported, never silent")
func boundsReported() throws {
    let capped = try Explorer.explore(input(classic), options: options(maxTimelines: 5))
    #expect(capped.timelines <= 5)
    #expect(capped.boundsReached.first?.hasPrefix("--max-timelines 5 reached") == true)
    let shallow = try Explorer.explore(input(classic), options: options(maxDepth: 0))
    #expect(shallow.boundsReached.contains { $0.hasPrefix("--max-depth 0 reached") })
}

@Test("the counterexample is the shortest failing timeline, fixed and reproducing")
func counterexampleIsShortest() throws {
    let report = try Explorer.explore(input(classic), options: options())
    let example = try #require(report.failures.first?.counterexample)
    #expect(example.reproduced)
    #expect(example.steps == 4)
    #expect(
        example.path.map(\.description) == [
            "line 5 window → 3s", "line 4 alert any → \"Allow Once\"", "line 6 maybe → skipped",
        ])
    #expect(example.text.contains("2s      alert \"Allow Once\"\n3s      background\n"))
    let body = example.text.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
    #expect(!body.contains("maybe"))
    #expect(!body.contains("alert any"))
}

@Test("a buggy model is caught only in some timelines; its reference in none")
func buggyModelCaught() throws {
    let text = """
        model authorization
        0s      launch
        1s      tap "Start run"
        2s      alert any
        3s..12s step 3s background
        14s     maybe foreground
        35s     expect not (status == notDetermined and ui.step == proceed)
        end 40s
        """
    let reference = try Explorer.explore(input(text), options: options())
    #expect(reference.failures.isEmpty)
    let buggy = try Explorer.explore(input(text, options: RunOptions(model: "cached-grant")), options: options())
    #expect(buggy.failingTimelines == 4)
    #expect(buggy.failures.first?.counterexample?.reproduced == true)
    #expect(buggy.failures.first?.counterexample?.text.contains("model cached-grant") == true)
}

@Test("the fork API: a plain run equals one that stops at each choice and takes the plain option")
func forkAPIKeepsPlainRuns() throws {
    let prepared = try prepared(answerThenMaybeLeave)
    var plain = ScenarioRun(prepared)
    let plainOutcome = plain.run { _ in }
    var forked = ExploringRun(prepared)
    var seen: [String] = []
    while let choice = forked.advance() {
        seen.append("\(choice.point): \(choice.options.joined(separator: ", "))")
        forked.choose(choice.point.kind == .maybe ? 1 : 0)
    }
    let forkedOutcome = forked.finish()
    #expect(
        seen == ["line 4 alert any: Allow Once, Allow While Using App, Don’t Allow", "line 5 maybe: skipped, taken"])
    #expect(forkedOutcome.results == plainOutcome.results)
    #expect(plain.isSameState(as: forked.core, includingApp: true))
}
