import AppModels
import Foundation
import MyAppModel
import Replay
import ScenarioLanguage
import Testing

/// Runs scenarios against the coffee model in-process, as a team's own test suite would: the same
/// library calls `locsim run` makes, with the model registered beside the built-in ones.
@Suite struct NearbyCoffeeModelTests {
    /// The built-in models plus ours, so a scenario can say `model nearby-coffee`.
    static let registry: ModelRegistry = {
        var registry = BuiltinModels.registry
        registry.register(NearbyCoffeeModel.descriptor)
        return registry
    }()

    /// Parses, prepares and runs scenario text; returns the outcome and every trace record.
    static func play(_ text: String, file: String) throws -> (outcome: RunOutcome, records: [TraceRecord]) {
        let scenario = try ScenarioParser.parse(text, file: file, vocabulary: .system(models: registry)).get()
        let prepared = try RunSetup.prepare(scenario, source: text, registry: registry).get()
        var run = ScenarioRun(prepared)
        var records: [TraceRecord] = []
        let outcome = run.run { records.append($0) }
        return (outcome, records)
    }

    /// `Scenarios/coffee.scenario`, the file the README runs with `my-locsim`.
    static func coffeeScenario() throws -> String {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios/coffee.scenario")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The calls the app made, as `api` names, with their times in milliseconds.
    static func calls(_ records: [TraceRecord]) -> [(ms: Int64, api: String)] {
        records.compactMap { record in
            guard case .call(let call, _) = record.payload else { return nil }
            return (record.time.microsecondsSinceStart / 1000, call.api)
        }
    }

    /// The value a `state` record gave a UI key, if it changed it.
    static func ui(_ key: String, in record: TraceRecord) -> String? {
        guard case .state(let ui, _) = record.payload, case .text(let value) = ui.last(where: { $0.key == key })?.value
        else { return nil }
        return value
    }

    @Test func coffeeScenarioPassesAndAsksOnlyInContext() throws {
        let (outcome, records) = try Self.play(Self.coffeeScenario(), file: "Scenarios/coffee.scenario")
        #expect(outcome.passed, "\(outcome.failures.map(\.message))")
        #expect(outcome.results.count == 15)

        // One request, at the tap (1 s), never at launch; updates follow access and the foreground.
        let calls = Self.calls(records)
        #expect(calls.filter { $0.api == "requestWhenInUseAuthorization" }.map(\.ms) == [1000])
        #expect(calls.map(\.api).first == "createManager")
        // At 3 s the answer makes the app active again (LIFE-4); it re-reads the status there and starts.
        #expect(calls.filter { $0.api == "startUpdatingLocation" }.map(\.ms) == [3000, 12000, 25000])
        #expect(calls.filter { $0.api == "stopUpdatingLocation" }.map(\.ms) == [10000, 20000])

        // Approximate location is said in the banner, as soon as the callback tells the app.
        let banners = records.compactMap { Self.ui("banner", in: $0) }
        #expect(banners.contains("Showing shops near you"))
        #expect(banners.contains("Showing shops within 5 km"))
    }

    @Test func didBecomeActiveRecoversASkippedSettingsCallback() throws {
        let (_, records) = try Self.play(Self.coffeeScenario(), file: "Scenarios/coffee.scenario")
        // SET-4: no callback reaches the app after Settings at 24 s; the list comes back at 25 s
        // only because didBecomeActive re-reads the status.
        let callbacks = records.filter { $0.kind == .callback && $0.time.microsecondsSinceStart >= 24_000_000 }
        #expect(
            !callbacks.contains {
                if case .callback(let callback) = $0.payload { callback.kind == .authorization } else { false }
            })
        let shown = records.first {
            $0.time.microsecondsSinceStart >= 24_000_000 && Self.ui("list", in: $0) == "shown"
        }
        #expect(shown?.time.microsecondsSinceStart == 25_000_000)
    }

    @Test func restrictedIsNotADeadEndAndTheRadiusIsAnOption() throws {
        let text = """
            scenario "Restricted, then approximate with a 2 km radius"
            model nearby-coffee radius_km=2
            device restricted on

            0s      launch
                    expect ui.list == hidden
                    expect ui.button == none
            1s      device restricted off
                    settings location while-using
                    settings precise off
            2s      expect ui.banner == "Showing shops within 2 km"
            """
        let (outcome, records) = try Self.play(text, file: "restricted.scenario")
        #expect(outcome.passed, "\(outcome.failures.map(\.message))")
        #expect(!records.contains { $0.kind == .error })
    }

    @Test func aBadOptionIsRefusedAtTheModelLine() throws {
        let text = "model nearby-coffee radius_km=0\n0s launch\n"
        let scenario = try ScenarioParser.parse(text, file: "bad.scenario", vocabulary: .system(models: Self.registry))
            .get()
        let result = RunSetup.prepare(scenario, source: text, registry: Self.registry)
        guard case .failure(let errors) = result else {
            Issue.record("radius_km=0 was accepted")
            return
        }
        #expect(errors.description.contains("option radius_km=0: expected at least 1"))
    }
}
