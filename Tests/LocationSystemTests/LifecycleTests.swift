import LocationSystem
import SimulationKit
import Testing
import Vocabulary

@Suite("LIFE: lifecycle, invalid use, determinism")
struct LifecycleTests {
    @Test("LIFE-1: a background relaunch by a location event goes through launch; a later manager misses it")
    func life1_backgroundRelaunch() {
        var harness = Harness { $0.start = StartingAuthorization(status: .authorizedAlways) }
        var created: [ManagerID] = []
        harness.model = { event, app in
            if case .launched(_, true) = event { created.append(app.createManager()) }
        }
        harness.at("1s") { try $0.relaunchForLocationEvent() }
        let late = harness.app(at: "1.001s") { $0.createManager() }
        harness.run(until: "2s")
        let launched = harness.deliveries.first
        #expect(launched?.event == .launched(launchCount: 1, byLocationEvent: true) && launched?.rule == .life1)
        let located = harness.deliveries.filter { $0.event.kind == "locations" }
        #expect(located.map { $0.event.manager } == created.map { Optional($0) })
        #expect(!located.contains { $0.event.manager == late })
        #expect(located.allSatisfy { $0.rule == .life1 })
    }

    @Test("LIFE-2: the status getter answers synchronously at launch; the callback comes 2–9 ms later")
    func life2_synchronousRead() {
        var harness = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        var readAtLaunch: AuthorizationStatus?
        harness.model = { event, app in
            if case .launched = event {
                readAtLaunch = app.authorizationStatus
                _ = app.createManager()
            }
        }
        harness.at("0s") { try $0.launch() }
        #expect(readAtLaunch == .authorizedWhenInUse)
        #expect(harness.callbacks.isEmpty)
    }

    @Test("Persisted storage survives a relaunch; writes are visible to later reads in the same handler")
    func storageSurvivesRelaunch() {
        var harness = Harness()
        harness.at("0s") { try $0.launch() }
        let sameHandler = harness.app(at: "0s") { app -> String? in
            app.writeStorage("askedForAlwaysLocation", "true")
            return app.readStorage("askedForAlwaysLocation")
        }
        #expect(sameHandler == "true")
        harness.at("1s") { try $0.relaunch() }
        #expect(harness.simulation.appSystem().readStorage("askedForAlwaysLocation") == "true")
        #expect(harness.simulation.appSystem().launchCount == 2)
    }

    @Test("Invalid API use is an error record, never a crash")
    func invalidUse_isAnErrorRecord() {
        var harness = Harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "0s") { $0.requestWhenInUseAuthorization(ManagerID(42)) }
        let record = harness.records.last
        #expect(
            record?.kind
                == .invalidCall(
                    .requestWhenInUseAuthorization(ManagerID(42)),
                    reason: "manager m42 was never created in this process"))
        #expect(harness.simulation.state.alert == nil)
    }

    @Test("Steps that cannot happen throw with what was on screen")
    func stepErrors() throws {
        var harness = Harness()
        #expect(throws: StepError.noAlert(button: "Allow Once")) { try harness.simulation.answerAlert("Allow Once") }
        let manager = harness.launchWithManager()
        harness.app(at: "0s") { $0.requestWhenInUseAuthorization(manager) }
        let alert = try #require(harness.simulation.state.alert)
        #expect(throws: StepError.unknownButton("Allow", alert: alert)) { try harness.simulation.answerAlert("Allow") }
        #expect(
            StepError.unknownButton("Allow", alert: alert).description
                == "the location alert on screen has no button \"Allow\"; its buttons are \"Allow Once\", "
                + "\"Allow While Using App\", \"Don\u{2019}t Allow\"")
        #expect(throws: StepError.lifecycle(step: "resume", current: .foreground)) { try harness.simulation.resume() }
        _ = try harness.simulation.answerAlert("Don't Allow")
        #expect(harness.simulation.state.authorization.decision == .denied)
    }

    @Test("Switching to Settings takes a foreground app to the background with a log line; elsewhere it does nothing")
    func switchToSettings_leavesTheForeground() throws {
        var harness = Harness()
        harness.at("0s") { try $0.launch() }
        let records = harness.simulation.switchToSettings()
        #expect(
            records.map(\.kind) == [
                .log("the user switches to Settings: the app leaves the foreground"), .delivered(.didEnterBackground),
            ])
        #expect(harness.simulation.state.app.lifecycle == .background)
        #expect(harness.simulation.switchToSettings().isEmpty, "already in the background: nothing to leave")
        #expect(harness.simulation.state.app.lifecycle == .background)
        _ = try harness.simulation.foreground()
        _ = try harness.simulation.terminate()
        #expect(harness.simulation.switchToSettings().isEmpty, "not running: nothing to leave")
    }

    @Test("An external event comes back untouched, after system events due at the same time")
    func externalEvents() {
        var simulation = Simulation(configuration: SimulationConfiguration())
        simulation.schedule(external: 7, at: Harness.t("1s"))
        #expect(simulation.nextEventTime() == Harness.t("1s"))
        #expect(simulation.step() == .external(7))
        #expect(simulation.now == Harness.t("1s"))
        #expect(simulation.step() == nil)
    }
}

@Suite("LIFE-3: opening the app's Settings page")
struct OpenSettingsTests {
    @Test("LIFE-3: opening Settings from the foreground sends the app to the background at once")
    func life3_openSettingsBackgrounds() {
        var harness = Harness()
        _ = harness.launchWithManager()
        harness.app(at: "1s") { $0.openSettings() }
        #expect(harness.simulation.state.app.lifecycle == .background)
        let last = harness.deliveries.last
        #expect(last?.event == .didEnterBackground)
        #expect(last?.rule == .life3)
        #expect(last?.time == Harness.t("1s"))
    }

    @Test("LIFE-3: from the background, opening Settings changes nothing")
    func life3_fromTheBackground() throws {
        var harness = Harness()
        _ = harness.launchWithManager()
        harness.at("1s") { try $0.background() }
        let count = harness.deliveries.count
        harness.app(at: "2s") { $0.openSettings() }
        #expect(harness.deliveries.count == count)
        #expect(harness.simulation.state.app.lifecycle == .background)
    }

    /// The lifecycle events the app heard, with their rules, from `from` on.
    static func lifecycle(_ harness: Harness, after from: String) -> [(AppEvent, RuleID?)] {
        harness.deliveries.filter { $0.time >= Harness.t(from) && $0.event.manager == nil }.map { ($0.event, $0.rule) }
    }

    @Test("LIFE-4: an alert over the foreground app makes it resign active; answering it makes it active")
    func life4_alertResignsActive() throws {
        var harness = Harness()
        let manager = harness.launchWithManager()
        harness.app(at: "1s") { $0.requestWhenInUseAuthorization(manager) }
        #expect(Self.lifecycle(harness, after: "1s").map(\.0) == [.willResignActive])
        #expect(Self.lifecycle(harness, after: "1s").map(\.1) == [.life4])
        harness.at("2s") { try $0.answerAlert("Allow While Using App") }
        #expect(Self.lifecycle(harness, after: "2s").map(\.0) == [.didBecomeActive])
        #expect(
            harness.simulation.appSystem().authorizationStatus == .authorizedWhenInUse, "the new status, read at once")
    }

    @Test("LIFE-4: an app that leaves with the alert up, or is in the background when it shows, is not told again")
    func life4_notInTheForeground() throws {
        var harness = Harness()
        let manager = harness.launchWithManager()
        harness.app(at: "1s") { $0.requestWhenInUseAuthorization(manager) }
        harness.at("1.5s") { try $0.background() }
        harness.at("2s") { try $0.answerAlert("Don't Allow") }
        #expect(
            Self.lifecycle(harness, after: "1.5s").map(\.0) == [.didEnterBackground],
            "no didBecomeActive in the background")
        harness.at("3s") { try $0.foreground() }
        #expect(Self.lifecycle(harness, after: "3s").map(\.0) == [.willEnterForeground, .didBecomeActive])
    }
}
