import LocationSystem
import SimulationKit
import Testing
import Vocabulary

@Suite("MOT: Motion & Fitness")
struct MotionTests {
    @Test("MOT-1: the first protected call shows the alert; its handler waits as long as the user takes")
    func mot1_queryPrompts() throws {
        var harness = Harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.queryMotion(.activity) }
        let alert = try #require(harness.simulation.state.alert)
        #expect(alert.kind == .motion && alert.rule == .mot1 && alert.buttons == ["Don\u{2019}t Allow", "Allow"])
        #expect(alert.message(in: harness.simulation.state.plist) == "Counts steps during a run.")
        harness.run(until: "2h")
        #expect(!harness.deliveries.contains { $0.event.kind == "motionResult" })
        harness.at("2h") { try $0.answerAlert("Allow") }
        harness.run(until: "7201s")
        #expect(harness.deliveries.last?.event == .motionResult(.activity, errorCode: 104))
    }

    @Test("MOT-2: one answer covers all four classes, with no callback")
    func mot2_oneAnswer() {
        var harness = Harness { $0.device.motionHardware = true }
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.queryMotion(.pedometer) }
        harness.at("2s") { try $0.answerAlert("Allow") }
        let app = harness.simulation.appSystem()
        #expect(MotionClass.allCases.allSatisfy { app.motionStatus($0) == .authorized })
        harness.run(until: "3s")
        #expect(
            harness.deliveries.filter { $0.time > Harness.t("2s") }.map(\.event) == [
                .motionResult(.pedometer, errorCode: nil)
            ])
        harness.at("4s") { $0.setMotion(false) }
        #expect(harness.simulation.appSystem().motionStatus(.altimeter) == .denied)
        #expect(harness.records.last?.rule == .mot2)
    }

    @Test("MOT-3: the alert appears without hardware; after the answer the handler gets 104")
    func mot3_noHardware() {
        var harness = Harness { $0.device.motionHardware = false }
        harness.at("0s") { try $0.launch() }
        #expect(!harness.simulation.appSystem().isMotionAvailable(.activity))
        harness.app(at: "1s") { $0.queryMotion(.activity) }
        #expect(harness.alertsShown.count == 1)
        harness.at("2s") { try $0.answerAlert("Allow") }
        harness.run(until: "3s")
        let result = harness.deliveries.last
        #expect(result?.event == .motionResult(.activity, errorCode: 104) && result?.rule == .mot3)
    }
}
