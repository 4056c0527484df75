import Foundation
import LocsimAVFoundation
import LocsimCLI
import LocsimHost
import XCTest

/// The camera's and the microphone's permission API through the AVFoundation facade (CAM-1 to
/// CAM-3, MIC-1 to MIC-3)
final class AVFoundationFacadeTests: XCTestCase {
    static let recorder = HostedApp(name: "voice-note") { VoiceNoteRecorder() }
        .control("Record") { $0.recordTapped() }
        .control("Photo") { $0.photoTapped() }
        .control("Old session") { $0.oldSessionTapped() }

    func run(_ steps: String) throws -> LocsimRun {
        let scenario = """
            model voice-note
            plist NSMicrophoneUsageDescription "Records a voice note."
            plist NSCameraUsageDescription "Attaches a photo to the note."
            \(steps)
            """
        return try ScenarioFolder.with(scenario) { _, path in try Locsim.run(path, app: Self.recorder) }
    }

    /// MIC-1: the first request shows the alert and the completion waits for the answer
    func testRecordPermissionWaitsForTheAnswer() throws {
        let run = try self.run(
            """
            0s      launch
                    expect ui.microphone == "undetermined"
            1s      tap "Record"
                    expect alert == microphone
                    expect ui.answers == 0
            2s      alert "OK"
            2.1s    expect ui.screen == "recording"
                    expect ui.microphone == "granted"
                    expect ui.answers == 1
                    expect microphone == granted
            end 3s
            """)
        XCTAssertTrue(run.passed, "\(run.report)")
    }

    /// CAM-1, CAM-2 and MIC-2: the camera's answer is asked for separately and grants nothing for the microphone
    func testCameraGrantsNothingForTheMicrophone() throws {
        let run = try self.run(
            """
            0s      launch
            1s      tap "Photo"
                    expect alert == camera
            2s      alert "OK"
            2.1s    expect ui.screen == "camera"
                    expect ui.camera == "authorized"
                    expect ui.microphone == "undetermined"
            3s      tap "Photo"
                    expect no alert
            3.1s    expect ui.answers == 2
            end 4s
            """)
        XCTAssertTrue(run.passed, "\(run.report)")
    }

    /// MIC-3: after Don't Allow the app offers Settings; switched on there, it reads granted when active again
    func testDeniedThenAllowedInSettings() throws {
        let run = try self.run(
            """
            0s      launch
            1s      tap "Record"
            2s      alert "Don’t Allow"
            2.1s    expect ui.screen == "openSettings"
                    expect ui.microphone == "denied"
            3s      background
            4s      settings microphone on
            5s      foreground
            5.1s    expect ui.microphone == "granted"
            6s      tap "Record"
                    expect no alert
                    expect ui.screen == "recording"
            end 7s
            """)
        XCTAssertTrue(run.passed, "\(run.report)")
    }

    /// the pre-iOS 17 AVAudioSession request is the same microphone permission
    func testAudioSessionRequestIsTheSamePermission() throws {
        let run = try self.run(
            """
            0s      launch
            1s      tap "Old session"
                    expect alert == microphone
            2s      alert "Don’t Allow"
            2.1s    expect ui.screen == "openSettings"
            3s      tap "Record"
                    expect no alert
                    expect ui.screen == "openSettings"
            end 4s
            """)
        XCTAssertTrue(run.passed, "\(run.report)")
    }

    /// Apple's raw values: AVAuthorizationStatus 0–3, the record permissions' four-character codes, the media types'
    func testRawValuesAreApples() {
        XCTAssertEqual(
            [AVAuthorizationStatus.notDetermined, .restricted, .denied, .authorized].map(\.rawValue), [0, 1, 2, 3])
        XCTAssertEqual(AVAudioApplication.recordPermission.granted.rawValue, 0x6772_6E74)
        XCTAssertEqual(AVAudioApplication.recordPermission.denied.rawValue, 0x6465_6E79)
        XCTAssertEqual(AVAudioApplication.recordPermission.undetermined.rawValue, 0x756E_6474)
        XCTAssertEqual(AVAudioSession.RecordPermission.granted.rawValue, 0x6772_6E74)
        XCTAssertEqual(AVMediaType.video.rawValue, "vide")
        XCTAssertEqual(AVMediaType.audio.rawValue, "soun")
    }
}
