import AppModels
import Replay
import ScenarioLanguage
import SimulationKit
import TestSupport
import Testing

/// A run skips its state checks after an event that changed nothing they read (`CheckInputs`). Each
/// case changes exactly one of those inputs at one event, so a skip that missed that input would let
/// the `always` line hold where it breaks.
@Suite("state checks still see every input they read, when the others stay as they were")
struct CheckSkippingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let input: String
        let text: String
        let line: Int
        let time: SimInstant
        var testDescription: String { input }
    }

    static let cases: [Case] = [
        Case(
            input: "the alert's kind (a scripted request, nothing delivered)",
            text: """
                scenario "An always line on the alert"
                model recorder
                plist NSLocationWhenInUseUsageDescription "Shows where you are."
                always alert == none

                0s      launch
                        call createManager
                1s      call requestWhenInUseAuthorization
                end 2s
                """, line: 4, time: SimInstant.start + .seconds(1)),
        Case(
            input: "the status (Settings, accuracy already reduced)",
            text: """
                scenario "An always line on the status"
                model recorder
                plist NSLocationWhenInUseUsageDescription "Shows where you are."
                start status authorizedWhenInUse accuracy reduced
                always status != denied

                0s      launch
                2s      settings location never
                end 3s
                """, line: 5, time: SimInstant.start + .seconds(2)),
        Case(
            input: "the accuracy (Precise switched off)",
            text: """
                scenario "An always line on the accuracy"
                model recorder
                plist NSLocationWhenInUseUsageDescription "Shows where you are."
                start status authorizedWhenInUse accuracy full
                always accuracy == full

                0s      launch
                2s      settings precise off
                end 3s
                """, line: 5, time: SimInstant.start + .seconds(2)),
        Case(
            input: "the model's session alone (a tap that starts the run)",
            text: """
                scenario "An always line on the session"
                model authorization
                plist NSLocationWhenInUseUsageDescription "Shows where you are."
                start status authorizedWhenInUse accuracy full
                always session.run == idle

                0s      launch
                2s      tap "Start run"
                end 3s
                """, line: 5, time: SimInstant.start + .seconds(2)),
        Case(
            input: "a callback is due (always settled: the callback arrives and the model changes nothing)",
            text: """
                scenario "An always settled line on the status"
                model tracking-session
                plist NSLocationWhenInUseUsageDescription "Shows where you are."
                start status authorizedWhenInUse accuracy full
                always settled status != denied

                0s      launch
                2s      settings location never
                end 3s
                """, line: 5, time: SimInstant.start + .microseconds(2_004_250)),
    ]

    @Test("a plain run breaks the line at the event that changed the input", arguments: cases)
    func plain(_ item: Case) throws {
        let (outcome, _) = try play(item.text)
        let failure = try #require(outcome.failures.first)
        #expect(outcome.failures.count == 1)
        #expect(failure.location.line == item.line)
        #expect(failure.time == item.time)
    }

    @Test("an exploring run breaks it at the same event", arguments: cases)
    func exploring(_ item: Case) throws {
        let registry = BuiltinModels.registry
        let scenario = try ScenarioParser.parse(
            item.text, file: "test.scenario", vocabulary: .system(models: registry)
        ).get()
        let prepared = try RunSetup.prepare(scenario, source: item.text, registry: registry).get()
        var run = ExploringRun(prepared)
        #expect(run.advance() == nil)
        let outcome = run.finish()
        let failure = try #require(outcome.failures.first)
        #expect(outcome.failures.count == 1)
        #expect(failure.location.line == item.line)
        #expect(failure.time == item.time)
    }
}
