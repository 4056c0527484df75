import AppModels
import LocationSystem
import Replay
import ScenarioLanguage
import SimulationKit
import Testing

/// A model's invariants are checked after every event when they read the system, and only after the
/// model may have changed when they read its own state alone (``AppDriver/invariantsReadSystem``).
@Suite("Model invariants: after every event, or after the model changed when they read only the model")
struct InvariantCheckTests {
    /// A model whose one rule reads the system's clock: broken from 5 s on.
    struct ClockWatcher: AppModel {
        init(options: ModelOptions) throws(ModelOptionError) {}
        mutating func handle(_ event: AppEvent, system: inout AppSystem) {}
        var ui: [StateEntry] { [] }
        func invariantViolations(system: AppSystem) -> [String] {
            system.now >= SimInstant.start + .seconds(5) ? ["past 5 s"] : []
        }
    }

    /// The same rule under a model that says (wrongly, for this test) that it reads only itself.
    struct ModelOnlyClockWatcher: AppModelVariant {
        var base: ClockWatcher
        init(options: ModelOptions) throws(ModelOptionError) { base = try ClockWatcher(options: options) }
        static var invariantsReadSystem: Bool { false }
    }

    /// At 6 s the device moves (no event reaches the app); at 8 s the app goes to the background.
    static let text = """
        model MODEL
        0s      launch
        6s      move 51.5,-0.12
        8s      background
        end 10s
        """

    /// When the run first reported the rule broken.
    static func brokenAt(_ model: String) throws -> SimInstant? {
        var registry = BuiltinModels.registry
        registry.register(ModelDescriptor(ClockWatcher.self, name: "clock", summary: "", source: "tests"))
        registry.register(
            ModelDescriptor(ModelOnlyClockWatcher.self, name: "clock-model-only", summary: "", source: "tests"))
        let source = text.replacingOccurrences(of: "MODEL", with: model)
        let scenario = try ScenarioParser.parse(source, file: "t.scenario", vocabulary: .system(models: registry)).get()
        var run = ScenarioRun(try RunSetup.prepare(scenario, source: source, registry: registry).get())
        let outcome = run.run { _ in }
        return outcome.results.first { !$0.passed && $0.message.contains("past 5 s") }?.time
    }

    @Test("invariants that read the system are checked after an event the app never sees")
    func readingTheSystemIsCheckedAfterEveryEvent() throws {
        #expect(try Self.brokenAt("clock") == SimInstant.start + .seconds(6))
    }

    @Test("invariants that read only the model wait for an event that may change it")
    func readingOnlyTheModelIsCheckedAfterItMayHaveChanged() throws {
        #expect(try Self.brokenAt("clock-model-only") == SimInstant.start + .seconds(8))
    }

    @Test("the default reads the system; a variation reads what its base reads; the references say")
    func declarations() {
        #expect(ClockWatcher.invariantsReadSystem)
        #expect(!ModelOnlyClockWatcher.invariantsReadSystem)
        #expect(!AuthorizationModel.invariantsReadSystem)
        #expect(!CachedGrantModel.invariantsReadSystem)
        #expect(!AllowOnceAwareModel.invariantsReadSystem)
        #expect(!RunScreenModel.invariantsReadSystem)
        #expect(VoiceNoteModel.invariantsReadSystem)
        #expect(FieldNoteModel.invariantsReadSystem)
        #expect(PhotoAttachmentModel.invariantsReadSystem)
    }
}
