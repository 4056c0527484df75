import AppModels
import LocationSystem
import SimulationKit
import Testing

@Suite("allow-once-aware: Allow Once told apart after the fact (seed 000's exercise)")
struct AllowOnceAwareModelTests {
    static func t(_ text: String) -> SimInstant { try! SimInstant(parsing: text) }

    @Test("the measured sequence: grant 8.7 s, background 10 s, revert 28.3 s → Allow Once, 18.3 s")
    func measuredSequence() {
        let events: [GrantHistory.Event] = [
            .init(time: Self.t("0.005s"), kind: .status(.notDetermined)),
            .init(time: Self.t("8.7s"), kind: .status(.authorizedWhenInUse)),
            .init(time: Self.t("10s"), kind: .background),
            .init(time: Self.t("28.3s"), kind: .status(.notDetermined)),
        ]
        #expect(GrantHistory.classify(events) == .allowOnce(expiredAfter: .milliseconds(18_300)))
        #expect(GrantHistory.classify(Array(events.prefix(3))) == .granted)
        #expect(GrantHistory.classify(Array(events.prefix(1))) == .noGrant)
    }

    @Test("a 0 in the foreground, a denial, or a return before the revert is not Allow Once")
    func otherSequences() {
        let grant = GrantHistory.Event(time: Self.t("1s"), kind: .status(.authorizedWhenInUse))
        #expect(
            GrantHistory.classify([grant, .init(time: Self.t("5s"), kind: .status(.notDetermined))]) == .withdrawn)
        #expect(
            GrantHistory.classify([
                grant, .init(time: Self.t("2s"), kind: .background), .init(time: Self.t("5s"), kind: .status(.denied)),
            ]) == .withdrawn)
        #expect(
            GrantHistory.classify([
                grant, .init(time: Self.t("2s"), kind: .background), .init(time: Self.t("3s"), kind: .foreground),
                .init(time: Self.t("9s"), kind: .status(.notDetermined)),
            ]) == .withdrawn)
    }

    /// Start run at 1 s, Allow Once at 8.7 s, background at 10 s: the measured timeline.
    func allowOnceTimeline() -> ModelDriver {
        var driver = ModelDriver("allow-once-aware")
        driver.at("0s") { try $0.launch() }
        driver.expectTap("Start run", at: "1s")
        driver.at("8.7s") { try $0.answerAlert("Allow Once") }
        driver.at("10s") { try $0.background() }
        return driver
    }

    @Test("after the expiry the user is asked again in context, not sent to Settings")
    func asksAgainInContext() {
        var driver = allowOnceTimeline()
        driver.run(until: "27.9s")
        #expect(driver.session("grant") == "granted")
        driver.run(until: "28.5s")
        #expect(driver.session("grant") == "allowOnce")
        let expiredAfter = Int64(driver.session("expiredAfter_ms")!)!
        #expect((18_000...18_010).contains(expiredAfter))
        driver.at("30s") { try $0.foreground() }
        #expect(driver.ui("step") == "explainThenAsk")
        #expect(driver.ui("banner") == "You allowed location once. Start a run to allow it again.")
        #expect(driver.ui("button") == "Start run")
        driver.expectTap("Start run", at: "31s")
        #expect(driver.alerts.map(\.kind) == [.location, .location], "the alert appears again, in context")
        #expect(driver.violations.isEmpty)
    }

    @Test("the verdict survives a relaunch after the expiry")
    func verdictPersists() {
        var driver = allowOnceTimeline()
        driver.at("30s") { try $0.terminate() }
        driver.at("31s") { try $0.launch() }
        #expect(driver.session("grant") == "allowOnce")
        #expect(driver.ui("banner") == "You allowed location once. Start a run to allow it again.")
    }

    @Test("While Using survives the background: the grant stays granted")
    func whileUsing() {
        var driver = ModelDriver("allow-once-aware")
        driver.at("0s") { try $0.launch() }
        driver.expectTap("Start run", at: "1s")
        driver.at("8.7s") { try $0.answerAlert("Allow While Using App") }
        driver.at("10s") { try $0.background() }
        driver.at("40s") { try $0.foreground() }
        #expect(driver.session("grant") == "granted")
        #expect(driver.ui("step") == "proceed")
    }
}
