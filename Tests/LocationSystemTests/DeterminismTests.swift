import LocationSystem
import SimulationKit
import Testing
import Vocabulary

@Suite("Determinism and seeds")
struct DeterminismTests {
    /// A run touching most rules: Allow Once, backgrounding, Settings changes, approximate fixes.
    static func run(seed: UInt64) -> [String] {
        var harness = Harness(seed: seed)
        let manager = harness.launchWithManager()
        harness.app(at: "0.5s") {
            $0.requestWhenInUseAuthorization(manager)
            $0.startUpdatingLocation(manager)
        }
        harness.at("8.7s") { try $0.answerAlert("Allow Once") }
        harness.at("10s") { try $0.background() }
        harness.at("12s") { $0.setPrecise(false) }
        harness.at("30s") { try $0.foreground() }
        harness.app(at: "30s") { $0.requestWhenInUseAuthorization(manager) }
        harness.at("31s") { try $0.answerAlert("Allow While Using App") }
        harness.run(until: "40s")
        return harness.records.map(\.description)
    }

    @Test("Same seed, same record sequence, byte for byte")
    func sameSeedSameRecords() {
        let first = Self.run(seed: 42)
        #expect(first == Self.run(seed: 42))
        #expect(first.count > 20)
        #expect(first != Self.run(seed: 43))
    }

    @Test("Over 1,000 seeds: callback delays and snapped centres differ, all inside the measured ranges")
    func seedsStayInRange() throws {
        var delays = Set<Int64>()
        var centres = Set<Coordinate>()
        for seed in UInt64(0)..<1_000 {
            var simulation = Simulation(
                configuration: SimulationConfiguration(
                    seed: seed, start: StartingAuthorization(status: .authorizedWhenInUse, accuracy: .reduced)))
            _ = try simulation.launch()
            var app = simulation.appSystem()
            let manager = app.createManager()
            app.startUpdatingLocation(manager)
            _ = simulation.perform(app.calls)
            var callbackTime: SimInstant?
            var fix: Fix?
            while fix == nil, let outcome = simulation.step() {
                guard case .system(let records) = outcome else { continue }
                for event in records.compactMap(\.deliveredEvent) {
                    if case .authorization = event { callbackTime = simulation.now }
                    if case .locations(_, let fixes) = event { fix = fixes.first }
                }
            }
            let delay = try #require(callbackTime).microsecondsSinceStart
            #expect(delay >= 2_000 && delay <= 9_000)
            delays.insert(delay)
            let snapped = try #require(fix)
            #expect(snapped.horizontalAccuracy_dm == 54_118 && snapped.speed_cmps == 0 && snapped.course_cdeg == 0)
            let offset = Geodesy.distance(snapped.coordinate, .westminsterBridge).millimetres
            #expect(offset >= 1_699_000 && offset <= 2_101_000, "seed \(seed): offset \(offset) mm")
            centres.insert(snapped.coordinate)
        }
        #expect(delays.count > 900)
        #expect(centres.count > 990)
    }

    @Test("Two same-time events keep the order they were scheduled in")
    func sameTimeOrder() {
        var simulation = Simulation(configuration: SimulationConfiguration())
        simulation.schedule(external: 1, at: Harness.t("1s"))
        simulation.schedule(external: 2, at: Harness.t("1s"))
        #expect(simulation.step() == .external(1))
        #expect(simulation.step() == .external(2))
    }

    @Test("Simulations compare their profiles: equal figures are equal, other figures differ")
    func profilesCompareByValue() {
        let one = Simulation(configuration: SimulationConfiguration(seed: 3))
        let again = Simulation(configuration: SimulationConfiguration(seed: 3))
        var configuration = SimulationConfiguration(seed: 3)
        configuration.profile.allowOnceExpiry = .seconds(30)
        let longer = Simulation(configuration: configuration)
        #expect(one == again)
        #expect(one != longer)
        #expect(longer.profile.allowOnceExpiry == .seconds(30))
    }

    @Test("A simulation is a value: a copy forks the timeline and equal states hash equal")
    func forkByCopy() throws {
        var simulation = Simulation(configuration: SimulationConfiguration(seed: 3))
        _ = try simulation.launch()
        var fork = simulation
        #expect(fork == simulation && fork.hashValue == simulation.hashValue)
        _ = try fork.background()
        #expect(fork != simulation)
        #expect(simulation.state.app.lifecycle == .foreground)
    }
}
