import AppModels
import Replay
import ScenarioLanguage
import Testing

@testable import Exploration

/// The table a unit keeps its distinct states in: found by hash, told apart by comparing whole
/// states, so two states that share a hash never merge unless they are equal.
@Suite("The state table: exact merging by hash and whole comparison")
struct StateTableTests {
    /// A run of `text` stopped at its first choice (in ``answerThenMaybeLeave``, the alert's answer).
    static func runAtAlert(_ text: String = answerThenMaybeLeave) throws -> ExploringRun {
        var run = ExploringRun(try prepared(text))
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
        table.add(TimelineNode(run: run), hash: 7, value: 3)
        #expect(table.count == 1)
        #expect(table.value(equalTo: TimelineNode(run: run), hash: 7, includingApp: true) == 3)
        #expect(table.value(equalTo: TimelineNode(run: run), hash: 8, includingApp: true) == nil)
    }

    @Test("states that share a hash but differ are both kept, and each is found as itself")
    func sharedHashDoesNotMerge() throws {
        let start = try Self.runAtAlert()
        let allowOnce = Self.answered(start, 0)
        let denied = Self.answered(start, 2)
        #expect(!allowOnce.isSameState(as: denied, includingApp: true))
        var table = StateTable()
        table.add(TimelineNode(run: allowOnce), hash: 1, value: 10)
        #expect(table.value(equalTo: TimelineNode(run: denied), hash: 1, includingApp: true) == nil)
        table.add(TimelineNode(run: denied), hash: 1, value: 20)
        #expect(table.count == 2)
        #expect(table.value(equalTo: TimelineNode(run: allowOnce), hash: 1, includingApp: true) == 10)
        #expect(table.value(equalTo: TimelineNode(run: denied), hash: 1, includingApp: true) == 20)
        #expect(table.value(equalTo: TimelineNode(run: start), hash: 1, includingApp: true) == nil)
    }

    @Test("emptied, the table finds nothing and counts nothing")
    func removeAllForgets() throws {
        let run = try Self.runAtAlert()
        var table = StateTable()
        table.add(TimelineNode(run: run), hash: 5, value: 0)
        table.removeAll()
        #expect(table.count == 0)
        #expect(table.value(equalTo: TimelineNode(run: run), hash: 5, includingApp: true) == nil)
    }

    @Test("grown and emptied, the table finds each state by its hash, in one bucket too", arguments: [100, 2_000])
    func growsAndEmpties(states: Int) throws {
        let run = try Self.runAtAlert()
        let node = TimelineNode(run: run)
        // Multiples of 16, negative ones too: every hash falls in one bucket of the first sixteen.
        let hashes = (0..<states).map { ($0 - states / 2) * 16 }
        var table = StateTable()
        for (value, hash) in hashes.enumerated() { table.add(node, hash: hash, value: value) }
        #expect(table.count == states)
        let found = hashes.map { table.value(equalTo: node, hash: $0, includingApp: true) }
        #expect(found == Array(0..<states))
        #expect(table.value(equalTo: node, hash: 8, includingApp: true) == nil)
        table.removeAll()
        #expect(table.count == 0)
        #expect(hashes.allSatisfy { table.value(equalTo: node, hash: $0, includingApp: true) == nil })
        table.add(node, hash: hashes[1], value: 7)
        #expect(table.value(equalTo: node, hash: hashes[1], includingApp: true) == 7)
        #expect(table.value(equalTo: node, hash: hashes[0], includingApp: true) == nil)
    }

    @Test("timelines that reach one state by different paths hash alike and compare equal")
    func convergingPathsAreEqual() throws {
        let start = try Self.runAtAlert(converging)
        // Skipping the first move and taking it end at the second choice in the same place.
        let (skipped, taken) = (Self.answered(start, 0), Self.answered(start, 1))
        #expect(skipped.isSameState(as: taken, includingApp: true))
        #expect(skipped.stateHash(includingApp: true) == taken.stateHash(includingApp: true))
        #expect(!skipped.isSameState(as: start, includingApp: true))
    }

    /// Runs of `text` to their ends, one per option of the alert (the second choice skipped).
    static func ends(_ text: String) throws -> [ExploringRun] {
        let start = try runAtAlert(text)
        return (0..<3).map { option in
            var run = start
            run.choose(option)
            while run.advance() != nil { run.choose(0) }
            return run
        }
    }

    @Test("outcome() gives finish()'s outcome: verdicts decided at the end or before it, and a run stopped early")
    func outcomeIsFinishsOutcome() throws {
        let waiting = """
            model authorization
            eventually status == authorizedAlways by 25s
            0s      launch
            1s      tap "Start run"
            2s      alert any
            5s      maybe background
            end 30s
            """
        for run in try Self.ends(waiting) {
            let outcome = run.outcome()
            #expect(outcome.results.contains { !$0.passed })
            var finished = run
            #expect(finished.finish() == outcome)
        }
        // Every verdict decided before the end: outcome() reads the run's own, without finishing a copy.
        let decided = waiting.replacingOccurrences(
            of: "eventually status == authorizedAlways by 25s",
            with: "eventually status != notDetermined by 25s\nalways status != denied")
        for run in try Self.ends(decided) {
            let outcome = run.outcome()
            var finished = run
            #expect(finished.finish() == outcome)
        }
        let stopped = waiting.replacingOccurrences(of: "end 30s", with: "6s      tap \"Nope\"\nend 30s")
        for run in try Self.ends(stopped) {
            let outcome = run.outcome()
            #expect(outcome.failure != nil)
            var finished = run
            #expect(finished.finish() == outcome)
        }
    }
}
