import LocsimAVFoundation
import LocsimUIKit
import Observation

/// A voice-note screen as an iOS 17 app writes it: it asks for the microphone when the user taps
/// Record, reads the stored answer when the app becomes active again, and offers Settings after a
/// refusal. A photo button asks for the camera only (a still photo needs no microphone).
@MainActor @Observable
final class VoiceNoteRecorder: NSObject {
    var screen = "idle"
    var microphone = "unknown"
    var camera = "unknown"
    var answers = 0
    @ObservationIgnored private var becameActive: (any NSObjectProtocol)?

    override init() {
        super.init()
        becameActive = NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.refresh() }
        }
        refresh()
    }

    func recordTapped() {
        switch AVAudioApplication.shared.recordPermission {
        case .granted:
            screen = "recording"
        case .denied:
            screen = "openSettings"
        case .undetermined:
            AVAudioApplication.requestRecordPermission { granted in
                MainActor.assumeIsolated {
                    self.answers += 1
                    self.screen = granted ? "recording" : "openSettings"
                    self.refresh()
                }
            }
        @unknown default:
            screen = "openSettings"
        }
    }

    func photoTapped() {
        AVCaptureDevice.requestAccess(for: .video) { granted in
            MainActor.assumeIsolated {
                self.answers += 1
                self.screen = granted ? "camera" : "photoDenied"
                self.refresh()
            }
        }
    }

    func oldSessionTapped() {
        AVAudioSession.sharedInstance().requestRecordPermission { granted in
            MainActor.assumeIsolated {
                self.answers += 1
                self.screen = granted ? "recording" : "openSettings"
            }
        }
    }

    func refresh() {
        microphone = "\(AVAudioApplication.shared.recordPermission)"
        camera = "\(AVCaptureDevice.authorizationStatus(for: .video))"
    }
}
