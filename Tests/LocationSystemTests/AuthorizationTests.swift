import LocationSystem
import SimulationKit
import Testing

@Suite("AUTH: the authorization lifecycle")
struct AuthorizationTests {
    @Test("AUTH-1: every manager gets one status-0 callback 2–9 ms after its own creation, none synchronously")
    func auth1_initialCallback() {
        var harness = Harness(seed: 3)
        harness.at("0s") { try $0.launch() }
        let first = harness.app(at: "1s") { $0.createManager() }
        #expect(harness.callbacks.isEmpty, "nothing is delivered synchronously")
        let second = harness.app(at: "1.5s") { $0.createManager() }
        harness.run(until: "5s")
        let callbacks = harness.callbacks
        #expect(callbacks.count == 2)
        #expect(callbacks.map(\.manager) == [first, second])
        #expect(callbacks.allSatisfy { $0.status == 0 && $0.rule == .auth1 })
        let firstDelay = callbacks[0].time - Harness.t("1s")
        let secondDelay = callbacks[1].time - Harness.t("1.5s")
        for delay in [firstDelay, secondDelay] {
            #expect(delay >= .milliseconds(2) && delay <= .milliseconds(9))
        }
    }

    @Test("AUTH-1: a manager made without a delegate waits; the callback follows the delegate's first assignment")
    func auth1_followsTheDelegate() throws {
        var harness = Harness(seed: 3)
        harness.at("0s") { try $0.launch() }
        let manager = harness.app(at: "1s") { $0.makeManager() }
        harness.run(until: "3s")
        #expect(harness.callbacks.isEmpty, "no delegate, no callback")
        harness.app(at: "3s") { $0.assignDelegate(manager) }
        harness.app(at: "3.5s") { $0.assignDelegate(manager) }
        harness.run(until: "5s")
        let callbacks = harness.callbacks
        #expect(callbacks.count == 1, "exactly one initial callback, however often the delegate is set")
        let delay = try #require(callbacks.first).time - Harness.t("3s")
        #expect(delay >= .milliseconds(2) && delay <= .milliseconds(9))
    }

    @Test("AUTH-1: a change reaches nobody on a manager that never had a delegate")
    func auth1_noDelegateHearsNothing() {
        var harness = Harness()
        harness.at("0s") { try $0.launch() }
        let manager = harness.app(at: "1s") { $0.makeManager() }
        harness.app(at: "1s") { $0.requestWhenInUseAuthorization(manager) }
        harness.at("2s") { try $0.answerAlert("Allow While Using App") }
        harness.run(until: "3s")
        #expect(harness.callbacks.isEmpty)
        let dropped = harness.records.filter {
            if case .dropped(_, let reason) = $0.kind { return reason == "manager m1 has no delegate" }
            return false
        }
        #expect(dropped.count == 1)
    }

    @Test("AUTH-2: requestWhenInUse shows the three-button alert; Allow While Using App gives 4")
    func auth2_whenInUseAlert() throws {
        var harness = Harness()
        let manager = harness.launchWithManager()
        harness.app(at: "1s") { $0.requestWhenInUseAuthorization(manager) }
        let alert = try #require(harness.simulation.state.alert)
        #expect(alert.kind == .location)
        #expect(alert.title == "Allow \u{201C}Host\u{201D} to use your location?")
        #expect(alert.buttons == ["Allow Once", "Allow While Using App", "Don\u{2019}t Allow"])
        #expect(alert.requester == .manager(manager))
        harness.at("3s") { try $0.answerAlert("Allow While Using App") }
        harness.run(until: "4s")
        let last = try #require(harness.callbacks.last)
        #expect(last.status == 4 && last.rule == .auth2)
        #expect(ms(Harness.t("3s"), last.time) >= 2 && ms(Harness.t("3s"), last.time) <= 9)
    }

    @Test("AUTH-3: Allow Once at 8.7 s, background at 10 s, revert to 0 at 28 s; foreground before keeps it")
    func auth3_allowOnceExpiry() throws {
        var harness = Harness(seed: 1)
        let manager = harness.launchWithManager()
        harness.app(at: "1s") { $0.requestWhenInUseAuthorization(manager) }
        harness.at("8.7s") { try $0.answerAlert("Allow Once") }
        harness.at("10s") { try $0.background() }
        harness.run(until: "27.999s")
        #expect(harness.simulation.state.status == .authorizedWhenInUse)
        harness.run(until: "28s")
        #expect(harness.simulation.state.status == .notDetermined)
        harness.run(until: "29s")
        let last = try #require(harness.callbacks.last)
        #expect(last.status == 0 && last.rule == .auth3)
        #expect(last.time > Harness.t("28s") && last.time <= Harness.t("28.009s"))

        var kept = Harness(seed: 1)
        let other = kept.launchWithManager()
        kept.app(at: "1s") { $0.requestWhenInUseAuthorization(other) }
        kept.at("8.7s") { try $0.answerAlert("Allow Once") }
        kept.at("10s") { try $0.background() }
        kept.at("20s") { try $0.foreground() }
        kept.run(until: "60s")
        #expect(kept.simulation.state.status == .authorizedWhenInUse)
        #expect(!kept.callbacks.contains { $0.status == 0 && $0.rule == .auth3 })
    }

    @Test("AUTH-13: a background session with the indicator holds Allow Once; its end starts the 18 s afresh")
    func auth13_sessionHoldsAllowOnce() throws {
        var harness = Harness(seed: 1)
        let manager = harness.launchWithManager()
        harness.app(at: "1s") { $0.requestWhenInUseAuthorization(manager) }
        harness.at("8.7s") { try $0.answerAlert("Allow Once") }
        harness.app(at: "9s") {
            $0.setAllowsBackgroundLocationUpdates(manager, true)
            $0.startUpdatingLocation(manager)
        }
        harness.at("10s") { try $0.background() }
        harness.run(until: "60s")
        #expect(harness.simulation.state.status == .authorizedWhenInUse, "held well past 28 s")
        let held = harness.records.filter { $0.rule == .auth13 }
        #expect(held.count == 1 && held.first?.time == Harness.t("10s"), "said once, when the app left")
        harness.app(at: "60s") { $0.stopUpdatingLocation(manager) }
        harness.run(until: "77.999s")
        #expect(harness.simulation.state.status == .authorizedWhenInUse)
        harness.run(until: "78s")
        #expect(harness.simulation.state.status == .notDetermined, "18 s after the session ended")
        #expect(harness.callbacks.last?.rule == .auth3)
    }

    @Test("AUTH-3: a relaunch after the expiry starts from 0")
    func auth3_relaunchAfterExpiry() throws {
        var harness = Harness()
        let manager = harness.launchWithManager()
        harness.app(at: "1s") { $0.requestWhenInUseAuthorization(manager) }
        harness.at("2s") { try $0.answerAlert("Allow Once") }
        harness.at("3s") { try $0.terminate() }
        harness.at("30s") { try $0.launch() }
        #expect(harness.simulation.appSystem().authorizationStatus == .notDetermined)
    }

    @Test("AUTH-4: Don't Allow gives 2 with accuracy reduced; asking again after relaunch shows nothing")
    func auth4_dontAllow() throws {
        var harness = Harness()
        let manager = harness.launchWithManager()
        harness.app(at: "1s") { $0.requestWhenInUseAuthorization(manager) }
        harness.at("2s") { try $0.answerAlert("Don't Allow") }
        harness.run(until: "3s")
        let last = try #require(harness.callbacks.last)
        #expect(last.status == 2 && !last.full && last.rule == .auth4)
        #expect(harness.simulation.appSystem().accuracyAuthorization == .reduced)
        _ = try harness.simulation.relaunch()
        let again = harness.app(at: "4s") { app -> ManagerID in
            let id = app.createManager()
            app.requestWhenInUseAuthorization(id)
            return id
        }
        harness.run(until: "6s")
        #expect(harness.simulation.state.alert == nil)
        #expect(harness.callbacks.last?.manager == again && harness.callbacks.last?.status == 2)
        #expect(harness.callbacks.last?.rule == .auth1)
    }

    @Test("AUTH-5: requestAlways from 0 shows the same alert; Allow While Using App gives provisional 3")
    func auth5_provisionalAlways() throws {
        var harness = Harness()
        let manager = harness.launchWithManager()
        harness.app(at: "1s") { $0.requestAlwaysAuthorization(manager) }
        #expect(
            harness.simulation.state.alert?.buttons == ["Allow Once", "Allow While Using App", "Don\u{2019}t Allow"])
        harness.at("2s") { try $0.answerAlert("Allow While Using App") }
        harness.run(until: "3s")
        #expect(harness.callbacks.last?.status == 3 && harness.callbacks.last?.rule == .auth5)
        #expect(harness.simulation.state.authorization.provisionalAlways)
    }

    @Test("AUTH-6: the second prompt: Always Allow sends no callback; Keep Only While Using sends 4")
    func auth6_secondPrompt() throws {
        for (button, expected) in [("Change to Always Allow", 3), ("Keep Only While Using", 4)] {
            var harness = Harness()
            let manager = harness.launchWithManager()
            harness.app(at: "1s") { $0.requestAlwaysAuthorization(manager) }
            harness.at("2s") { try $0.answerAlert("Allow While Using App") }
            harness.at("5s") { try $0.background() }
            harness.at("6s") { try $0.provisionalAlwaysPrompt() }
            #expect(harness.simulation.state.alert?.kind == .provisionalAlways)
            harness.at("7s") { try $0.answerAlert(button) }
            harness.run(until: "10s")
            let after = harness.callbacks.filter { $0.time > Harness.t("7s") }
            #expect(harness.simulation.state.status.rawValue == expected)
            #expect(after.map(\.status) == (expected == 3 ? [] : [4]))
            #expect(!harness.simulation.state.authorization.provisionalAlways)
        }
        var notProvisional = Harness()
        #expect(throws: StepError.notProvisionalAlways(status: .notDetermined)) {
            try notProvisional.simulation.provisionalAlwaysPrompt()
        }
    }

    @Test("AUTH-7: the upgrade alert from 4; Keep Only While Using produces no event at all for 5 s")
    func auth7_upgradeAlert() throws {
        var harness = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        let manager = harness.launchWithManager()
        harness.app(at: "1s") { $0.requestAlwaysAuthorization(manager) }
        let alert = try #require(harness.simulation.state.alert)
        #expect(alert.kind == .alwaysUpgrade)
        #expect(
            alert.title
                == "Allow \u{201C}Host\u{201D} to also use your location even when you are not using the app?")
        harness.at("2s") { try $0.answerAlert("Keep Only While Using") }
        harness.run(until: "7s")
        #expect(harness.records(after: "2s", through: "7s").isEmpty)
        #expect(harness.simulation.state.status == .authorizedWhenInUse)

        var yes = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        let other = yes.launchWithManager()
        yes.app(at: "1s") { $0.requestAlwaysAuthorization(other) }
        yes.at("2s") { try $0.answerAlert("Change to Always Allow") }
        yes.run(until: "3s")
        #expect(yes.callbacks.last?.status == 3 && yes.callbacks.last?.rule == .auth7)
    }

    @Test("AUTH-8: the upgrade alert shows once; requestAlways is ignored during Allow Once")
    func auth8_upgradeOnce() throws {
        var harness = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        let manager = harness.launchWithManager()
        harness.app(at: "1s") { $0.requestAlwaysAuthorization(manager) }
        harness.at("2s") { try $0.answerAlert("Keep Only While Using") }
        harness.app(at: "3s") { $0.requestAlwaysAuthorization(manager) }
        #expect(harness.simulation.state.alert == nil)
        #expect(harness.records.last?.rule == .auth8)

        var once = Harness()
        let other = once.launchWithManager()
        once.app(at: "1s") { $0.requestWhenInUseAuthorization(other) }
        once.at("2s") { try $0.answerAlert("Allow Once") }
        once.app(at: "3s") { $0.requestAlwaysAuthorization(other) }
        #expect(once.simulation.state.alert == nil)
        #expect(once.records.last?.rule == .auth8)
    }

    @Test("AUTH-9: after Don't Allow both requests do nothing: no alert, no callback")
    func auth9_deniedIsFinal() throws {
        var harness = Harness { $0.start = StartingAuthorization(status: .denied) }
        let manager = harness.launchWithManager()
        harness.app(at: "1s") {
            $0.requestWhenInUseAuthorization(manager)
            $0.requestAlwaysAuthorization(manager)
        }
        harness.run(until: "5s")
        #expect(harness.alertsShown.isEmpty)
        #expect(harness.callbacks.filter { $0.time > Harness.t("1s") }.isEmpty)
        let ignored = harness.records.filter { if case .ignoredCall = $0.kind { return true } else { return false } }
        #expect(ignored.map(\.rule) == [.auth9, .auth9])

        var granted = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        let other = granted.launchWithManager()
        granted.app(at: "1s") { $0.requestWhenInUseAuthorization(other) }
        #expect(granted.records.last?.rule == .auth9)
    }

    @Test("AUTH-10: restricted reads 1 and requests never show an alert")
    func auth10_restricted() throws {
        var harness = Harness { $0.device.restricted = true }
        let manager = harness.launchWithManager()
        harness.app(at: "1s") { $0.requestWhenInUseAuthorization(manager) }
        harness.run(until: "2s")
        #expect(harness.simulation.appSystem().authorizationStatus == .restricted)
        #expect(harness.callbacks.map(\.status) == [1])
        #expect(harness.alertsShown.isEmpty)
        #expect(harness.records.last?.rule == .auth10)
    }

    @Test("AUTH-11: revoking while updating gives code 1 then status 2; a grant resumes fixes unasked")
    func auth11_revokeAndGrant() throws {
        var harness = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        let manager = harness.launchWithManager()
        harness.app(at: "0.1s") { $0.startUpdatingLocation(manager) }
        harness.run(until: "3s")
        #expect(harness.fixes.count == 2)
        harness.at("3.5s") { $0.setLocation(.never) }
        harness.run(until: "9s")
        let sinceRevoke = harness.deliveries.filter { $0.time > Harness.t("3.5s") }
        #expect(sinceRevoke.count == 2)
        #expect(sinceRevoke[0].event == .failure(manager, code: 1))
        #expect(sinceRevoke[1].event == .authorization(manager, status: .denied, fullAccuracy: false))
        #expect(sinceRevoke[0].time < sinceRevoke[1].time)
        harness.at("9.5s") { $0.setLocation(.whileUsing) }
        harness.run(until: "12s")
        #expect(harness.fixes.filter { $0.time > Harness.t("9.5s") }.count == 2)
    }

    @Test("AUTH-12: a When In Use app updating in the background without a session gets code 1")
    func auth12_backgroundLoss() throws {
        var harness = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        let manager = harness.launchWithManager()
        harness.app(at: "0.1s") { $0.startUpdatingLocation(manager) }
        harness.at("5s") { try $0.background() }
        harness.run(until: "10s")
        let after = harness.deliveries.filter { $0.time >= Harness.t("5s") }
        #expect(after.map(\.event) == [.didEnterBackground, .failure(manager, code: 1)])
        #expect(after.last?.rule == .auth12)
        #expect(ms(Harness.t("5s"), after.last!.time) <= 9)

        var session = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        let other = session.launchWithManager()
        session.app(at: "0.1s") {
            $0.setAllowsBackgroundLocationUpdates(other, true)
            $0.startUpdatingLocation(other)
        }
        session.at("5s") { try $0.background() }
        session.run(until: "10s")
        #expect(!session.deliveries.contains { if case .failure = $0.event { return true } else { return false } })
        #expect(session.fixes.filter { $0.time > Harness.t("5s") }.count == 5)
    }

    @Test("AUTH-11: a fix never overtakes the callback announcing the grant, even when a beat falls in between")
    func auth11_callbackBeforeFixes() {
        for seed in UInt64(0)..<200 {
            var harness = Harness(seed: seed) { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
            let manager = harness.launchWithManager()
            harness.app(at: "0s") { $0.startUpdatingLocation(manager) }
            harness.at("2.5s") { $0.setLocation(.never) }
            harness.at("6s") { $0.setLocation(.whileUsing) }
            harness.run(until: "8s")
            let grant = harness.callbacks.last { $0.status == 4 }
            let firstFixAfter = harness.fixes.first { $0.time > Harness.t("2.5s") }
            #expect(grant != nil && firstFixAfter != nil)
            if let grant, let firstFixAfter {
                #expect(firstFixAfter.time > grant.time, "seed \(seed)")
            }
        }
    }
}
