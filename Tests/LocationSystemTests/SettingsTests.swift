import LocationSystem
import SimulationKit
import Testing

@Suite("SET: changes made in Settings")
struct SettingsTests {
    /// A When In Use app, updating, sent to the background at 5 s (as a trip to Settings does).
    static func inBackground(_ configure: (inout SimulationConfiguration) -> Void = { _ in }) -> (Harness, ManagerID) {
        var harness = Harness {
            $0.start = StartingAuthorization(status: .authorizedWhenInUse)
            configure(&$0)
        }
        let manager = harness.launchWithManager()
        harness.app(at: "0.1s") {
            $0.setAllowsBackgroundLocationUpdates(manager, true)
            $0.startUpdatingLocation(manager)
        }
        harness.at("5s") { try $0.background() }
        return (harness, manager)
    }

    static func callbacksAfter(_ harness: Harness, _ time: String) -> [AppEvent] {
        harness.deliveries.filter { $0.time > Harness.t(time) }.map(\.event).filter {
            if case .locations = $0 { return false } else { return true }
        }
    }

    @Test("SET-PRECISE-OFF: callback status 4 with fullAccuracy false, in the background")
    func setPreciseOff_callback() {
        var (harness, manager) = Self.inBackground()
        harness.at("6s") { $0.setPrecise(false) }
        harness.run(until: "7s")
        #expect(
            Self.callbacksAfter(harness, "6s") == [
                .authorization(manager, status: .authorizedWhenInUse, fullAccuracy: false)
            ])
        #expect(harness.callbacks.last?.rule == .setPreciseOff)
    }

    @Test("SET-NEVER: code-1 failure strictly before the status-2 callback with fullAccuracy false")
    func setNever_failureThenDenied() throws {
        var (harness, manager) = Self.inBackground()
        harness.at("6s") { $0.setLocation(.never) }
        harness.run(until: "7s")
        let after = harness.deliveries.filter { $0.time > Harness.t("6s") && $0.event.kind != "locations" }
        #expect(
            after.map(\.event) == [
                .failure(manager, code: 1), .authorization(manager, status: .denied, fullAccuracy: false),
            ])
        #expect(after[0].time < after[1].time)
        #expect(after.map(\.rule) == [.auth11, .setNever])
    }

    @Test("SET-ASK: callback 0 with fullAccuracy true")
    func setAsk_callback() {
        var (harness, manager) = Self.inBackground()
        harness.at("6s") { $0.setLocation(.ask) }
        harness.run(until: "7s")
        #expect(
            Self.callbacksAfter(harness, "6s") == [.authorization(manager, status: .notDetermined, fullAccuracy: true)])
    }

    @Test("SET-WHILE-USING: callback 4 with fullAccuracy true")
    func setWhileUsing_callback() {
        var (harness, manager) = Self.inBackground { $0.start = StartingAuthorization(status: .denied) }
        harness.at("6s") { $0.setLocation(.whileUsing) }
        harness.run(until: "7s")
        #expect(
            Self.callbacksAfter(harness, "6s") == [
                .authorization(manager, status: .authorizedWhenInUse, fullAccuracy: true)
            ])
    }

    @Test("SET-ALWAYS (assumed): callback 3")
    func setAlways_callback() {
        var (harness, manager) = Self.inBackground()
        harness.at("6s") { $0.setLocation(.always) }
        harness.run(until: "7s")
        #expect(
            Self.callbacksAfter(harness, "6s") == [
                .authorization(manager, status: .authorizedAlways, fullAccuracy: true)
            ])
    }

    @Test("SET-SERVICES-OFF: callback 2 for every manager; on again restores the status")
    func setServicesOff_callback() {
        var harness = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        harness.at("0s") { try $0.launch() }
        let (first, second) = harness.app(at: "0s") { ($0.createManager(), $0.createManager()) }
        harness.at("2s") { $0.setLocationServices(false) }
        harness.run(until: "3s")
        #expect(
            Self.callbacksAfter(harness, "2s") == [
                .authorization(first, status: .denied, fullAccuracy: false),
                .authorization(second, status: .denied, fullAccuracy: false),
            ])
        #expect(harness.simulation.appSystem().locationServicesEnabled == false)
        harness.at("4s") { $0.setLocationServices(true) }
        harness.run(until: "5s")
        #expect(harness.callbacks.last?.status == 4)
    }

    @Test("SET-1: an accuracy change arrives through the authorization callback with the status unchanged")
    func set1_accuracyThroughCallback() {
        var (harness, manager) = Self.inBackground {
            $0.start = StartingAuthorization(status: .authorizedWhenInUse, accuracy: .reduced)
        }
        harness.at("6s") { $0.setPrecise(true) }
        harness.run(until: "7s")
        #expect(
            Self.callbacksAfter(harness, "6s") == [
                .authorization(manager, status: .authorizedWhenInUse, fullAccuracy: true)
            ])
        #expect(harness.callbacks.last?.rule == .set1)
    }

    @Test("SET-2: a suspended app hears the change when it resumes; the app is not terminated")
    func set2_suspendedHearsOnResume() {
        var harness = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        let manager = harness.launchWithManager()
        harness.at("1s") { try $0.background() }
        harness.at("2s") { try $0.suspend() }
        harness.at("3s") { $0.setPrecise(false) }
        harness.run(until: "10s")
        #expect(harness.callbacks.filter { $0.time > Harness.t("3s") }.isEmpty)
        #expect(
            harness.records.contains {
                $0.kind == .held(.authorization(manager, status: .authorizedWhenInUse, fullAccuracy: false))
            })
        harness.at("10s") { try $0.resume() }
        let resumed = harness.deliveries.filter { $0.time == Harness.t("10s") }.map(\.event)
        #expect(resumed == [.resumed, .authorization(manager, status: .authorizedWhenInUse, fullAccuracy: false)])
        #expect(harness.simulation.state.app.lifecycle == .background)
    }

    @Test("SET-3: accuracy reads reduced under 2 and full under 0")
    func set3_accuracyReadings() {
        var denied = Harness { $0.start = StartingAuthorization(status: .denied, accuracy: .full) }
        #expect(denied.simulation.appSystem().accuracyAuthorization == .reduced)
        var undetermined = Harness { $0.start = StartingAuthorization(status: .notDetermined, accuracy: .reduced) }
        #expect(undetermined.simulation.appSystem().accuracyAuthorization == .full)
        _ = denied.simulation.setLocation(.ask)
        _ = undetermined.simulation.setLocation(.whileUsing)
        #expect(denied.simulation.appSystem().accuracyAuthorization == .full)
        #expect(undetermined.simulation.appSystem().accuracyAuthorization == .reduced)
    }

    @Test("SET-4: the skipSettingsCallback fault drops the callback; the status still changes")
    func set4_skippedCallback() {
        var (harness, _) = Self.inBackground { $0.faults = [.skippedSettingsCallback] }
        harness.at("6s") { $0.setPrecise(false) }
        harness.run(until: "8s")
        #expect(harness.callbacks.filter { $0.time > Harness.t("6s") }.isEmpty)
        #expect(harness.records.contains { $0.rule == .set4 })
        #expect(harness.simulation.appSystem().accuracyAuthorization == .reduced)
    }

    @Test("Faults: delayCallback adds faultCallbackDelay; dropCallback loses the first change callback")
    func faults_delayedAndDropped() {
        var delayed = Harness { $0.faults = [.delayedCallback] }
        let manager = delayed.launchWithManager()
        delayed.app(at: "1s") { $0.requestWhenInUseAuthorization(manager) }
        delayed.at("2s") { try $0.answerAlert("Allow While Using App") }
        delayed.run(until: "5s")
        let late = delayed.callbacks.last!
        #expect(late.status == 4 && late.time >= Harness.t("4.002s") && late.time <= Harness.t("4.009s"))

        var dropped = Harness { $0.faults = [.droppedCallback] }
        let other = dropped.launchWithManager()
        dropped.app(at: "1s") { $0.requestWhenInUseAuthorization(other) }
        dropped.at("2s") { try $0.answerAlert("Allow While Using App") }
        dropped.run(until: "5s")
        #expect(dropped.callbacks.map(\.status) == [0])

        var unanswered = Harness { $0.faults = [.unansweredAlert] }
        let third = unanswered.launchWithManager()
        unanswered.app(at: "1s") { $0.requestWhenInUseAuthorization(third) }
        unanswered.at("2s") { try $0.answerAlert("Allow Once") }
        #expect(unanswered.simulation.state.alert?.kind == .location)
    }

    @Test("SET-5: changes made at the same instant are heard in the order they were made, over 64 seeds")
    func set5_sameInstantChangesHeardInOrder() {
        for seed in UInt64(0)..<64 {
            var harness = Harness(seed: seed) { $0.start = StartingAuthorization(status: .denied) }
            _ = harness.launchWithManager()
            harness.at("5s") { try $0.background() }
            harness.at("6s") { $0.setLocation(.whileUsing) }
            harness.at("6s") { $0.setPrecise(false) }
            harness.at("6s") { $0.setLocation(.never) }
            harness.run(until: "7s")
            let heard = harness.callbacks.filter { $0.time > Harness.t("6s") }
            #expect(heard.map(\.rule) == [.setWhileUsing, .setPreciseOff, .setNever], "seed \(seed)")
            #expect(heard.map(\.time) == heard.map(\.time).sorted(), "seed \(seed)")
        }
    }
}
