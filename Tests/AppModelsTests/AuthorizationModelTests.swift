import AppModels
import LocationSystem
import Testing

@Suite("authorization: request as a command, status as a stream (seed 000)")
struct AuthorizationModelTests {
    @Test("nextStep over seed 000's cases")
    func nextStep() {
        #expect(PermissionStep.next(for: .notDetermined, servicesEnabled: true, needsAlways: false) == .explainThenAsk)
        #expect(PermissionStep.next(for: .denied, servicesEnabled: true, needsAlways: false) == .openAppSettings)
        #expect(
            PermissionStep.next(for: .denied, servicesEnabled: false, needsAlways: false) == .turnOnLocationServices)
        #expect(PermissionStep.next(for: .restricted, servicesEnabled: true, needsAlways: true) == .explainRestriction)
        #expect(
            PermissionStep.next(for: .whenInUse(askedForAlways: false), servicesEnabled: true, needsAlways: true)
                == .offerAlwaysUpgrade)
        #expect(
            PermissionStep.next(for: .whenInUse(askedForAlways: true), servicesEnabled: true, needsAlways: true)
                == .openAppSettings)
        #expect(
            PermissionStep.next(for: .whenInUse(askedForAlways: true), servicesEnabled: true, needsAlways: false)
                == .proceed)
        #expect(PermissionStep.next(for: .always, servicesEnabled: true, needsAlways: true) == .proceed)
    }

    @Test("Start run asks in context; Allow While Using App leads to the run screen")
    func startRunAsksInContext() {
        var driver = ModelDriver("authorization")
        driver.at("0s") { try $0.launch() }
        driver.run(until: "1s")
        #expect(driver.ui("step") == "explainThenAsk")
        #expect(driver.ui("button") == "Start run")
        #expect(driver.alerts.isEmpty, "nothing is asked at launch")
        driver.expectTap("Start run", at: "1s")
        #expect(driver.alerts.map(\.kind) == [.location])
        driver.at("2s") { try $0.answerAlert("Allow While Using App") }
        driver.run(until: "3s")
        #expect(driver.ui("screen") == "Run")
        #expect(driver.ui("step") == "proceed")
        #expect(driver.session("status") == "authorizedWhenInUse")
        #expect(driver.session("callbacks") == "2")
        driver.expectTap("Start run", at: "3s")
        #expect(driver.session("run") == "started")
        #expect(driver.violations.isEmpty)
    }

    @Test("LIFE-2: the real status is read at launch, before the initial callback")
    func readsStatusAtLaunch() {
        var driver = ModelDriver("authorization") { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        driver.at("0s") { try $0.launch() }
        #expect(driver.ui("step") == "proceed")
        #expect(driver.session("callbacks") == "0")
    }

    @Test("Keep Only While Using: no callback, and the app knows not to ask again (AUTH-7, AUTH-8)")
    func keepOnlyWhileUsing() {
        var driver = ModelDriver("authorization", options: [(key: "needsAlways", value: "true")]) {
            $0.start = StartingAuthorization(status: .authorizedWhenInUse)
        }
        driver.at("0s") { try $0.launch() }
        driver.run(until: "1s")
        #expect(driver.ui("step") == "offerAlwaysUpgrade")
        driver.expectTap("Allow background tracking", at: "1s")
        #expect(driver.alerts.map(\.kind) == [.alwaysUpgrade])
        #expect(driver.ui("step") == "openAppSettings", "the app moves on without waiting for an answer")
        driver.at("2s") { try $0.answerAlert("Keep Only While Using") }
        driver.run(until: "5s")
        #expect(driver.session("callbacks") == "1", "only the initial callback: Keep Only While Using is silent")
        #expect(driver.session("askedForAlways") == "true")
        #expect(driver.ui("button") == "Open Settings")
        driver.expectTap("Allow background tracking", at: "5s", available: false)
        driver.at("6s") { try $0.relaunch() }
        driver.run(until: "7s")
        #expect(driver.ui("step") == "openAppSettings", "the flag is persisted across a relaunch")
        #expect(driver.violations.isEmpty)
    }

    @Test("Don't Allow leads to Settings; Location Services off to the device switch; restricted explains")
    func refusals() {
        var denied = ModelDriver("authorization")
        denied.at("0s") { try $0.launch() }
        denied.tap("Start run", at: "1s")
        denied.at("2s") { try $0.answerAlert("Don't Allow") }
        denied.run(until: "3s")
        #expect(denied.ui("step") == "openAppSettings")
        denied.expectTap("Open Settings", at: "3s")
        denied.at("4s") { try $0.background() }
        denied.at("5s") { $0.setLocationServices(false) }
        denied.run(until: "6s")
        #expect(denied.ui("step") == "openAppSettings", "still 2: no callback, nothing the app reads changed")
        denied.at("7s") { try $0.foreground() }
        #expect(denied.ui("step") == "turnOnLocationServices", "re-read on becoming active")

        var restricted = ModelDriver("authorization") { $0.device.restricted = true }
        restricted.at("0s") { try $0.launch() }
        #expect(restricted.ui("step") == "explainRestriction")
        #expect(restricted.ui("button") == "none")
    }

    @Test("SET-4: a skipped callback on return from Settings is caught by the re-read on becoming active")
    func rereadsOnBecomingActive() {
        var driver = ModelDriver("authorization") { $0.faults = [.skippedSettingsCallback] }
        driver.at("0s") { try $0.launch() }
        driver.tap("Start run", at: "1s")
        driver.at("2s") { try $0.answerAlert("Don't Allow") }
        driver.at("3s") { try $0.background() }
        driver.at("4s") { $0.setLocation(.whileUsing) }
        driver.run(until: "5s")
        #expect(driver.ui("step") == "openAppSettings", "the callback was skipped")
        driver.at("6s") { try $0.foreground() }
        #expect(driver.ui("step") == "proceed")
    }
}
