import AppModels
import LocationSystem
import Testing

@Suite("always-gate: the venue app gated on Always (seed 003)")
struct AlwaysGateModelTests {
    @Test("first launch: the request screen asks for Always on appear; provisional Always opens the gate")
    func firstLaunch() {
        var driver = ModelDriver("always-gate")
        driver.at("0s") { try $0.launch() }
        #expect(driver.ui("screen") == "Location request")
        #expect(driver.alerts.map(\.kind) == [.location], "requestAlways from 0 shows the three-button alert")
        driver.at("1s") { try $0.answerAlert("Allow While Using App") }
        driver.run(until: "2s")
        #expect(driver.ui("screen") == "Venues", "AUTH-5: provisional Always reads 3")
        #expect(driver.session("requests") == "1")
    }

    @Test("When In Use: the upgrade is asked on appear; Keep Only While Using leaves Settings as the way")
    func upgradeFromWhenInUse() {
        var driver = ModelDriver("always-gate") { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        driver.at("0s") { try $0.launch() }
        #expect(driver.alerts.map(\.kind) == [.alwaysUpgrade])
        driver.at("1s") { try $0.answerAlert("Keep Only While Using") }
        driver.run(until: "3s")
        #expect(driver.ui("screen") == "Location request")
        #expect(driver.ui("button") == "Open Settings")
        driver.expectTap("Open Settings", at: "3s")
        driver.at("4s") { try $0.background() }
        driver.at("5s") { $0.setLocation(.always) }
        driver.at("6s") { try $0.foreground() }
        #expect(driver.ui("screen") == "Venues")
    }

    @Test("a downgrade in Settings shows the request screen again on return")
    func downgrade() {
        var driver = ModelDriver("always-gate") { $0.start = StartingAuthorization(status: .authorizedAlways) }
        driver.at("0s") { try $0.launch() }
        #expect(driver.ui("screen") == "Venues")
        #expect(driver.session("requests") == "0")
        driver.at("1s") { try $0.background() }
        driver.at("2s") { $0.setLocation(.whileUsing) }
        driver.at("3s") { try $0.foreground() }
        #expect(driver.ui("screen") == "Location request")
        #expect(driver.session("status") == "authorizedWhenInUse")
    }

    @Test("SET-4: with the Settings callback skipped, the refresh on becoming active opens the gate")
    func skippedCallback() {
        var driver = ModelDriver("always-gate") { configuration in
            configuration.start = StartingAuthorization(status: .denied)
            configuration.faults = [.skippedSettingsCallback]
        }
        driver.at("0s") { try $0.launch() }
        #expect(driver.ui("button") == "Open Settings")
        driver.at("1s") { try $0.background() }
        driver.at("2s") { $0.setLocation(.always) }
        driver.run(until: "3s")
        #expect(driver.session("status") == "denied", "no callback came")
        driver.at("4s") { try $0.foreground() }
        #expect(driver.ui("screen") == "Venues")
        #expect(driver.session("refreshes") == "2")
    }
}
