import Foundation
import SimulationKit
import Testing

@testable import ScenarioLanguage

/// Text → Scenario → text → Scenario on every example we have.
@Suite struct RoundTripTests {
    /// Every scenario the project ships or documents.
    static func allExamples() throws -> [String] {
        var texts = [try TestSupport.read("Scenarios/authorization/allow-once-expiry.scenario")]
        let docs = try TestSupport.read("docs/scenario-language.md")
        texts += TestSupport.fencedBlocks(in: docs, info: "scenario")
        texts.append(Self.kitchenSink)
        return texts
    }

    static let kitchenSink = """
        scenario "Every statement"
        model authorization
        seed 18446744073709551615
        profile device-documented
        set allowOnceExpiry 17.5s
        set initialCallbackDelay 2ms..9ms step 1ms
        set approximateAccuracy 5411.8m
        set snappingCell 2km..10km
        plist NSLocationWhenInUseUsageDescription "Shows \\"where\\" you are \\\\ here"
        plist temporary RunRoute "Precise route"
        plist NSLocationDefaultAccuracyReduced true
        device location-services on
        device motion-hardware no
        position 51.5007,-0.1246
        start status 4 accuracy reduced
        fault skipSettingsCallback
        catches always-gate
        always status != restricted and not (alert == motion or app in [suspended, notRunning])
        always settled not (status == notDetermined and ui.screen == Run)
        0s        launch
        1s        tap "Start run"
        1.5s      call requestTemporaryFullAccuracy "Run Route" m1
                  expect ui.screen == "map view" or ui.count >= -3 and session.elapsed < 2s
        2min      alert "Don't Allow"
        +1s       alert any
        2.5min..3min step 10s background
        3min      maybe settings location while-using
        +0s       settings precise off
        4min      device restricted on
        4min      move 51.5,-0.12
        5min      walk 359.5 1.5km in 90s
        6min      deliver fix 51.5007,-0.1246 accuracy 5411.8 speed 0 course -1
                  deliver authorization denied reduced
                  deliver failure 18
                  fault delayCallback 2s
                  expect callback authorization status=2 fullAccuracy=false within 2s
                  expect no callback failure between 1s and 2s
                  expect alert "Allow Once"
                  expect no alert
                  eventually motion == authorized by +1h
        1h        expect status in [3, authorizedWhenInUse] or accuracy == reduced
        end 2h
        """

    @Test func printedTextParsesToAnEqualScenario() throws {
        for text in try Self.allExamples() {
            let first = try #require(TestSupport.parse(text))
            let printed = first.text
            let second = try #require(TestSupport.parse(printed))
            #expect(second == first, "printed:\n\(printed)")
            #expect(second.text == printed)
        }
    }

    @Test func theKitchenSinkResolvesTimes() throws {
        let scenario = try #require(TestSupport.parse(Self.kitchenSink))
        let times = scenario.timeline.map { $0.time.sinceStart.scenarioText }
        #expect(times.prefix(9) == ["0s", "0s", "0s", "1s", "1.5s", "1.5s", "2min", "121s", "150s"])
        #expect(scenario.seed == UInt64.max)
        #expect(scenario.profile == "device-documented")
        #expect(scenario.resolvedEnd.sinceStart == .hours(2))
    }

    @Test func equalityIgnoresWhereThingsWereWritten() throws {
        let a = try #require(TestSupport.parse("seed 1\n0s launch\n"))
        let b = try #require(TestSupport.parse("\n\nseed 1   # seeded\n\n0s      launch\n"))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a.timeline[0].location != b.timeline[0].location)
    }
}

@Suite("STEP?: the steps a person may not be able to take, written with a question mark")
struct IfPossibleSyntaxTests {
    @Test("tap?, alert?, background? and foreground? read as ifPossible of the strict step and print back")
    func ifPossibleStepsRoundTrip() throws {
        let text = """
            model authorization
            0s      launch
            1s      tap? "Start run"
            2s      alert? "Allow Once"
                    alert? any
            3s      background?
            4s      maybe foreground?
            """
        let scenario = try #require(TestSupport.parse(text))
        let steps = scenario.timeline.compactMap(\.step)
        #expect(
            steps == [
                .launch, .ifPossible(.tap(label: "Start run")), .ifPossible(.alert(.button(label: "Allow Once"))),
                .ifPossible(.alert(.any)), .ifPossible(.background), .maybe(.ifPossible(.foreground)),
            ])
        #expect(steps.map(\.keyword) == ["launch", "tap?", "alert?", "alert?", "background?", "maybe"])
        #expect(TestSupport.parse(scenario.text) == scenario)
        #expect(scenario.text.contains("tap? \"Start run\"\n"))
        #expect(scenario.text.contains("maybe foreground?\n"))
    }

    @Test("a step without a question-mark form is an unknown step, and a misspelling suggests the strict form")
    func onlySomeStepsHaveTheForm() {
        let errors = TestSupport.errors("model authorization\n0s launch\n1s relaunch?\n2s tapp \"Start run\"\n")
        #expect(errors.contains("error: unknown step \"relaunch?\"; did you mean \"relaunch\"?"))
        #expect(errors.contains("error: unknown step \"tapp\"; did you mean \"tap\"?"))
    }
}
