import LocationSystem
import SimulationKit
import Testing
import Vocabulary

@Suite("MON: region monitoring and significant-change location")
struct MonitoringTests {
    static let home = Coordinate(latitude_e6: 51_500_700, longitude_e6: -124_600)
    /// 100 m around a point 320 m east of home.
    static let office = MonitoredRegion(
        identifier: "office", center: Coordinate(latitude_e6: 51_500_700, longitude_e6: -120_000),
        radius: .metres(100))

    /// Region callbacks (time, manager, event, rule) the app heard.
    static func regionEvents(_ harness: Harness) -> [(time: SimInstant, event: RegionEvent, rule: RuleID?)] {
        harness.deliveries.compactMap { delivery in
            if case .region(_, let event) = delivery.event { return (delivery.time, event, delivery.rule) }
            return nil
        }
    }

    static func fixes(_ harness: Harness) -> [SimInstant] {
        harness.deliveries.compactMap { delivery in
            if case .locations = delivery.event { return delivery.time }
            return nil
        }
    }

    /// A launched app with one manager at home, with `status` set in Settings at 0.5 s.
    static func launched(_ setting: LocationSetting) -> (Harness, ManagerID) {
        var harness = Harness()
        _ = harness.simulation.move(to: home)
        let manager = harness.launchWithManager()
        harness.at("0.5s") { $0.setLocation(setting) }
        harness.run(until: "0.9s")
        return (harness, manager)
    }

    /// Walks 600 m east over 5 min from 10 s: into the office region at 120 s, out at 220 s.
    static func walkThroughOffice(_ harness: inout Harness, at time: String = "10s") {
        harness.at(time) { try $0.walk(bearing_cdeg: 9_000, distance: .metres(600), duration: .minutes(5)) }
    }

    @Test("MON-1: under When In Use, regions and significant changes deliver nothing; Always starts them")
    func mon1_needsAlways() throws {
        var (harness, manager) = Self.launched(.whileUsing)
        harness.app(at: "1s") {
            $0.startMonitoring(manager, region: Self.office)
            $0.startMonitoringSignificantLocationChanges(manager)
            $0.startMonitoringVisits(manager)
        }
        Self.walkThroughOffice(&harness)
        harness.run(until: "5min")
        #expect(Self.regionEvents(harness).isEmpty)
        #expect(Self.fixes(harness).isEmpty)
        #expect(harness.records.filter { $0.rule == .mon1 }.count == 3, "one line for each service, at the call")
        #expect(harness.simulation.appSystem().monitoredRegions.map(\.identifier) == ["office"], "the region is kept")
        harness.at("5min") { $0.setLocation(.always) }
        harness.run(until: "5.1min")
        #expect(Self.fixes(harness).count == 1, "the significant-change service starts with a location")
    }

    @Test("MON-2: a location at once, then only after 500 m and 5 min")
    func mon2_significantChanges() throws {
        var (harness, manager) = Self.launched(.always)
        harness.app(at: "1s") { $0.startMonitoringSignificantLocationChanges(manager) }
        harness.at("10s") { try $0.walk(bearing_cdeg: 0, distance: .kilometres(3), duration: .minutes(15)) }
        harness.run(until: "16min")
        let fixes = Self.fixes(harness)
        #expect(
            fixes == [Harness.t("2s"), Harness.t("302s"), Harness.t("602s"), Harness.t("902s")], "5 min after each")
        #expect(
            harness.deliveries.filter {
                if case .locations = $0.event { return $0.rule != .mon2 } else { return false }
            }.isEmpty)
        harness.app(at: "16min") { $0.stopMonitoringSignificantLocationChanges(manager) }
        _ = harness.simulation.move(to: Self.home)
        harness.run(until: "30min")
        #expect(Self.fixes(harness).count == 4, "stopped: no more")
    }

    @Test("MON-3: started, entered and exited at the next look; requestState answers; regions outlive the process")
    func mon3_regions() throws {
        var (harness, manager) = Self.launched(.always)
        harness.app(at: "1s") { $0.startMonitoring(manager, region: Self.office) }
        Self.walkThroughOffice(&harness)
        harness.run(until: "4min")
        let events = Self.regionEvents(harness)
        #expect(events.map(\.event) == [.started("office"), .entered("office"), .exited("office")])
        #expect(events.map(\.rule) == [.mon3, .mon3, .mon3])
        #expect(events.dropFirst().map(\.time) == [Harness.t("120s"), Harness.t("220s")])
        harness.app(at: "6min") { $0.requestState(manager, identifier: "office") }
        harness.run(until: "6.1min")
        #expect(Self.regionEvents(harness).last?.event == .determined("office", .outside))

        harness.at("7min") { try $0.terminate() }
        harness.at("8min") { try $0.walk(bearing_cdeg: 27_000, distance: .metres(600), duration: .minutes(5)) }
        harness.run(until: "9.6min")
        #expect(harness.simulation.state.app.lifecycle == .background, "relaunched for the entry")
        #expect(harness.simulation.appSystem().monitoredRegions.count == 1)
    }

    @Test("MON-4: the 21st region fails with code 5 and is not kept")
    func mon4_twentyRegions() throws {
        var (harness, manager) = Self.launched(.always)
        harness.app(at: "1s") { app in
            for index in 1...21 {
                let center = Coordinate(latitude_e6: 51_500_000 + Int64(index) * 1_000, longitude_e6: -124_600)
                app.startMonitoring(
                    manager, region: MonitoredRegion(identifier: "r\(index)", center: center, radius: .metres(100)))
            }
        }
        harness.run(until: "2s")
        let events = Self.regionEvents(harness)
        #expect(events.filter { if case .started = $0.event { return true } else { return false } }.count == 20)
        #expect(events.contains { $0.event == .failed("r21", code: 5) && $0.rule == .mon4 })
        #expect(harness.simulation.appSystem().monitoredRegions.count == 20)
    }

    @Test("MON-3 under provisional Always: a crossing asks first (AUTH-6); Change to Always Allow lets it through")
    func mon3_provisionalAlwaysAsksFirst() throws {
        var harness = Harness()
        _ = harness.simulation.move(to: Self.home)
        let manager = harness.launchWithManager()
        harness.app(at: "0.5s") { $0.requestAlwaysAuthorization(manager) }
        harness.at("0.7s") { try $0.answerAlert("Allow While Using App") }
        harness.app(at: "1s") { $0.startMonitoring(manager, region: Self.office) }
        Self.walkThroughOffice(&harness)
        harness.run(until: "121s")
        #expect(harness.simulation.state.alert?.kind == .provisionalAlways, "the entry asks first")
        #expect(!Self.regionEvents(harness).contains { $0.event == .entered("office") })
        harness.at("125s") { try $0.answerAlert("Change to Always Allow") }
        harness.run(until: "127s")
        #expect(Self.regionEvents(harness).contains { $0.event == .entered("office") && $0.time == Harness.t("126s") })
    }
}
