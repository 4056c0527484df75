import LocationSystem
import SimulationKit
import Testing
import Vocabulary

@Suite("SES-4, SES-5: a still device's live updates, a session's full accuracy")
struct SessionPauseAndAccuracyTests {
    /// The live updates delivered after `from`, with their time, flags and whether they had a location.
    static func updates(_ harness: Harness, after from: String = "0s") -> [(time: SimInstant, flags: DiagnosticFlags)] {
        harness.deliveries.filter { $0.time > Harness.t(from) }.compactMap { delivery in
            guard case .liveUpdate(_, let flags, let fix) = delivery.event, fix != nil else { return nil }
            return (delivery.time, flags)
        }
    }

    @Test("SES-4: a device left still: one update with stationary after stationaryAfter, then none until it moves")
    func ses4_stationaryPausesUntilTheDeviceMoves() {
        var harness = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse) }
        harness.at("0s") { try $0.launch() }
        _ = harness.app(at: "0s") { $0.startLiveUpdates() }
        harness.run(until: "90s")
        let still = Self.updates(harness)
        let flagged = still.filter { $0.flags.stationary }
        #expect(flagged.count == 1)
        #expect(flagged.first.map { $0.time >= Harness.t("60s") && $0.time < Harness.t("61.5s") } == true)
        #expect(still.last?.flags.stationary == true, "nothing after the stationary update while still")
        #expect(still.count >= 59 && still.count <= 62)
        harness.at("90s") { $0.move(to: Coordinate(latitude_e6: 51_510_000, longitude_e6: -124_600)) }
        harness.run(until: "95s")
        let moving = Self.updates(harness, after: "90s")
        #expect(moving.count >= 4 && moving.allSatisfy { !$0.flags.stationary })
        let rules = harness.deliveries.filter { $0.time > Harness.t("90s") }.map(\.rule)
        #expect(rules.first == .ses4, "the resuming update illustrates SES-4")
    }

    @Test("SES-4: a walk counts as moving until it ends, and stationaryAfter is read from the profile")
    func ses4_walkingIsNotStationary() throws {
        var harness = Harness {
            $0.start = StartingAuthorization(status: .authorizedWhenInUse)
            $0.profile.stationaryAfter = .seconds(5)
        }
        harness.at("0s") { try $0.launch() }
        _ = harness.app(at: "0s") { $0.startLiveUpdates() }
        harness.at("1s") { try $0.walk(bearing_cdeg: 9_000, distance: .metres(20), duration: .seconds(20)) }
        harness.run(until: "30s")
        let flagged = Self.updates(harness).filter { $0.flags.stationary }
        #expect(flagged.count == 1)
        #expect(flagged.first.map { $0.time >= Harness.t("26s") && $0.time < Harness.t("27.5s") } == true)
    }

    @Test("SES-5: a session with a purpose key asks for full accuracy; Don't Allow sets fullAccuracyDenied")
    func ses5_sessionAsksForFullAccuracy() throws {
        var harness = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse, accuracy: .reduced) }
        harness.at("0s") { try $0.launch() }
        let session = harness.app(at: "1s") {
            $0.startServiceSession(requirement: .whenInUse, fullAccuracyPurposeKey: "RunRoute")
        }
        let alert = try #require(harness.simulation.state.alert)
        #expect(alert.kind == .fullAccuracy && alert.requester == .session(session) && alert.rule == .ses5)
        harness.at("2s") { try $0.answerAlert("Don't Allow") }
        harness.run(until: "3s")
        let diagnostics = harness.deliveries.compactMap { delivery -> (RuleID?, DiagnosticFlags)? in
            if case .diagnostic(session, let flags) = delivery.event { (delivery.rule, flags) } else { nil }
        }
        #expect(diagnostics.first?.1.fullAccuracyDenied == false)
        #expect(diagnostics.last?.1.fullAccuracyDenied == true && diagnostics.last?.0 == .ses5)
        harness.at("4s") { try $0.background() }
        harness.at("5s") { try $0.foreground() }
        #expect(harness.alertsShown.filter { $0.kind == .fullAccuracy }.count == 1, "a decline is not asked again")
    }

    @Test("SES-5: Allow Once grants temporary full accuracy; after it lapses the session asks again in the foreground")
    func ses5_sessionReasksAfterTheLapse() throws {
        var harness = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse, accuracy: .reduced) }
        harness.at("0s") { try $0.launch() }
        _ = harness.app(at: "1s") {
            $0.startServiceSession(requirement: .whenInUse, fullAccuracyPurposeKey: "RunRoute")
        }
        harness.at("2s") { try $0.answerAlert("Allow Once") }
        harness.run(until: "3s")
        #expect(harness.simulation.state.fullAccuracy)
        harness.at("3s") { try $0.background() }
        harness.run(until: "20s")
        #expect(!harness.simulation.state.fullAccuracy, "ACC-6's lapse")
        #expect(harness.alertsShown.filter { $0.kind == .fullAccuracy }.count == 1, "not asked in the background")
        harness.at("20s") { try $0.foreground() }
        #expect(harness.alertsShown.filter { $0.kind == .fullAccuracy }.count == 2)
    }

    @Test("SES-5: a purpose key missing from the Info.plist shows nothing and says so")
    func ses5_missingPurposeKeyShowsNothing() {
        var harness = Harness { $0.start = StartingAuthorization(status: .authorizedWhenInUse, accuracy: .reduced) }
        harness.at("0s") { try $0.launch() }
        _ = harness.app(at: "1s") {
            $0.startServiceSession(requirement: .whenInUse, fullAccuracyPurposeKey: "NoSuchKey")
        }
        harness.run(until: "2s")
        #expect(harness.simulation.state.alert == nil)
        let logged = harness.records.contains { record in
            if case .log(let text) = record.kind { record.rule == .ses5 && text.contains("NoSuchKey") } else { false }
        }
        #expect(logged)
    }
}
