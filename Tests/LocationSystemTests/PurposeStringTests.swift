import LocationSystem
import SimulationKit
import Testing

@Suite("PLIST: purpose strings")
struct PurposeStringTests {
    @Test("PLIST-1: blank or whitespace counts as missing; Always needs both location keys")
    func plist1_requiredKeys() {
        let plist = InfoPlist(entries: [InfoPlist.whenInUseKey: "Shows the map.", InfoPlist.motionKey: "  "])
        #expect(plist.hasPurpose(InfoPlist.whenInUseKey))
        #expect(!plist.hasPurpose(InfoPlist.motionKey))
        var harness = Harness { $0.plist = plist }
        let manager = harness.launchWithManager()
        harness.app(at: "1s") { $0.requestAlwaysAuthorization(manager) }
        #expect(harness.alertsShown.isEmpty)
        #expect(
            harness.records.contains {
                $0.rule == .plist1
                    && $0.kind
                        == .log(
                            "This app has attempted to access privacy-sensitive data without a usage description. The app\u{2019}s "
                                + "Info.plist must contain an \u{201C}NSLocationAlwaysAndWhenInUseUsageDescription\u{201D} key"
                        )
            })
    }

    @Test("PLIST-2: a missing location key: no alert, status 0, no fix, no error, one liveUpdate in progress, a log")
    func plist2_silentFailure() {
        var harness = Harness { $0.plist = InfoPlist() }
        let manager = harness.launchWithManager()
        harness.app(at: "1s") {
            $0.requestWhenInUseAuthorization(manager)
            $0.startUpdatingLocation(manager)
            _ = $0.startLiveUpdates()
        }
        harness.run(until: "60s")
        #expect(harness.alertsShown.isEmpty)
        #expect(harness.simulation.appSystem().authorizationStatus == .notDetermined)
        #expect(harness.fixes.isEmpty)
        #expect(!harness.deliveries.contains { $0.event.kind == "failure" })
        let updates = harness.deliveries.filter { $0.event.kind == "liveUpdate" }
        #expect(updates.count == 1)
        if case .liveUpdate(_, let flags, let fix) = updates.first?.event {
            #expect(flags.authorizationRequestInProgress && fix == nil)
        }
        #expect(harness.records.contains { $0.rule == .plist2 && $0.kind.isLog })
    }

    @Test("PLIST-3: a missing motion key crashes the app on the first protected call, even without hardware")
    func plist3_motionCrash() {
        var harness = Harness {
            $0.plist = InfoPlist(entries: [InfoPlist.whenInUseKey: "Shows the map."])
            $0.device.motionHardware = false
        }
        _ = harness.launchWithManager()
        harness.app(at: "1s") {
            $0.queryMotion(.pedometer)
            $0.queryMotion(.activity)
        }
        let crash = harness.records.first { if case .crash = $0.kind { return true } else { return false } }
        #expect(crash?.rule == .plist3)
        if case .crash(let signal, let namespace, _) = crash?.kind {
            #expect(signal == "SIGABRT" && namespace == "TCC")
        }
        #expect(harness.simulation.state.app.lifecycle == .crashed)
        harness.run(until: "10s")
        #expect(harness.alertsShown.isEmpty)
        #expect(harness.deliveries.filter { $0.time > Harness.t("1s") }.isEmpty)
    }

    @Test("PLIST-4: a camera or microphone request without its key crashes the app before any alert")
    func plist4_captureCrash() {
        for (call, key) in [
            (AppCall.requestCaptureAccess(.video), InfoPlist.cameraKey),
            (AppCall.requestRecordPermission, InfoPlist.microphoneKey),
        ] {
            var harness = Harness { $0.plist = InfoPlist(entries: [InfoPlist.whenInUseKey: "Shows the map."]) }
            harness.at("0s") { try $0.launch() }
            harness.app(at: "1s") { $0.call(call) }
            let crash = harness.records.first { if case .crash = $0.kind { return true } else { return false } }
            #expect(crash?.rule == .plist4)
            if case .crash(_, _, let message) = crash?.kind { #expect(message.contains(key)) }
            #expect(harness.simulation.state.app.lifecycle == .crashed)
            harness.run(until: "10s")
            #expect(harness.alertsShown.isEmpty && harness.deliveries.filter { $0.time > Harness.t("1s") }.isEmpty)
        }
    }
}

extension SystemRecord.Kind {
    var isLog: Bool { if case .log = self { return true } else { return false } }
}
