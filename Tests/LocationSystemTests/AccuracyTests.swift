import LocationSystem
import SimulationKit
import Testing
import Vocabulary

@Suite("ACC: precision")
struct AccuracyTests {
    static func updating(
        seed: UInt64 = 0, accuracy: Accuracy = .full,
        _ configure: (inout SimulationConfiguration) -> Void = { _ in }
    ) -> (Harness, ManagerID) {
        var harness = Harness(seed: seed) {
            $0.start = StartingAuthorization(status: .authorizedWhenInUse, accuracy: accuracy)
            configure(&$0)
        }
        let manager = harness.launchWithManager()
        harness.app(at: "0s") { $0.startUpdatingLocation(manager) }
        return (harness, manager)
    }

    @Test("ACC-1: precise fixes at 1 Hz, 5 m at the true position, speed and course -1 when still")
    func acc1_preciseFix() {
        var (harness, _) = Self.updating()
        harness.run(until: "3s")
        let fixes = harness.fixes
        #expect(fixes.map(\.time) == [Harness.t("1s"), Harness.t("2s"), Harness.t("3s")])
        for fix in fixes.map(\.fix) {
            #expect(fix.coordinate == .westminsterBridge)
            #expect(fix.horizontalAccuracy_dm == 50 && fix.speed_cmps == -100 && fix.course_cdeg == -100)
            #expect(fix.description == "51.5007,-0.1246 ±5m speed -1 course -1")
        }
        #expect(fixes.allSatisfy { $0.rule == .acc1 })
    }

    @Test("ACC-2: approximate fix: 5,411.8 m, centre 1.7–2.1 km away and inside the radius, speed and course 0")
    func acc2_approximateFix() throws {
        var (harness, _) = Self.updating(seed: 11, accuracy: .reduced)
        harness.run(until: "1s")
        let (_, rule, fix) = try #require(harness.fixes.first)
        #expect(rule == .acc2)
        #expect(fix.horizontalAccuracy_dm == 54_118 && fix.horizontalAccuracyText == "5411.8")
        #expect(fix.speed_cmps == 0 && fix.course_cdeg == 0)
        let offset = Geodesy.distance(fix.coordinate, .westminsterBridge).millimetres
        #expect(offset >= 1_699_000 && offset <= 2_101_000)
    }

    @Test(
        "ACC-2: every approximate fix lies within its radius of the true position, even after a long move",
        arguments: 0..<50)
    func acc2_insideRadiusAfterMoves(seed: UInt64) {
        var (harness, _) = Self.updating(seed: seed, accuracy: .reduced)
        let stops = [
            Coordinate(latitude_e6: 51_536_673, longitude_e6: -124_600),
            Coordinate(latitude_e6: 51_680_700, longitude_e6: -124_600),
            Coordinate(latitude_e6: 51_520_000, longitude_e6: -160_000),
        ]
        var checked = 0
        for (index, stop) in stops.enumerated() {
            harness.at("\(index * 5 + 2)min") { $0.move(to: stop) }
            harness.run(until: "\(index * 5 + 3)min")
            for (time, _, fix) in harness.fixes where time > Harness.t("\(index * 5 + 2)min") {
                #expect(
                    Geodesy.distance(fix.coordinate, stop) <= Distance(millimetres: 5_411_800),
                    "seed \(seed) at \(time)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test("ACC-3: the same place gives the same centre within a run; other seeds give other centres")
    func acc3_snapping() throws {
        var (harness, _) = Self.updating(seed: 5, accuracy: .reduced)
        harness.at("10s") { $0.move(to: Coordinate(latitude_e6: 51_600_000, longitude_e6: 0)) }
        harness.run(until: "20min")
        harness.at("20min") { $0.move(to: .westminsterBridge) }
        harness.run(until: "40min")
        let centres = harness.fixes.map(\.fix.coordinate)
        let first = centres[0]
        #expect(centres.last == first, "back at the bridge after a recompute: the same centre, to the last digit")
        #expect(Set(centres).count == 2, "the far place snapped to another cell's centre after the recompute")
        var other = Self.updating(seed: 6, accuracy: .reduced).0
        other.run(until: "1s")
        #expect(other.fixes.first?.fix.coordinate != first)
    }

    @Test("ACC-4: Allow Once on the full-accuracy alert gives fullAccuracy true and 5 m fixes; Don't Allow succeeds")
    func acc4_temporaryFullAccuracy() throws {
        var (harness, manager) = Self.updating(accuracy: .reduced)
        harness.app(at: "2.5s") { $0.requestTemporaryFullAccuracyAuthorization(manager, purposeKey: "RunRoute") }
        let alert = try #require(harness.simulation.state.alert)
        #expect(alert.title == "Allow \u{201C}Host\u{201D} to use your precise location once?")
        #expect(alert.buttons == ["Don\u{2019}t Allow", "Allow Once"])
        #expect(alert.message(in: harness.simulation.state.plist) == "Exact location keeps the run route accurate.")
        harness.at("3.5s") { try $0.answerAlert("Allow Once") }
        harness.run(until: "6s")
        let after = harness.deliveries.filter { $0.time > Harness.t("3.5s") && $0.event.kind != "locations" }
        #expect(
            after.map(\.event) == [
                .authorization(manager, status: .authorizedWhenInUse, fullAccuracy: true),
                .fullAccuracyResult(manager, errorCode: nil),
            ])
        #expect(harness.fixes.filter { $0.time > Harness.t("3.6s") }.allSatisfy { $0.fix.horizontalAccuracy_dm == 50 })

        var (declined, other) = Self.updating(accuracy: .reduced)
        declined.app(at: "1.5s") { $0.requestTemporaryFullAccuracyAuthorization(other, purposeKey: "RunRoute") }
        declined.at("2s") { try $0.answerAlert("Don't Allow") }
        declined.run(until: "3s")
        let results = declined.deliveries.filter {
            $0.event.kind == "fullAccuracyResult" || $0.event.kind == "authorization"
        }
        #expect(results.last?.event == .fullAccuracyResult(other, errorCode: nil))
        #expect(declined.simulation.appSystem().accuracyAuthorization == .reduced)
    }

    @Test("ACC-5: code 18 at once and no alert: missing key, already full, background, another alert up")
    func acc5_promptDeclined() {
        func declined(_ harness: Harness, _ manager: ManagerID) -> Int {
            harness.deliveries.filter { $0.event == .fullAccuracyResult(manager, errorCode: 18) && $0.rule == .acc5 }
                .count
        }
        var (missing, m1) = Self.updating(accuracy: .reduced)
        missing.app(at: "0.5s") { $0.requestTemporaryFullAccuracyAuthorization(m1, purposeKey: "NoSuchKey") }
        missing.run(until: "0.5s")
        // "At once": delivered at the instant of the call (right after it returns), not 2–9 ms later.
        #expect(declined(missing, m1) == 1 && missing.alertsShown.isEmpty)
        #expect(
            missing.deliveries.last { $0.event == .fullAccuracyResult(m1, errorCode: 18) }?.time == Harness.t("0.5s"))
        missing.run(until: "1s")

        var (full, m2) = Self.updating(accuracy: .full)
        full.app(at: "0.5s") { $0.requestTemporaryFullAccuracyAuthorization(m2, purposeKey: "RunRoute") }
        full.run(until: "1s")
        #expect(declined(full, m2) == 1 && full.alertsShown.isEmpty)

        var (background, m3) = Self.updating(accuracy: .reduced)
        background.at("0.2s") { try $0.background() }
        background.app(at: "0.5s") { $0.requestTemporaryFullAccuracyAuthorization(m3, purposeKey: "RunRoute") }
        background.run(until: "1s")
        #expect(declined(background, m3) == 1 && background.alertsShown.isEmpty)

        var (outstanding, m4) = Self.updating(accuracy: .reduced)
        outstanding.app(at: "0.5s") { $0.requestTemporaryFullAccuracyAuthorization(m4, purposeKey: "RunRoute") }
        outstanding.app(at: "0.6s") { $0.requestTemporaryFullAccuracyAuthorization(m4, purposeKey: "RunRoute") }
        outstanding.run(until: "1s")
        #expect(declined(outstanding, m4) == 1 && outstanding.alertsShown.count == 1)
        let reasons = outstanding.records.compactMap { record -> String? in
            if case .ignoredCall(_, let reason) = record.kind { return reason }
            return nil
        }
        #expect(reasons == ["Outstanding authorization prompt detected."])
    }

    @Test("ACC-6: temporary full accuracy ends exactly 11.3 s after backgrounding: callback 4, fullAccuracy false")
    func acc6_expiry() throws {
        var harness = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse, accuracy: .reduced) }
        let manager = harness.launchWithManager()
        harness.app(at: "1s") { $0.requestTemporaryFullAccuracyAuthorization(manager, purposeKey: "RunRoute") }
        harness.at("2s") { try $0.answerAlert("Allow Once") }
        harness.at("10s") { try $0.background() }
        harness.run(until: "21.299999s")
        #expect(harness.simulation.appSystem().accuracyAuthorization == .full)
        harness.run(until: "21.3s")
        #expect(harness.simulation.appSystem().accuracyAuthorization == .reduced)
        #expect(harness.records.last?.time == Harness.t("21.3s") && harness.records.last?.rule == .acc6)
        harness.run(until: "22s")
        let last = try #require(harness.callbacks.last)
        #expect(last.status == 4 && !last.full && last.rule == .acc6)
        #expect(harness.simulation.state.app.lifecycle == .background)

        var postponed = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse, accuracy: .reduced) }
        let other = postponed.launchWithManager()
        postponed.app(at: "1s") { $0.requestTemporaryFullAccuracyAuthorization(other, purposeKey: "RunRoute") }
        postponed.at("2s") { try $0.answerAlert("Allow Once") }
        postponed.app(at: "3s") { _ = $0.startBackgroundActivitySession() }
        postponed.at("10s") { try $0.background() }
        postponed.run(until: "60s")
        #expect(postponed.simulation.appSystem().accuracyAuthorization == .full)
    }

    @Test("ACC-7: desiredAccuracy reduced gives approximate fixes, same centre, grant unchanged")
    func acc7_reducedOnPurpose() {
        var (harness, manager) = Self.updating(seed: 9)
        harness.app(at: "1.5s") { $0.setDesiredAccuracy(manager, .reduced) }
        harness.run(until: "3s")
        let reduced = harness.fixes.filter { $0.time > Harness.t("1.5s") }
        #expect(reduced.count == 2 && reduced.allSatisfy { $0.rule == .acc7 && $0.fix.horizontalAccuracy_dm == 54_118 })
        #expect(harness.simulation.appSystem().accuracyAuthorization == .full)
        var (precise, _) = Self.updating(seed: 9, accuracy: .reduced)
        precise.run(until: "1s")
        #expect(precise.fixes.first?.fix.coordinate == reduced.first?.fix.coordinate)
    }

    @Test("ACC-8: NSLocationDefaultAccuracyReduced is ignored by the simulator, honoured by the device profile")
    func acc8_defaultAccuracyReduced() {
        for (profile, expected) in [
            (Profile.ios27Simulator, Accuracy.full), (.deviceDocumented, .reduced),
        ] {
            var harness = Harness {
                $0.profile = profile
                $0.plist.defaultAccuracyReduced = true
            }
            let manager = harness.launchWithManager()
            harness.app(at: "1s") { $0.requestWhenInUseAuthorization(manager) }
            harness.at("2s") { try $0.answerAlert("Allow While Using App") }
            #expect(harness.simulation.appSystem().accuracyAuthorization == expected)
        }
    }

    @Test("ACC-9: a moving route freezes in the background on the simulator, not on the device profile")
    func acc9_routeFreeze() {
        for (profile, frozen) in [(Profile.ios27Simulator, true), (.deviceDocumented, false)] {
            var (harness, manager) = Self.updating { $0.profile = profile }
            harness.app(at: "0s") { $0.setAllowsBackgroundLocationUpdates(manager, true) }
            harness.at("0s") { try $0.walk(bearing_cdeg: 9_000, distance: .metres(100), duration: .seconds(100)) }
            harness.at("10.5s") { try $0.background() }
            harness.run(until: "20s")
            let background = harness.fixes.filter { $0.time > Harness.t("10.5s") }.map(\.fix.coordinate)
            #expect((Set(background).count == 1) == frozen)
            if frozen {
                #expect(harness.fixes.last?.rule == .acc9)
            } else {
                #expect(harness.fixes.last?.fix.speed_cmps == 100 && harness.fixes.last?.fix.course_cdeg == 9_000)
            }
        }
    }
}
