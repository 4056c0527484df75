import LocationSystem
import SimulationKit
import Testing
import Vocabulary

/// The camera and microphone permissions. Nothing here was measured: the figures are Apple's
/// documentation (D) and locsim's assumptions (A), as the catalog says.
@Suite("CAM, MIC: camera and microphone")
struct CameraMicrophoneTests {
    static let plist = InfoPlist(entries: [
        InfoPlist.cameraKey: "Takes a photo to attach to a note.", InfoPlist.microphoneKey: "Records a voice note.",
    ])

    static func harness(_ configure: (inout SimulationConfiguration) -> Void = { _ in }) -> Harness {
        Harness {
            $0.plist = plist
            configure(&$0)
        }
    }

    static func accessResults(_ harness: Harness) -> [AppEvent] {
        harness.deliveries.map(\.event).filter { $0.kind == "accessResult" }
    }

    @Test("CAM-1: one alert with the purpose string; every waiting completion gets the answer after it")
    func cam1_requestPrompts() throws {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestCaptureAccess(for: .video) }
        harness.app(at: "2s") { $0.requestCaptureAccess(for: .video) }
        let alert = try #require(harness.simulation.state.alert)
        #expect(alert.kind == .camera && alert.rule == .cam1 && alert.buttons == ["Don\u{2019}t Allow", "OK"])
        #expect(alert.title == "\u{201C}Host\u{201D} Would Like to Access the Camera")
        #expect(alert.message(in: harness.simulation.state.plist) == "Takes a photo to attach to a note.")
        #expect(harness.alertsShown.count == 1 && harness.simulation.state.waitingAlerts.isEmpty)
        harness.run(until: "1h")
        #expect(Self.accessResults(harness).isEmpty)
        harness.at("1h") { try $0.answerAlert("OK") }
        #expect(harness.simulation.appSystem().captureAuthorizationStatus(for: .video) == .authorized)
        harness.run(until: "3601s")
        #expect(Self.accessResults(harness) == Array(repeating: .accessResult(.camera, granted: true), count: 2))
        #expect(harness.deliveries.filter { $0.event.kind == "accessResult" }.allSatisfy { $0.rule == .cam1 })
    }

    @Test("CAM-2: after a decision a request shows no alert and gets the stored answer")
    func cam2_decidedAnswersAtOnce() {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestCaptureAccess(for: .video) }
        harness.at("2s") { try $0.answerAlert("Don't Allow") }
        harness.app(at: "3s") { $0.requestCaptureAccess(for: .video) }
        #expect(harness.simulation.state.alert == nil && harness.alertsShown.count == 1)
        harness.run(until: "3.01s")
        let last = harness.deliveries.last
        #expect(last?.event == .accessResult(.camera, granted: false) && last?.rule == .cam2)
        #expect(last.map { ms(Harness.t("3s"), $0.time) <= 9 } == true)
    }

    @Test("CAM-3: restricted reads restricted; a request answers false without an alert; lifting it restores")
    func cam3_restricted() {
        var harness = Self.harness { $0.device.cameraRestricted = true }
        harness.at("0s") { try $0.launch() }
        #expect(harness.simulation.appSystem().captureAuthorizationStatus(for: .video) == .restricted)
        harness.app(at: "1s") { $0.requestCaptureAccess(for: .video) }
        harness.run(until: "2s")
        #expect(harness.alertsShown.isEmpty)
        #expect(harness.deliveries.last?.event == .accessResult(.camera, granted: false))
        #expect(harness.deliveries.last?.rule == .cam3)
        harness.at("3s") { $0.setCameraRestricted(false) }
        #expect(harness.simulation.appSystem().captureAuthorizationStatus(for: .video) == .notDetermined)
        #expect(harness.records.last?.rule == .cam3)
    }

    @Test("CAM-4: the Settings switch stores the answer; revoking a grant ends the running app, untold")
    func cam4_settingsRevokeEndsTheApp() {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestCaptureAccess(for: .video) }
        harness.at("2s") { try $0.answerAlert("OK") }
        harness.at("5s") { try $0.background() }
        harness.at("6s") { $0.setPrivacy(.camera, on: false) }
        #expect(harness.simulation.state.privacyStatus(.camera) == .camera(.denied))
        #expect(harness.simulation.state.app.lifecycle == .notRunning)
        #expect(!harness.records(after: "6s", through: "6s").contains { $0.deliveredEvent == .terminated })
        #expect(harness.records.contains { $0.rule == .cam4 && $0.kind == .privacyChanged(.camera(.denied)) })
        harness.at("7s") { $0.setPrivacy(.camera, on: true) }
        #expect(harness.simulation.state.privacyStatus(.camera) == .camera(.authorized))
    }

    @Test("CAM-4: with privacyRevokeTerminates false the app lives on; granting never ends it")
    func cam4_revokeWithoutTermination() {
        var harness = Self.harness { $0.profile.privacyRevokeTerminates = false }
        harness.at("0s") { try $0.launch() }
        harness.at("1s") { try $0.background() }
        harness.at("2s") { $0.setPrivacy(.camera, on: true) }
        harness.at("3s") { $0.setPrivacy(.camera, on: false) }
        #expect(harness.simulation.state.app.lifecycle == .background)
        #expect(harness.simulation.state.privacyStatus(.camera) == .camera(.denied))
    }

    @Test("MIC-1: its own alert and answer; camera access grants nothing for the microphone")
    func mic1_separateFromCamera() throws {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestCaptureAccess(for: .video) }
        harness.at("2s") { try $0.answerAlert("OK") }
        #expect(harness.simulation.appSystem().recordPermission == .undetermined)
        #expect(harness.simulation.appSystem().captureAuthorizationStatus(for: .audio) == .notDetermined)
        harness.app(at: "3s") { $0.requestRecordPermission() }
        let alert = try #require(harness.simulation.state.alert)
        #expect(alert.kind == .microphone && alert.rule == .mic1)
        #expect(alert.title == "\u{201C}Host\u{201D} Would Like to Access the Microphone")
        #expect(alert.message(in: harness.simulation.state.plist) == "Records a voice note.")
        harness.at("4s") { try $0.answerAlert("OK") }
        harness.run(until: "5s")
        #expect(harness.deliveries.last?.event == .accessResult(.microphone, granted: true))
        #expect(harness.simulation.appSystem().recordPermission == .granted)
        #expect(harness.simulation.appSystem().captureAuthorizationStatus(for: .audio) == .authorized)
    }

    @Test("MIC-2: requestAccess(for: .audio) and requestRecordPermission share one decision")
    func mic2_oneDecisionTwoAPIs() {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestCaptureAccess(for: .audio) }
        #expect(harness.simulation.state.alert?.kind == .microphone)
        harness.at("2s") { try $0.answerAlert("Don't Allow") }
        harness.app(at: "3s") { $0.requestRecordPermission() }
        harness.run(until: "4s")
        #expect(harness.alertsShown.count == 1)
        let last = harness.deliveries.last
        #expect(last?.event == .accessResult(.microphone, granted: false) && last?.rule == .mic2)
    }

    @Test("MIC-3: the Settings switch grants without ending the app; revoking ends it")
    func mic3_settings() {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.at("1s") { try $0.background() }
        harness.at("2s") { $0.setPrivacy(.microphone, on: true) }
        #expect(harness.simulation.state.app.lifecycle == .background)
        #expect(harness.simulation.appSystem().recordPermission == .granted)
        #expect(harness.records.last?.rule == .mic3)
        harness.at("3s") { $0.setPrivacy(.microphone, on: false) }
        #expect(harness.simulation.state.app.lifecycle == .notRunning)
        #expect(harness.simulation.state.privacyStatus(.microphone) == .microphone(.denied))
    }
}
