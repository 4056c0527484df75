import AppModels
import LocationSystem
import Testing

@Suite("The plug: AnyAppModel, options and the registry")
struct PlugTests {
    @Test("the recorder counts what it hears and never calls the system")
    func recorder() throws {
        var simulation = Simulation(configuration: SimulationConfiguration())
        var model = try #require(AnyAppModel(BuiltinModels.recorder.instantiate(ModelOptions())))
        var system = simulation.appSystem()
        model.handle(.launched(launchCount: 1, byLocationEvent: false), system: &system)
        model.handle(.authorization(ManagerID(1), status: .denied, fullAccuracy: false), system: &system)
        #expect(system.calls.isEmpty)
        #expect(
            model.session == [
                StateEntry("heard", .number(2)), StateEntry("last", .text("authorization")),
                StateEntry("lastStatus", .text("denied")),
            ])
        #expect(model.ui.isEmpty)
        let tapped = model.tap("Start run", system: &system)
        #expect(!tapped)
        _ = simulation.perform(system.calls)
    }

    @Test("wrapped models compare and hash by value, and copies fork")
    func valueSemantics() throws {
        let a = try #require(AnyAppModel(BuiltinModels.recorder.instantiate(ModelOptions())))
        var b = try #require(AnyAppModel(BuiltinModels.recorder.instantiate(ModelOptions())))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        var system = Simulation(configuration: SimulationConfiguration()).appSystem()
        b.handle(.didEnterBackground, system: &system)
        #expect(a != b)
    }

    @Test("a model says whether an event changed it; a model that is a class always may have changed")
    func handleNotingChange() throws {
        var system = Simulation(configuration: SimulationConfiguration()).appSystem()
        var model = try AuthorizationModel(options: ModelOptions())
        #expect(model.handleNotingChange(.launched(launchCount: 1, byLocationEvent: false), system: &system))
        let launched = model
        #expect(!model.handleNotingChange(.didEnterBackground, system: &system))
        #expect(model == launched)
        let callback = AppEvent.authorization(ManagerID(1), status: .denied, fullAccuracy: false)
        #expect(model.handleNotingChange(callback, system: &system))
        #expect(model.ui != launched.ui || model.session != launched.session)

        var object = CountingClassModel()
        #expect(object.handleNotingChange(.didEnterBackground, system: &system))
        #expect(object.heard == 1)
    }

    @Test("an unknown option names the model's options")
    func unknownOption() {
        #expect(throws: ModelOptionError.unknownKey("needsAlways", known: [])) {
            try BuiltinModels.recorder.instantiate(ModelOptions([(key: "needsAlways", value: "true")]))
        }
        #expect(
            ModelOptionError.unknownKey("x", known: ["needsAlways"]).description
                == "unknown option \"x\"; options: needsAlways")
        #expect(
            ModelOptionError.invalidValue(key: "needsAlways", value: "maybe", expected: "true or false").description
                == "option needsAlways=maybe: expected true or false")
    }

    @Test("options parse flags and numbers; a later repeat wins")
    func options() throws {
        let options = ModelOptions([
            (key: "needsAlways", value: "yes"), (key: "limit", value: "3"), (key: "limit", value: "4"),
        ])
        #expect(try options.flag("needsAlways", default: false))
        #expect(try options.flag("other", default: true))
        #expect(try options.number("limit", default: 0) == 4)
        #expect(throws: ModelOptionError.self) { try ModelOptions([(key: "n", value: "x")]).number("n", default: 0) }
    }

    @Test("registering a model of an existing name replaces it; names keep listing order")
    func registry() {
        var registry = BuiltinModels.registry
        #expect(registry.names.first == "recorder")
        registry.register(
            ModelDescriptor(RecorderModel.self, name: "mine", summary: "A team's own.", source: "tests"))
        #expect(registry.names.last == "mine")
        #expect(registry.descriptor(named: "mine")?.summary == "A team's own.")
        #expect(registry.descriptor(named: "nope") == nil)
    }
}

/// A model that is a class: the same object before and after an event, so it cannot tell by
/// comparing itself whether the event changed it.
private final class CountingClassModel: AppModel, @unchecked Sendable {
    var heard = 0
    init() {}
    init(options: ModelOptions) throws(ModelOptionError) {}
    func handle(_ event: AppEvent, system: inout AppSystem) { heard += 1 }
    var ui: [StateEntry] { [StateEntry("heard", .number(Int64(heard)))] }
    static func == (lhs: CountingClassModel, rhs: CountingClassModel) -> Bool { lhs.heard == rhs.heard }
    func hash(into hasher: inout Hasher) { hasher.combine(heard) }
}
