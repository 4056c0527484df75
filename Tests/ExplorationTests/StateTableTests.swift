import AppModels
import Replay
import ScenarioLanguage
import Testing

@testable import Exploration

/// The table a unit keeps its distinct states in: found by hash, told apart by comparing whole
/// states, so two states that share a hash never merge unless they are equal.
@Suite("The state table: exact merging by hash and whole comparison")
struct StateTableTests {
    static let text = """
        model authorization
        0s      launch
        1s      tap "Start run"
        2s      alert any
        5s      maybe background
        end 30s
        """

    /// A run stopped at the scenario's first choice (the alert's answer).
    static func runAtAlert() throws -> ExploringRun {
        let registry = BuiltinModels.registry
        let scenario = try ScenarioParser.parse(text, file: "t.scenario", vocabulary: .system(models: registry)).get()
        var run = ExploringRun(try RunSetup.prepare(scenario, source: text, registry: registry).get())
        #expect(run.advance() != nil)
        return run
    }

    /// The same run after answering the alert with `option`, stopped at the next choice.
    static func answered(_ run: ExploringRun, _ option: Int) -> ExploringRun {
        var run = run
        run.choose(option)
        _ = run.advance()
        return run
    }

    @Test("an equal state is found under its hash and stands for what it was added with")
    func findsEqualState() throws {
        let run = try Self.runAtAlert()
        var table = StateTable()
        table.add(TimelineNode(run: run, path: []), hash: 7, value: 3)
        #expect(table.count == 1)
        #expect(table.value(equalTo: TimelineNode(run: run, path: []), hash: 7, includingApp: true) == 3)
        #expect(table.value(equalTo: TimelineNode(run: run, path: []), hash: 8, includingApp: true) == nil)
    }

    @Test("states that share a hash but differ are both kept, and each is found as itself")
    func sharedHashDoesNotMerge() throws {
        let start = try Self.runAtAlert()
        let allowOnce = Self.answered(start, 0)
        let denied = Self.answered(start, 2)
        #expect(!allowOnce.isSameState(as: denied, includingApp: true))
        var table = StateTable()
        table.add(TimelineNode(run: allowOnce, path: []), hash: 1, value: 10)
        #expect(table.value(equalTo: TimelineNode(run: denied, path: []), hash: 1, includingApp: true) == nil)
        table.add(TimelineNode(run: denied, path: []), hash: 1, value: 20)
        #expect(table.count == 2)
        #expect(table.value(equalTo: TimelineNode(run: allowOnce, path: []), hash: 1, includingApp: true) == 10)
        #expect(table.value(equalTo: TimelineNode(run: denied, path: []), hash: 1, includingApp: true) == 20)
        #expect(table.value(equalTo: TimelineNode(run: start, path: []), hash: 1, includingApp: true) == nil)
    }

    @Test("emptied, the table finds nothing and counts nothing")
    func removeAllForgets() throws {
        let run = try Self.runAtAlert()
        var table = StateTable()
        table.add(TimelineNode(run: run, path: []), hash: 5, value: 0)
        table.removeAll()
        #expect(table.count == 0)
        #expect(table.value(equalTo: TimelineNode(run: run, path: []), hash: 5, includingApp: true) == nil)
    }

    @Test("a state's hash is the same for equal runs and left alone by copying")
    func hashFollowsEquality() throws {
        let run = try Self.runAtAlert()
        let copy = run
        #expect(copy.isSameState(as: run, includingApp: true))
        #expect(copy.stateHash(includingApp: true) == run.stateHash(includingApp: true))
        let (left, right) = (Self.answered(run, 1), Self.answered(copy, 1))
        #expect(left.isSameState(as: right, includingApp: true))
        #expect(left.stateHash(includingApp: true) == right.stateHash(includingApp: true))
    }

    @Test("outcome() gives finish()'s outcome and leaves the run's state as it was")
    func outcomeLeavesRunAlone() throws {
        for option in 0..<3 {
            var run = Self.answered(try Self.runAtAlert(), option)
            run.choose(1)
            #expect(run.advance() == nil)
            let before = run
            let outcome = run.outcome()
            #expect(run.isSameState(as: before, includingApp: true))
            var finished = run
            #expect(finished.finish() == outcome)
        }
    }
}
