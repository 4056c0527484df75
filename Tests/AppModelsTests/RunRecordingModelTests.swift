import AppModels
import LocationSystem
import SimulationKit
import Testing
import Vocabulary

@Suite("run-recording: per-feature gating and a recording split by precision (seed 004)")
struct RunRecordingModelTests {
    /// The point `metres` east of Westminster Bridge, each placed from the bridge itself so that
    /// consecutive distances add up exactly.
    static func east(_ metres: Int64) -> Coordinate {
        Geodesy.offset(.westminsterBridge, north_mm: 0, east_mm: metres * 1_000)
    }

    /// Seed 004's recorded approximate fix: a snapped centre from an earlier simulator run.
    static let recordedApproximate = Coordinate(latitude_e6: 51_514_621, longitude_e6: -119_289)

    /// Seed 004's run, in a real simulation: precise fixes every 100 m from 0 to 1,000 m, Precise
    /// Location off with one approximate fix (the recorded one, delivered as the device log had it),
    /// Precise Location on again, precise fixes from 1,500 m to 2,000 m.
    static func seed004Run(_ model: String) -> ModelDriver {
        var driver = ModelDriver(model) { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        driver.at("0s") { try $0.launch() }
        driver.expectTap("Start run", at: "0s")
        for k in Int64(0)...10 {  // the fix at k + 1 s is at k × 100 m
            driver.at("\(k).5s") { $0.move(to: east(k * 100)) }
        }
        driver.run(until: "11.1s")
        driver.at("11.2s") { $0.setPrecise(false) }
        driver.at("11.4s") { simulation in
            simulation.inject(
                .locations(
                    ManagerID(1),
                    [
                        Fix(
                            coordinate: recordedApproximate, horizontalAccuracy_dm: 54_118, speed_cmps: 0,
                            course_cdeg: 0, timestamp: simulation.now)
                    ]))
        }
        driver.at("11.6s") { $0.setPrecise(true) }
        for k in Int64(0)...5 {  // the fix at 12 s + k is at 1,500 m + k × 100 m
            driver.at("\(11 + k).7s") { $0.move(to: east(1_500 + k * 100)) }
        }
        driver.run(until: "17.5s")
        return driver
    }

    @Test("1,500 m measured from precise segments, where joining every fix gives about 5,090 m")
    func segmentedDistance() {
        let driver = Self.seed004Run("run-recording")
        #expect(driver.fixes.count == 18)
        #expect(driver.session("distance_m") == "1500")
        #expect(driver.session("segments") == "3")
        #expect(driver.session("approximateGaps") == "true")
        #expect(driver.ui("distance") == "1500 m, with a gap")
        let fixes = driver.fixes
        let naive_mm = zip(fixes, fixes.dropFirst()).reduce(Int64(0)) {
            $0 + Geodesy.distance($1.0.coordinate, $1.1.coordinate).millimetres
        }
        // Seed 004 measured 5,090 m with CLLocation on the WGS 84 ellipsoid; locsim's equirectangular
        // sphere (111,320 m per degree) puts the same snapped centre 2.6 m further: 5,093 m, within 0.1 %.
        #expect((naive_mm + 500) / 1_000 == 5_093, "naive \(naive_mm) mm")
    }

    @Test("the joining bug reports the naive distance")
    func joiningBug() {
        let driver = Self.seed004Run("joins-approximate-fixes")
        let reported = Int64(driver.session("distance_m")!)!
        #expect(reported == 5_093)
    }

    @Test("features by grant: seed 004's table")
    func featureGate() {
        let features = FeatureGate.Feature.allCases
        #expect(
            features.map { FeatureGate.state(of: $0, access: .whenInUse, precise: false) } == [
                .available, .approximate, .needsPrecision, .needsPrecision, .needsAlways,
            ])
        #expect(features.allSatisfy { FeatureGate.state(of: $0, access: .always, precise: true) == .available })
        #expect(features.allSatisfy { FeatureGate.state(of: $0, access: .none, precise: true) == .needsAccess })
    }

    @Test("the UI follows the grant; Use precise location asks for temporary full accuracy (ACC-4)")
    func gatingInTheModel() {
        var driver = ModelDriver("run-recording") {
            $0.start = StartingAuthorization(status: .authorizedWhenInUse, accuracy: .reduced)
        }
        driver.at("0s") { try $0.launch() }
        #expect(driver.ui("map") == "approximate")
        #expect(driver.ui("route") == "needsPrecision")
        #expect(driver.ui("background") == "needsAlways")
        driver.expectTap("Use precise location", at: "1s")
        #expect(driver.alerts.map(\.kind) == [.fullAccuracy])
        driver.at("2s") { try $0.answerAlert("Allow Once") }
        driver.run(until: "3s")
        #expect(driver.ui("route") == "available")
        #expect(driver.ui("map") == "available")
        driver.expectTap("Allow background recording", at: "3s")
        driver.expectTap("Allow background recording", at: "4s", available: false)
    }

    @Test("speed is trusted from precise fixes only; approximate 0 does not auto-pause")
    func speed() {
        var driver = ModelDriver("run-recording") { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        driver.at("0s") { try $0.launch() }
        driver.at("0s") { try $0.walk(bearing_cdeg: 0, distance: .metres(300), duration: .seconds(100)) }
        driver.expectTap("Start run", at: "0s")
        driver.run(until: "3.5s")
        #expect(driver.ui("speed") == "3 m/s")
        driver.at("3.5s") { $0.setPrecise(false) }
        driver.run(until: "6.5s")
        #expect(driver.ui("speed") == "—")
        #expect(driver.session("autoPaused") == "false")
        #expect(driver.session("precision") == "approximate")
    }
}
