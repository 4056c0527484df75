import AppModels
import LocationSystem
import SimulationKit
import Testing
import Vocabulary

@Suite("tracking-session: pause on lost access, record the gap, invent nothing (seed 001)")
struct TrackingSessionModelTests {
    /// Launched with When In Use, walking east at 3 m/s for a minute, with the run started at 0 s:
    /// fixes arrive every second from 1 s, so the run's first fix is run time 0.
    func walkingRun() -> ModelDriver {
        var driver = ModelDriver("tracking-session") { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        driver.at("0s") { try $0.launch() }
        driver.at("0s") { try $0.walk(bearing_cdeg: 9_000, distance: .metres(180), duration: .seconds(60)) }
        driver.expectTap("Start run", at: "0s")
        return driver
    }

    @Test("revoke after 10 s of fixes, 30 s without, grant, 10 s more: gaps [9s…40s], 54 m not 147 m")
    func revokeMidRun() {
        var driver = walkingRun()
        driver.run(until: "10.5s")
        #expect(driver.fixes.count == 10)
        #expect(driver.session("distance_m") == "27")
        driver.at("10.5s") { $0.setLocation(.never) }  // AUTH-11: code 1, then status 2
        driver.run(until: "11s")
        #expect(driver.session("tracking") == "pausedForAccess")
        #expect(driver.ui("banner") == "Paused: location access is off. The run resumes when it returns.")
        driver.at("40.5s") { $0.setLocation(.whileUsing) }  // fixes resume on their own
        driver.run(until: "40.9s")
        #expect(driver.session("tracking") == "pausedForAccess", "an authorized status waits for the first fix")
        driver.run(until: "50.5s")
        #expect(driver.session("tracking") == "running")
        #expect(driver.session("gaps") == "[9s…40s]")
        #expect(driver.session("distance_m") == "54")
        #expect(driver.ui("distance") == "54 m")
        let fixes = driver.fixes
        #expect(fixes.count == 20)
        let naive = zip(fixes, fixes.dropFirst()).reduce(Int64(0)) {
            $0 + Geodesy.distance($1.0.coordinate, $1.1.coordinate).millimetres
        }
        #expect((naive + 500) / 1_000 == 147, "joining across the gap would invent 93 m")
    }

    @Test("code 0 is transient: no pause, no gap")
    func transientFailure() {
        var driver = walkingRun()
        driver.run(until: "3.5s")
        driver.at("3.5s") { $0.inject(.failure(ManagerID(1), code: ErrorCodes.locationUnknown)) }
        driver.run(until: "5.5s")
        #expect(driver.session("tracking") == "running")
        #expect(driver.session("transientFailures") == "1")
        #expect(driver.session("gaps") == "[]")
        #expect(driver.session("distance_m") == "12")
    }

    @Test(
        "any loss of access pauses",
        arguments: [LocationSetting.never, .ask])
    func anyLossPauses(_ setting: LocationSetting) {
        var driver = walkingRun()
        driver.run(until: "2.5s")
        driver.at("2.5s") { $0.setLocation(setting) }
        driver.run(until: "3.5s")
        #expect(driver.session("tracking") == "pausedForAccess")
    }

    @Test("Start run asks for When In Use when undecided; Stop run ends the session")
    func startAndStop() {
        var driver = ModelDriver("tracking-session")
        driver.at("0s") { try $0.launch() }
        driver.expectTap("Start run", at: "1s")
        #expect(driver.alerts.map(\.kind) == [.location])
        driver.at("2s") { try $0.answerAlert("Allow While Using App") }
        driver.run(until: "4.5s")
        #expect(driver.fixes.count == 2)
        driver.expectTap("Stop run", at: "4.5s")
        #expect(driver.session("tracking") == "ended")
        #expect(driver.ui("button") == "Start run")
        driver.expectTap("Stop run", at: "5s", available: false)
    }
}
