import AppModels
import Replay
import ScenarioLanguage
import Testing

@testable import Exploration

/// The state table keeps hashes and options, not keys, until a hash repeats: then it must still tell
/// states apart exactly, rebuilding a stored state's key from its options once.
@Suite("StateTable: states told apart exactly, keys built only when a hash repeats")
struct StateTableTests {
    /// A run stopped at its `alert any`, and the same run after each answer and the `maybe`.
    static func runs() throws -> (choice: ExploringRun, answered: [ExploringRun]) {
        let registry = BuiltinModels.registry
        let text = """
            model authorization
            0s      launch
            1s      tap "Start run"
            2s      alert any
            5s      maybe background
            end 30s
            """
        let scenario = try ScenarioParser.parse(text, file: "t.scenario", vocabulary: .system(models: registry)).get()
        let prepared = try RunSetup.prepare(scenario, source: text, registry: registry).get()
        var choice = ExploringRun(prepared)
        _ = choice.advance()
        let answered = (0..<3).map { option in
            var run = choice
            run.choose(option)
            _ = run.advance()
            return run
        }
        return (choice, answered)
    }

    @Test("a new hash stores no key; a repeated one compares whole keys and rebuilds a stored one once")
    func keysOnlyOnRepeatedHash() throws {
        let (choice, answered) = try Self.runs()
        var table = StateTable(capacity: 4)
        #expect(table.chain(7) == nil)
        table.add(options: [], value: 10, key: nil, hash: 7, after: nil)
        #expect(!table.keepsKeys)
        // Another state under the same hash (a collision, forced): the stored one is rebuilt from its
        // options to compare, and they differ.
        var rebuilt: [[Int]] = []
        let chained = table.chain(7)
        let head = try #require(chained)
        let other = table.value(equalTo: answered[0].stateKey, from: head) {
            rebuilt.append($0)
            return choice.stateKey
        }
        #expect(other == nil && rebuilt == [[]] && table.keepsKeys)
        table.add(options: [0], value: 11, key: answered[0].stateKey, hash: 7, after: head)
        #expect(table.count == 2)
        // Both are found by value from now on, and nothing is rebuilt again.
        let chainedAgain = table.chain(7)
        let newest = try #require(chainedAgain)
        let first = table.value(equalTo: choice.stateKey, from: newest) { _ in
            Issue.record("rebuilt a key already kept")
            return choice.stateKey
        }
        let second = table.value(equalTo: answered[0].stateKey, from: newest) { _ in
            Issue.record("rebuilt a key already kept")
            return choice.stateKey
        }
        #expect(first == 10 && second == 11)
        let third = table.value(equalTo: answered[1].stateKey, from: newest) { _ in choice.stateKey }
        #expect(third == nil)
    }

    @Test("emptying keeps no state and stops keeping keys")
    func removeAll() throws {
        let (choice, _) = try Self.runs()
        var table = StateTable(capacity: 4)
        _ = table.chain(1)
        table.add(options: [], value: 0, key: nil, hash: 1, after: nil)
        let chained = table.chain(1)
        let head = try #require(chained)
        #expect(table.value(equalTo: choice.stateKey, from: head) { _ in choice.stateKey } == 0)
        table.removeAll()
        #expect(table.count == 0 && !table.keepsKeys && table.chain(1) == nil)
    }
}
