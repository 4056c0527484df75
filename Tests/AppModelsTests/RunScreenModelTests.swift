import AppModels
import LocationSystem
import Testing

@Suite("run-screen: a pure function of five conditions, with its invariants (seed 001)")
struct RunScreenModelTests {
    @Test("the full product is 160 combinations, all distinct")
    func fullProduct() {
        #expect(RunConditions.all.count == 160)
        #expect(Set(RunConditions.all).count == 160)
    }

    @Test("the three invariants hold in all 160 combinations", arguments: RunConditions.all)
    func invariants(_ conditions: RunConditions) {
        #expect(RunScreen(conditions).violations(for: conditions).isEmpty)
        for used in [false, true] {
            let screen = RunScreen(conditions, needsAlways: true, alwaysUpgradeUsed: used)
            #expect(screen.violations(for: conditions, needsAlways: true, alwaysUpgradeUsed: used).isEmpty)
        }
    }

    @Test("a broken screen names the rule and the combination")
    func brokenScreenIsReported() {
        let denied = RunConditions(
            access: .denied, precise: false, servicesEnabled: true, motion: .unavailable, hasBarometer: false)
        var screen = RunScreen(denied)
        screen.primary = .askForLocation
        screen.routeDistance = .shown
        #expect(
            screen.violations(for: denied) == [
                "offers the location alert, which cannot appear (denied precise:false services:true motion:unavailable barometer:false)",
                "shows a distance from approximate locations (denied precise:false services:true motion:unavailable barometer:false)",
            ])
    }

    @Test("the model follows the system: ask, allow, Precise off, Location Services off")
    func modelFollowsTheSystem() {
        var driver = ModelDriver("run-screen") { $0.device.motionHardware = true }
        driver.at("0s") { try $0.launch() }
        #expect(driver.ui("primary") == "askForLocation")
        #expect(driver.ui("button") == "Allow location")
        #expect(driver.ui("steps") == RunScreen.allowMotionLabel)
        driver.expectTap("Allow location", at: "1s")
        driver.at("2s") { try $0.answerAlert("Allow While Using App") }
        driver.run(until: "3s")
        #expect(driver.ui("primary") == "startRun")
        #expect(driver.ui("distance") == "shown")
        #expect(driver.ui("floors") == "hidden")
        driver.at("4s") { $0.setPrecise(false) }
        driver.run(until: "5s")
        #expect(driver.ui("distance") == "Turn on Precise Location for distance")
        driver.at("6s") { $0.setLocationServices(false) }
        driver.run(until: "7s")
        #expect(driver.ui("primary") == "turnOnLocationServices")
        #expect(driver.ui("distance") == "hidden")
        #expect(driver.violations.isEmpty)
    }

    @Test("the steps tile asks for Motion & Fitness; the answer shows steps (MOT-1, MOT-2)")
    func motion() {
        var driver = ModelDriver("run-screen") { configuration in
            configuration.start = StartingAuthorization(status: .authorizedWhenInUse)
            configuration.device.motionHardware = true
            configuration.device.barometer = true
        }
        driver.at("0s") { try $0.launch() }
        driver.expectTap(RunScreen.allowMotionLabel, at: "1s")
        #expect(driver.alerts.map(\.kind) == [.motion])
        driver.at("2s") { try $0.answerAlert("Allow") }
        driver.run(until: "3s")
        #expect(driver.ui("steps") == "shown")
        #expect(driver.ui("floors") == "shown")
    }

    @Test("needsAlways: the upgrade is offered once, then Settings")
    func needsAlways() {
        var driver = ModelDriver("run-screen", options: [(key: "needsAlways", value: "true")]) {
            $0.start = StartingAuthorization(status: .authorizedWhenInUse)
        }
        driver.at("0s") { try $0.launch() }
        #expect(driver.ui("primary") == "offerAlwaysUpgrade")
        driver.expectTap("Allow background recording", at: "1s")
        #expect(driver.ui("primary") == "openSettings")
        driver.at("2s") { try $0.answerAlert("Keep Only While Using") }
        driver.run(until: "4s")
        #expect(driver.ui("primary") == "openSettings")
        #expect(driver.violations.isEmpty)
    }
}
