import Replay
import ScenarioLanguage
import Testing

@testable import Exploration

/// A counterexample carries the command line's `--set` figures in its header, typed by each
/// parameter's declared kind rather than guessed from the spelling.
@Suite("counterexample headers write --set figures by the parameter's kind")
struct CounterexampleOverrideTests {
    @Test("times, distances, switches in any spelling --set takes, and spans, are written as set lines")
    func overridesTypedByKind() throws {
        var scenario = Scenario(file: "x.scenario")
        let location = SourceLocation(file: "x.scenario", line: 1, column: 1)
        let options = RunOptions(
            overrides: [
                .init(name: "allowOnceExpiry", value: "17s"), .init(name: "approximateAccuracy", value: "1.7km"),
                .init(name: "backgroundRouteFreezes", value: "yes"),
                .init(name: "initialCallbackDelay", value: "2ms..9ms"), .init(name: "preciseAccuracy", value: "500mm"),
            ])
        CounterexampleWriter.writeOverrides(options, into: &scenario, at: location)
        let lines = scenario.header.compactMap { statement -> String? in
            guard case .set(let parameter, let value) = statement.header else { return nil }
            return "set \(parameter) \(value.scenarioText)"
        }
        #expect(
            lines == [
                "set allowOnceExpiry 17s", "set approximateAccuracy 1700m", "set backgroundRouteFreezes true",
                "set initialCallbackDelay 2ms..9ms", "set preciseAccuracy 0.5m",
            ])
    }
}
