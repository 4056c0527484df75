import AppModels
import Exploration
import LocationSystem
import Replay
import ScenarioLanguage
import Testing

/// A model whose invariants read only itself is checked only after it may have changed; for a model
/// that says so truthfully, that changes no verdict, in a plain run or in an exploration (where an
/// event that leaves the model `==` to itself does not make the check due).
@Suite("Invariants that read only the model: the same verdicts, checked less often")
struct InvariantSkipTests {
    /// Its one rule reads its own count of taps: broken from the second tap on.
    struct TapCounter: AppModel {
        var taps = 0
        init(options: ModelOptions) throws(ModelOptionError) {}
        mutating func handle(_ event: AppEvent, system: inout AppSystem) {}
        mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
            guard label == "Count" else { return false }
            taps += 1
            return true
        }
        var ui: [StateEntry] { [StateEntry("button", .text("Count")), StateEntry("taps", .number(Int64(taps)))] }
        func invariantViolations(system: AppSystem) -> [String] { taps >= 2 ? ["tapped \(taps) times"] : [] }
        static var invariantsReadSystem: Bool { false }
    }

    /// The same model, checked after every event.
    struct TapCounterCheckedAlways: AppModelVariant {
        var base: TapCounter
        init(options: ModelOptions) throws(ModelOptionError) { base = try TapCounter(options: options) }
        static var invariantsReadSystem: Bool { true }
    }

    static let text = """
        model MODEL
        0s      launch
        1s      maybe tap "Count"
        2s      maybe background
        3s      maybe foreground
        4s      maybe tap "Count"
        5s      maybe tap "Count"
        end 10s
        """

    static func input(_ model: String) throws -> ExplorationInput {
        var registry = BuiltinModels.registry
        registry.register(ModelDescriptor(TapCounter.self, name: "taps", summary: "", source: "tests"))
        registry.register(
            ModelDescriptor(TapCounterCheckedAlways.self, name: "taps-always", summary: "", source: "tests"))
        let source = text.replacingOccurrences(of: "MODEL", with: model)
        let scenario = try ScenarioParser.parse(source, file: "t.scenario", vocabulary: .system(models: registry)).get()
        return ExplorationInput(scenario: scenario, source: source, registry: registry, options: RunOptions())
    }

    @Test("the declarations are read through the app's type, as a run reads them")
    func declarationsThroughTheExistential() throws {
        let drivers: [any AppDriver] = [
            try TapCounter(options: ModelOptions()), try TapCounterCheckedAlways(options: ModelOptions()),
            try CachedGrantModel(options: ModelOptions()),
        ]
        #expect(drivers.map { type(of: $0).invariantsReadSystem } == [false, true, false])
    }

    @Test("an exploration finds the same violations, timelines and states either way")
    func explorationAgrees() throws {
        let seldom = try Explorer.explore(Self.input("taps"), options: options())
        let always = try Explorer.explore(Self.input("taps-always"), options: options())
        #expect(!seldom.failures.isEmpty)
        #expect(seldom.failures.map(\.check) == always.failures.map(\.check))
        #expect(seldom.failures.map(\.timelines) == always.failures.map(\.timelines))
        #expect(seldom.failures.map(\.examples) == always.failures.map(\.examples))
        #expect(seldom.failures.map(\.best) == always.failures.map(\.best))
        #expect(seldom.timelines == always.timelines)
        #expect(seldom.distinctStates == always.distinctStates)
        #expect(seldom.merged == always.merged)
    }

    @Test("a plain run reports the same verdicts at the same times either way")
    func plainRunAgrees() throws {
        func outcome(_ model: String) throws -> RunOutcome {
            let input = try Self.input(model)
            let prepared = try RunSetup.prepare(input.scenario, source: input.source, registry: input.registry).get()
            var run = ScenarioRun(prepared)
            return run.run { _ in }
        }
        let (seldom, always) = (try outcome("taps"), try outcome("taps-always"))
        #expect(seldom.results.contains { !$0.passed })
        #expect(seldom.results == always.results)
    }
}
