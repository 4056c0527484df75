import Replay
import ScenarioLanguage
import SimulationKit
import TestSupport
import Testing

@Suite("ScenarioRun: steps, system replies, the model and verdicts")
struct ScenarioRunTests {
    @Test("A run-time failure reads back what was set, field by field, and compares by value")
    func runtimeFailureIsAValue() {
        let location = SourceLocation(file: "a.scenario", line: 3, column: 9)
        let failure = RuntimeFailure(
            time: SimInstant(microsecondsSinceStart: 1_000_000), location: location, lineText: "1s  alert any",
            message: "no alert on screen", infeasible: true)
        var edited = failure
        edited.message = "another"
        edited.infeasible = false
        #expect(failure.message == "no alert on screen" && failure.infeasible)
        #expect(edited.message == "another" && !edited.infeasible && edited.lineText == "1s  alert any")
        #expect(edited.time == failure.time && edited.location == location)
        edited.message = failure.message
        edited.infeasible = true
        #expect(edited == failure && edited.hashValue == failure.hashValue)
    }

    @Test("AUTH-3 bare: the grant at 8.7 s, the revert 18 s after backgrounding, every expectation held")
    func allowOnceTimeline() throws {
        let (outcome, records) = try play(allowOnceBare)
        #expect(outcome.passed)
        #expect(outcome.results.count == 3)
        #expect(outcome.end == SimInstant.start + .seconds(40))
        let callbacks = records.filter { $0.kind == .callback }
        let statuses = callbacks.map { record -> Int? in
            guard case .callback(let callback) = record.payload, case .authorization(_, let status, _) = callback.event
            else { return nil }
            return status.rawValue
        }
        #expect(statuses == [0, 4, 0])
        #expect(callbacks.map(\.rule) == ["AUTH-1", "AUTH-3", "AUTH-3"])
        let revert = try #require(callbacks.last)
        #expect(revert.time > SimInstant.start + .seconds(28))
        #expect(revert.time <= SimInstant.start + .milliseconds(28_009))
        guard case .callback(let reverted) = revert.payload else { Issue.record("not a callback"); return }
        #expect(!reverted.foreground)
        let steps = records.compactMap { record -> String? in
            if case .step(let text, _) = record.payload { text } else { nil }
        }
        #expect(steps.first == "launch")
        #expect(steps.count == 6)
        #expect(outcome.rulesFired["AUTH-3"] != nil)
    }

    @Test("a failed expectation says what was expected and what the state was")
    func failedExpectation() throws {
        let text = allowOnceBare.replacingOccurrences(
            of: "28.1s   expect status == notDetermined", with: "28.1s   expect status == authorizedWhenInUse")
        let (outcome, records) = try play(text)
        #expect(!outcome.passed)
        let failure = try #require(outcome.failures.first)
        #expect(failure.location.line == 12)
        #expect(failure.message == "expected status == authorizedWhenInUse, got status=notDetermined")
        #expect(records.contains { if case .expect(let verdict) = $0.payload { !verdict.passed } else { false } })
    }

    @Test("a step that cannot happen stops the run with the time, the line and what was on screen")
    func impossibleStep() throws {
        let text = """
            model recorder
            0s      launch
            2s      alert "Allow Once"
            5s      background
            """
        let (outcome, records) = try play(text)
        #expect(!outcome.passed)
        let failure = try #require(outcome.failure)
        #expect(failure.time == SimInstant.start + .seconds(2))
        #expect(failure.location.line == 3)
        #expect(failure.message == "cannot answer \"Allow Once\": no alert is on screen")
        #expect(
            failure.description == """
                test.scenario:3:9: error at 2.000s: cannot answer "Allow Once": no alert is on screen
                    3 | 2s      alert "Allow Once"
                      |         ^

                """)
        #expect(!records.contains { $0.payload.isStep("background") })
    }

    @Test("always, eventually and callback windows are watched over the whole run")
    func wholeRunExpectations() throws {
        let text = """
            model recorder
            always app != crashed
            expect no callback failure
            expect callback authorization status=0 within 10ms
            eventually status == authorizedWhenInUse by 5s
            eventually status == denied by 6s
            0s      launch
                    call createManager
            1s      call requestWhenInUseAuthorization
            2s      alert "Allow While Using App"
            end 8s
            """
        let (outcome, _) = try play(text)
        let verdicts = outcome.results.map { ($0.location.line, $0.passed) }
        #expect(verdicts.count == 5)
        #expect(verdicts.contains { $0 == (5, true) })
        #expect(verdicts.contains { $0 == (6, false) })
        #expect(verdicts.contains { $0 == (2, true) })
        #expect(verdicts.contains { $0 == (3, true) })
        #expect(verdicts.contains { $0 == (4, true) })
        let never = try #require(outcome.results.first { $0.location.line == 6 })
        #expect(never.message == "expected eventually status == denied by 6s; it never held by 6.000s")
        #expect(never.time == SimInstant.start + .seconds(6))
    }

    @Test("a callback that never came names the last one of its kind")
    func missingCallback() throws {
        let text = """
            model recorder
            expect callback authorization status=2
            0s      launch
                    call createManager
            end 1s
            """
        let (outcome, records) = try play(text)
        let failure = try #require(outcome.failures.first)
        let initial = try #require(records.first { $0.kind == .callback })
        #expect(
            failure.message
                == "expected callback authorization status=denied; the last was authorization "
                + "fullAccuracy=true manager=m1 status=0 at \(initial.time)")
    }

    @Test("the same scenario and seed give the same records; another seed moves the jitter")
    func determinism() throws {
        let first = try play(allowOnceBare).records
        let second = try play(allowOnceBare).records
        #expect(first == second)
        let other = try play(allowOnceBare, options: RunOptions(seed: 8)).records
        #expect(other.count == first.count)
        #expect(other.map(\.time) != first.map(\.time))
    }

    @Test("--set overrides a figure and the header says so")
    func overrides() throws {
        let text = allowOnceBare.replacingOccurrences(of: "28.1s   expect status == notDetermined\n", with: "")
            .replacingOccurrences(of: "between 27s and 29s", with: "between 25s and 27s")
            .replacingOccurrences(
                of: "27.9s   expect status == authorizedWhenInUse", with: "26.5s   expect status == notDetermined")
        let (outcome, _) = try play(
            text, options: RunOptions(overrides: [.init(name: "allowOnceExpiry", value: "16s")]))
        #expect(outcome.failures.isEmpty)
    }
}

@Suite("always settled: an invariant checked once the app has heard everything")
struct AlwaysSettledTests {
    static func scenario(_ invariant: String) -> String {
        """
        scenario "The gap between a change and its callback"
        model authorization
        plist NSLocationWhenInUseUsageDescription "Shows where you are."
        \(invariant)

        0s      launch
        1s      tap "Start run"
        2s      alert "Allow While Using App"
        end 5s
        """
    }

    /// Allow Once, then the background: AUTH-3's expiry changes the status at 21 s and the app hears
    /// it 2–9 ms later (an alert's answer is no example: LIFE-4's didBecomeActive lets the model
    /// re-read the status at the tap).
    static func expiry(_ invariant: String) -> String {
        """
        scenario "The gap between a change and its callback"
        model authorization
        plist NSLocationWhenInUseUsageDescription "Shows where you are."
        \(invariant)

        0s      launch
        1s      tap "Start run"
        2s      alert "Allow Once"
        3s      background
        end 25s
        """
    }

    @Test("a plain always line breaks in the milliseconds before the callback; always settled holds")
    func gap() throws {
        let plain = try play(Self.expiry("always not (status == notDetermined and ui.step == proceed)"))
        let failure = try #require(plain.outcome.failures.first)
        #expect(failure.time == SimInstant.start + .seconds(21))
        let settled = try play(Self.expiry("always settled not (status == notDetermined and ui.step == proceed)"))
        #expect(settled.outcome.passed)
        #expect(
            settled.outcome.results.map(\.message) == [
                "always settled not (status == notDetermined and ui.step == proceed): held throughout"
            ])
    }

    @Test("always settled still breaks once nothing is due: after the callback, the state is checked")
    func breaksWhenSettled() throws {
        let run = try play(Self.scenario("always settled ui.step != proceed"))
        let failure = try #require(run.outcome.failures.first)
        #expect(failure.time > SimInstant.start + .seconds(2))
        #expect(failure.time < SimInstant.start + .milliseconds(2_010))
    }
}

extension TracePayload {
    /// Whether this is the step written `text`.
    func isStep(_ text: String) -> Bool {
        if case .step(text, _) = self { true } else { false }
    }
}
