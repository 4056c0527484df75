import Exploration
import Testing

/// `--merge-by-recorded-state`: an app that cannot be compared (``ReferenceApp`` stands in for a
/// team's object) merges timelines by the system, the checks and the UI and session it recorded;
/// off unless asked for, named in the header, and nothing to a value model.
@Suite("Merging an object app's timelines by its recorded state: a heuristic, off by default")
struct RecordedStateMergeTests {
    /// Leaving and coming back, or not, twice: timelines that differ only in those moves meet again.
    static let scenario = """
        model authorization
        position 51.5007,-0.1246
        0s      launch
        1s      tap "Start run"
        2s      alert any
        3s      maybe background
        4s      maybe foreground
        5s      maybe background
        6s      maybe foreground
        10s     expect status != denied
        end 12s
        """

    static func replayed(merging: Bool, shard: Shard = Shard(index: 0, count: 1)) throws -> ExplorationReport {
        var reference = try input(Self.scenario)
        reference.app = ReferenceApp.launcher(LaunchCount())
        var settings = options(shard: shard)
        settings.mergeByRecordedState = merging
        return try Explorer.explore(reference, options: settings)
    }

    @Test("off by default: an object app's timelines never merge and the header does not name the heuristic")
    func offByDefault() throws {
        #expect(ExplorationOptions().mergeByRecordedState == false)
        let report = try Self.replayed(merging: false)
        #expect(report.merged == 0)
        #expect(report.header.mergeByRecordedState == nil)
    }

    @Test("on: fewer timelines simulated, the same covered, the same checks broken, and the header says so")
    func mergesWhenAsked() throws {
        let plain = try Self.replayed(merging: false)
        let merged = try Self.replayed(merging: true)
        #expect(merged.header.mergeByRecordedState == true)
        #expect(merged.merged > 0)
        #expect(merged.timelines < plain.timelines)
        #expect(merged.spanned == plain.spanned)
        #expect(merged.failures.map(\.check) == plain.failures.map(\.check))
        #expect(!plain.failures.isEmpty)
    }

    @Test("on, in shards: the merged shards are the report of one process")
    func shardsAgree() throws {
        let whole = try Self.replayed(merging: true)
        let shards = try (0..<2).map { try Self.replayed(merging: true, shard: Shard(index: $0, count: 2)) }
        #expect(try ExplorationReport.merge(shards) == whole)
    }

    @Test("shards explored with and without the heuristic are refused as two explorations")
    func mixedShardsAreRefused() throws {
        let on = try Self.replayed(merging: true, shard: Shard(index: 0, count: 2))
        let off = try Self.replayed(merging: false, shard: Shard(index: 1, count: 2))
        #expect(throws: ShardProblem.self) { try ExplorationReport.merge([on, off]) }
    }

    @Test("a value model's report is the same with the option: its whole state is compared already")
    func valueModelUnchanged() throws {
        var settings = options()
        let plain = try Explorer.explore(input(Self.scenario), options: settings)
        settings.mergeByRecordedState = true
        let asked = try Explorer.explore(input(Self.scenario), options: settings)
        #expect(asked == plain)
        #expect(asked.header.mergeByRecordedState == nil)
    }
}
