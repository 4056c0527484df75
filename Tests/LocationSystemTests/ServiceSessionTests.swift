import LocationSystem
import SimulationKit
import Testing
import Vocabulary

@Suite("SES: service sessions and live updates")
struct ServiceSessionTests {
    @Test("SES-1: a session prompts by itself; requestInProgress first; after the grant: 4, clear, then a fix")
    func ses1_sessionPrompts() throws {
        var harness = Harness()
        harness.at("0s") { try $0.launch() }
        let (session, live) = harness.app(at: "0.5s") {
            ($0.startServiceSession(requirement: .whenInUse), $0.startLiveUpdates())
        }
        let alert = try #require(harness.simulation.state.alert)
        #expect(alert.kind == .location && alert.requester == .session(session))
        harness.run(until: "1.4s")
        let before = harness.deliveries.map(\.event).filter { $0.kind == "diagnostic" || $0.kind == "liveUpdate" }
        var inProgress = DiagnosticFlags()
        inProgress.authorizationRequestInProgress = true
        #expect(before == [.diagnostic(session, flags: inProgress), .liveUpdate(live, flags: inProgress, fix: nil)])
        _ = harness.app(at: "1.4s") { $0.createManager() }
        harness.at("2s") { try $0.answerAlert("Allow While Using App") }
        harness.run(until: "2.01s")
        let after = harness.deliveries.filter { $0.time > Harness.t("2s") }.map(\.event)
        #expect(after.count == 3)
        #expect(after[0].kind == "authorization")
        #expect(after[1] == .diagnostic(session, flags: DiagnosticFlags()))
        if case .liveUpdate(_, let flags, let fix) = after[2] {
            #expect(flags.isClear && fix?.coordinate == .westminsterBridge)
        } else {
            Issue.record("expected a live update, got \(after[2])")
        }
    }

    @Test("SES-2: denied: one update with authorizationDenied, then quiet; locations resume after a grant")
    func ses2_deniedThenGranted() {
        var harness = Harness { $0.start = StartingAuthorization(status: .denied) }
        harness.at("0s") { try $0.launch() }
        let live = harness.app(at: "0s") { $0.startLiveUpdates() }
        harness.run(until: "10s")
        let updates = harness.deliveries.filter { $0.event.kind == "liveUpdate" }
        #expect(updates.count == 1)
        if case .liveUpdate(live, let flags, nil) = updates[0].event {
            #expect(flags.authorizationDenied)
        } else {
            Issue.record("expected a denied update without a location")
        }
        #expect(updates[0].rule == .ses2)
        harness.at("10s") { $0.setLocation(.whileUsing) }
        harness.run(until: "13s")
        let resumed = harness.deliveries.filter { $0.time > Harness.t("10s") && $0.event.kind == "liveUpdate" }
        #expect(resumed.count >= 3)
    }

    @Test("SES-3: in a bare host requestInProgress stays true forever: a waiting UI needs a timeout")
    func ses3_flagsDescribeTheMoment() {
        var harness = Harness { $0.plist = InfoPlist() }
        harness.at("0s") { try $0.launch() }
        let session = harness.app(at: "0s") { $0.startServiceSession(requirement: .whenInUse) }
        harness.run(until: "1h")
        let diagnostics = harness.deliveries.filter { $0.event.kind == "diagnostic" }
        #expect(diagnostics.count == 1 && diagnostics[0].rule == .ses3)
        if case .diagnostic(session, let flags) = diagnostics[0].event {
            #expect(flags.authorizationRequestInProgress)
        }
    }

    /// The flags of the first diagnostic of a session requiring `requirement` and of the first live
    /// update, started at 1 s, under `configure`; and the harness, to go on.
    static func firstFlags(
        requirement: SessionRequirement = .whenInUse, _ configure: (inout SimulationConfiguration) -> Void
    ) -> (diagnostic: DiagnosticFlags?, update: DiagnosticFlags?, harness: Harness) {
        var harness = Harness(configure)
        harness.at("0s") { try $0.launch() }
        _ = harness.app(at: "1s") { ($0.startServiceSession(requirement: requirement), $0.startLiveUpdates()) }
        harness.run(until: "1.5s")
        var diagnostic: DiagnosticFlags?
        var update: DiagnosticFlags?
        for delivery in harness.deliveries {
            switch delivery.event {
            case .diagnostic(_, let flags): diagnostic = diagnostic ?? flags
            case .liveUpdate(_, let flags, _): update = update ?? flags
            default: break
            }
        }
        return (diagnostic, update, harness)
    }

    @Test("SES-3: Location Services off: authorizationDeniedGlobally, not authorizationDenied; cleared when turned on")
    func ses3_deniedGloballyWhileServicesAreOff() {
        var (diagnostic, update, harness) = Self.firstFlags {
            $0.start = StartingAuthorization(status: .authorizedWhenInUse)
            $0.device.locationServicesEnabled = false
        }
        for flags in [diagnostic, update] {
            #expect(flags?.authorizationDeniedGlobally == true && flags?.authorizationDenied == false)
        }
        harness.at("2s") { $0.setLocationServices(true) }
        harness.run(until: "2.5s")
        let later = harness.deliveries.filter { $0.time > Harness.t("2s") }.compactMap { delivery -> DiagnosticFlags? in
            if case .diagnostic(_, let flags) = delivery.event { flags } else { nil }
        }
        #expect(later.first?.isClear == true, "a new diagnostic when the flags change")
    }

    @Test("SES-3: a device restriction: authorizationRestricted")
    func ses3_restricted() {
        let (diagnostic, update, _) = Self.firstFlags { $0.device.restricted = true }
        for flags in [diagnostic, update] {
            #expect(flags?.authorizationRestricted == true && flags?.authorizationRequestInProgress == false)
        }
    }

    @Test(
        "SES-3: a session requiring Always with When In Use: insufficientlyInUse; the live updates (When In Use) are clear"
    )
    func ses3_insufficientlyInUse() {
        let (diagnostic, update, _) = Self.firstFlags(requirement: .always) {
            $0.start = StartingAuthorization(status: .authorizedWhenInUse)
        }
        #expect(diagnostic?.insufficientlyInUse == true)
        #expect(update?.isClear == true)
    }

    @Test("SES-3: a session requiring Always: alwaysAuthorizationDenied once the upgrade alert is answered While Using")
    func ses3_alwaysAuthorizationDenied() throws {
        var (diagnostic, _, harness) = Self.firstFlags(requirement: .always) {
            $0.start = StartingAuthorization(status: .authorizedWhenInUse)
        }
        #expect(harness.simulation.state.alert?.kind == .alwaysUpgrade, "the session shows the upgrade alert itself")
        #expect(diagnostic?.alwaysAuthorizationDenied == false, "not while the alert is up")
        harness.at("2s") { try $0.answerAlert("Keep Only While Using") }
        harness.run(until: "2.5s")
        let later = harness.deliveries.filter { $0.time >= Harness.t("2s") }.compactMap {
            delivery -> DiagnosticFlags? in
            if case .diagnostic(_, let flags) = delivery.event { flags } else { nil }
        }
        #expect(
            later.count == 1 && later.first?.alwaysAuthorizationDenied == true
                && later.first?.insufficientlyInUse == true)
    }

    @Test("SES-3: Precise Location off: accuracyLimited on an authorized app's live updates, with a location")
    func ses3_accuracyLimited() {
        let (_, update, harness) = Self.firstFlags {
            $0.start = StartingAuthorization(status: .authorizedWhenInUse, accuracy: .reduced)
        }
        #expect(update?.accuracyLimited == true && update?.authorizationDenied == false)
        let located = harness.deliveries.contains {
            if case .liveUpdate(_, let flags, let fix?) = $0.event {
                flags.accuracyLimited && fix.horizontalAccuracy_dm > 50
            } else {
                false
            }
        }
        #expect(located, "the update carries an approximate location")
    }
}
