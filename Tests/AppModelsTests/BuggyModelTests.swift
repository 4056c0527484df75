import AppModels
import LocationSystem
import Testing

/// Each classic bug shows its symptom where its reference model is right, in the same timeline.
@Suite("The classic bugs, each against its reference")
struct BuggyModelTests {
    @Test("every buggy model names a registered reference and takes its options")
    func registry() {
        let registry = BuiltinModels.registry
        let buggy = registry.descriptors.filter { $0.bugOf != nil }
        for descriptor in buggy {
            #expect(registry.descriptor(named: descriptor.bugOf!) != nil, "\(descriptor.name)")
            #expect(descriptor.bugOf != "recorder")
        }
    }

    @Test("initial-callback-as-answer: the AUTH-1 callback with 0 sends the user to Settings unasked")
    func initialCallbackAsAnswer() {
        for (name, expected) in [
            ("authorization", "explainThenAsk"), ("initial-callback-as-answer", "openAppSettings"),
        ] {
            var driver = ModelDriver(name)
            driver.at("0s") { try $0.launch() }
            driver.run(until: "1s")
            #expect(driver.ui("step") == expected, "\(name)")
            #expect(driver.alerts.isEmpty)
        }
    }

    @Test("awaits-always-answer: Keep Only While Using sends nothing, and the screen waits for good")
    func awaitsAlwaysAnswer() {
        for (name, expected) in [("authorization", "openAppSettings"), ("awaits-always-answer", "waitingForAnswer")] {
            var driver = ModelDriver(name, options: [(key: "needsAlways", value: "true")]) {
                $0.start = StartingAuthorization(status: .authorizedWhenInUse)
            }
            driver.at("0s") { try $0.launch() }
            driver.expectTap("Allow background tracking", at: "1s")
            driver.at("2s") { try $0.answerAlert("Keep Only While Using") }
            driver.run(until: "60s")
            #expect(driver.ui("step") == expected, "\(name)")
        }
    }

    @Test("cached-grant: an expired Allow Once still shows the run as ready, even after a relaunch")
    func cachedGrant() {
        for (name, expected) in [("authorization", "explainThenAsk"), ("cached-grant", "proceed")] {
            var driver = ModelDriver(name)
            driver.at("0s") { try $0.launch() }
            driver.expectTap("Start run", at: "1s")
            driver.at("8.7s") { try $0.answerAlert("Allow Once") }
            driver.at("10s") { try $0.background() }
            driver.at("30s") { try $0.foreground() }
            #expect(driver.ui("step") == expected, "\(name)")
            driver.at("31s") { try $0.relaunch() }
            #expect(driver.ui("step") == expected, "\(name) after a relaunch")
        }
    }

    @Test("trusts-approximate-speed: speed 0 from approximate fixes auto-pauses a moving run")
    func trustsApproximateSpeed() {
        for (name, paused, speed) in [("run-recording", "false", "—"), ("trusts-approximate-speed", "true", "0 m/s")] {
            var driver = ModelDriver(name) { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
            driver.at("0s") { try $0.launch() }
            driver.at("0s") { try $0.walk(bearing_cdeg: 0, distance: .metres(300), duration: .seconds(100)) }
            driver.expectTap("Start run", at: "0s")
            driver.at("3.5s") { $0.setPrecise(false) }
            driver.run(until: "6.5s")
            #expect(driver.session("autoPaused") == paused, "\(name)")
            #expect(driver.ui("speed") == speed, "\(name)")
        }
    }

    @Test("joins-approximate-fixes: snapped centres add kilometres the runner never ran")
    func joinsApproximateFixes() {
        var distances: [String: Int64] = [:]
        for name in ["run-recording", "joins-approximate-fixes"] {
            var driver = ModelDriver(name, seed: 3) { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
            driver.at("0s") { try $0.launch() }
            driver.at("0s") { try $0.walk(bearing_cdeg: 9_000, distance: .metres(600), duration: .seconds(300)) }
            driver.expectTap("Start run", at: "0s")
            driver.at("60.5s") { $0.setPrecise(false) }
            driver.at("70.5s") { $0.setPrecise(true) }
            driver.run(until: "120.5s")
            distances[name] = Int64(driver.session("distance_m")!)!
        }
        #expect(distances["run-recording"]! <= 220, "110 s of precise walking at 2 m/s: \(distances)")
        #expect(distances["joins-approximate-fixes"]! >= 3_000, "\(distances)")
    }

    @Test("stale-default-status: a user with Always sees the request screen until the first callback")
    func staleDefaultStatus() {
        for (name, expected) in [("always-gate", "Venues"), ("stale-default-status", "Location request")] {
            var driver = ModelDriver(name) { $0.start = StartingAuthorization(status: .authorizedAlways) }
            driver.at("0s") { try $0.launch() }
            #expect(driver.ui("screen") == expected, "\(name) at launch")
            driver.run(until: "1s")
            #expect(driver.ui("screen") == "Venues", "\(name) after the callback")
        }
    }
}
