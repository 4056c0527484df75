import LocationSystem
import SimulationKit
import Testing
import Vocabulary

@Suite("UPD: asking for locations once, or without access")
struct UpdatesTests {
    /// Failures (time, manager, code, rule) the app heard.
    static func failures(_ harness: Harness) -> [(time: SimInstant, code: Int, rule: RuleID?)] {
        harness.deliveries.compactMap { delivery in
            if case .failure(_, let code) = delivery.event { return (delivery.time, code, delivery.rule) }
            return nil
        }
    }

    /// Fixes (time, rule) the app heard.
    static func fixes(_ harness: Harness) -> [(time: SimInstant, rule: RuleID?)] {
        harness.deliveries.compactMap { delivery in
            if case .locations = delivery.event { return (delivery.time, delivery.rule) }
            return nil
        }
    }

    static func granted() -> (Harness, ManagerID) {
        var harness = Harness()
        let manager = harness.launchWithManager()
        harness.app(at: "1s") { $0.requestWhenInUseAuthorization(manager) }
        harness.at("2s") { try $0.answerAlert("Allow While Using App") }
        harness.run(until: "3s")
        return (harness, manager)
    }

    @Test("UPD-1: requestLocation delivers one fix a fix interval later, and then nothing")
    func upd1_oneFix() {
        var (harness, manager) = Self.granted()
        harness.app(at: "3s") { $0.requestLocation(manager) }
        harness.run(until: "10s")
        let fixes = Self.fixes(harness)
        #expect(fixes.count == 1)
        #expect(fixes.first?.time == Harness.t("4s"))
        #expect(fixes.first?.rule == .upd1)
    }

    @Test("UPD-1: a request made while the status is undecided waits and is answered after the grant")
    func upd1_waitsForTheAnswer() {
        var harness = Harness()
        let manager = harness.launchWithManager()
        harness.app(at: "1s") {
            $0.requestWhenInUseAuthorization(manager)
            $0.requestLocation(manager)
        }
        harness.run(until: "5s")
        #expect(Self.fixes(harness).isEmpty, "no answer yet, no location")
        harness.at("5.5s") { try $0.answerAlert("Allow While Using App") }
        harness.run(until: "9s")
        #expect(Self.fixes(harness).map(\.rule) == [.upd1])
    }

    @Test("UPD-1: a When In Use app asking from the background waits, and hears its location back in the foreground")
    func upd1_waitsInTheBackground() throws {
        var (harness, manager) = Self.granted()
        harness.at("3s") { try $0.background() }
        harness.app(at: "3.5s") { $0.requestLocation(manager) }
        harness.run(until: "8s")
        #expect(Self.fixes(harness).isEmpty)
        #expect(Self.failures(harness).isEmpty, "authorized: nothing to fail")
        harness.at("8.2s") { try $0.foreground() }
        harness.run(until: "10s")
        #expect(Self.fixes(harness).map(\.rule) == [.upd1])
        #expect(Self.fixes(harness).first?.time == Harness.t("8.5s"))
    }

    @Test("UPD-1: stopUpdatingLocation cancels a pending requestLocation")
    func upd1_stopCancels() {
        var (harness, manager) = Self.granted()
        harness.app(at: "3s") { $0.requestLocation(manager) }
        harness.app(at: "3.5s") { $0.stopUpdatingLocation(manager) }
        harness.run(until: "10s")
        #expect(Self.fixes(harness).isEmpty)
    }

    @Test(
        "UPD-2: starting updates or requesting a location while denied fails with code 1, and fixes resume on a grant")
    func upd2_deniedFails() throws {
        var harness = Harness()
        let manager = harness.launchWithManager()
        harness.app(at: "1s") { $0.requestWhenInUseAuthorization(manager) }
        harness.at("2s") { try $0.answerAlert("Don\u{2019}t Allow") }
        harness.run(until: "3s")
        harness.app(at: "3s") { $0.startUpdatingLocation(manager) }
        harness.app(at: "4s") { $0.requestLocation(manager) }
        harness.run(until: "6s")
        let failures = Self.failures(harness)
        #expect(failures.map(\.code) == [1, 1])
        #expect(failures.allSatisfy { $0.rule == .upd2 })
        let delay = try #require(failures.first).time - Harness.t("3s")
        #expect(delay >= .milliseconds(2) && delay <= .milliseconds(9))
        harness.at("6s") { $0.setLocation(.whileUsing) }
        harness.run(until: "9s")
        #expect(Self.fixes(harness).count >= 2, "updates stayed requested through the denial (AUTH-11)")
    }

    @Test("UPD-2: restricted and Location Services off fail too; undecided fails nothing")
    func upd2_restrictedAndServicesOff() {
        var restricted = Harness { $0.device.restricted = true }
        let first = restricted.launchWithManager()
        restricted.app(at: "1s") { $0.startUpdatingLocation(first) }
        restricted.run(until: "2s")
        #expect(Self.failures(restricted).map(\.code) == [1])

        var servicesOff = Self.granted().0
        servicesOff.at("3s") { $0.setLocationServices(false) }
        servicesOff.run(until: "4s")
        let manager = ManagerID(1)
        let before = Self.failures(servicesOff).count
        servicesOff.app(at: "4s") { $0.requestLocation(manager) }
        servicesOff.run(until: "5s")
        #expect(Self.failures(servicesOff).count == before + 1)

        var undecided = Harness()
        let third = undecided.launchWithManager()
        undecided.app(at: "1s") { $0.startUpdatingLocation(third) }
        undecided.run(until: "5s")
        #expect(Self.failures(undecided).isEmpty, "seed 000: no location and no error while undecided")
    }
}
