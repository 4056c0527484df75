import Replay
import TestSupport
import Testing

@Suite("Steps a person may not be able to take, and Settings from the foreground")
struct IfPossibleAndSettingsTests {
    @Test("tap? on a control that is not on screen is skipped with its reason and the run goes on")
    func tapIfPossibleSkips() throws {
        let (outcome, records) = try play(
            """
            model authorization
            0s      launch
            1s      tap? "Stop run"
            2s      tap? "Start run"
            3s      expect alert "Allow Once"
            """)
        #expect(outcome.passed)
        let skipped = records.compactMap { record -> String? in
            guard case .log(.skipped(let reason)) = record.payload else { return nil }
            return reason
        }
        #expect(skipped.count == 1)
        #expect(skipped.first?.hasPrefix("the app's UI has no control \"Stop run\" (it shows screen=") == true)
    }

    @Test("the strict tap still stops the run when the control is not on screen")
    func strictTapStillFails() throws {
        let (outcome, _) = try play(
            """
            model authorization
            0s      launch
            1s      tap "Stop run"
            """)
        #expect(outcome.failure?.infeasible == true)
        #expect(outcome.failure?.message.hasPrefix("the app's UI has no control \"Stop run\"") == true)
    }

    @Test("alert? with no alert up, background? in the background and foreground? on screen do nothing")
    func otherIfPossibleStepsSkip() throws {
        let (outcome, records) = try play(
            """
            model authorization
            0s      launch
            1s      alert? "Allow Once"
                    alert? any
                    foreground?
            2s      background?
            3s      background?
                    expect app == background
            """)
        #expect(outcome.passed)
        let skipped = records.filter { if case .log(.skipped) = $0.payload { true } else { false } }
        #expect(skipped.count == 4)
    }

    @Test("a tap reaches only an app on screen: a backgrounded app's buttons cannot be tapped")
    func tapNeedsTheForeground() throws {
        let (outcome, _) = try play(
            """
            model authorization
            0s      launch
            1s      background
            2s      tap "Start run"
            """)
        #expect(outcome.failure?.message == "cannot tap \"Start run\": the app is background")
    }

    @Test("a Settings step with the app on screen takes it to the background first, in the trace")
    func settingsFromTheForegroundBackgroundsTheApp() throws {
        let (outcome, records) = try play(
            """
            model authorization
            0s      launch
            1s      settings location never
                    expect app == background
            2s      foreground
                    expect status == denied
            """)
        #expect(outcome.passed)
        let atOne = records.filter { $0.time.sinceStart.microseconds == 1_000_000 }
        let log = try #require(
            atOne.firstIndex {
                $0.payload == .log(.line("the user switches to Settings: the app leaves the foreground"))
            })
        let left = try #require(atOne.firstIndex { $0.payload == .app(.lifecycle(.didEnterBackground)) })
        let changed = try #require(atOne.firstIndex { $0.kind == .system })
        #expect(log < left && left < changed, "the user leaves the app, then changes the setting")
    }

    @Test("a Settings step with the app already in the background adds no lifecycle record")
    func settingsFromTheBackgroundAddsNothing() throws {
        let (outcome, records) = try play(
            """
            model authorization
            0s      launch
            1s      background
            2s      settings location never
            """)
        #expect(outcome.passed)
        #expect(
            !records.contains {
                if case .log(.line(let line)) = $0.payload { line.contains("Settings") } else { false }
            })
        #expect(records.filter { $0.payload == .app(.lifecycle(.didEnterBackground)) }.count == 1)
    }
}
