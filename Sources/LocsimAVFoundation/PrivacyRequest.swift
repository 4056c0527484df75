import LocationSystem
import LocsimHost
import Vocabulary

/// The camera's and the microphone's requests and status reads on the simulated system (CAM-1,
/// MIC-1): a request is recorded as the app's call and its completion waits for the system's
/// answer. The completion runs on the main thread when the system replies, whatever queue iOS
/// would have used (an arbitrary one): locsim cannot place another queue's work on its clock.
enum PrivacyRequest {
    /// `AVCaptureDevice.authorizationStatus(for:)` of the camera (`.video`) or the microphone (`.audio`).
    static func captureStatus(_ mediaType: CaptureMediaType) -> CaptureAuthorizationStatus {
        HostedProcess.current?.read { $0.captureAuthorizationStatus(for: mediaType) } ?? .notDetermined
    }

    /// `AVAudioApplication.shared.recordPermission`.
    static var recordPermission: RecordPermission {
        HostedProcess.current?.read(\.recordPermission) ?? .undetermined
    }

    /// The simulated media type of `mediaType`, or nil (with a misuse reported) for one no
    /// permission protects: iOS raises an exception for those, which would end the app.
    static func mediaType(_ mediaType: AVMediaType, api: String) -> CaptureMediaType? {
        switch mediaType {
        case .video: return .video
        case .audio: return .audio
        default:
            HostedProcess.current?.reportMisuse(
                "\(api) was asked about media type '\(mediaType.rawValue)': iOS accepts only .video and .audio"
                    + " and raises an exception for any other")
            return nil
        }
    }

    /// Records the request made by `call` and hands `reply` the answer when the system gives it.
    /// Outside an event (the call cannot be placed on the clock, reported as misuse) `reply` gets
    /// the current answer at once, so no completion or awaiting task is left waiting forever.
    static func ask(
        _ permission: PrivacyPermission, api: String, _ call: (inout AppSystem) -> Void,
        reply: @escaping (Bool) -> Void
    ) {
        guard let process = HostedProcess.current, process.call(api, call) != nil else {
            reply(isGranted(permission))
            return
        }
        process.await(.access(permission)) { event in
            guard case .accessResult(_, let granted) = event else { return }
            reply(granted)
        }
    }

    /// Whether `permission` is allowed now.
    static func isGranted(_ permission: PrivacyPermission) -> Bool {
        switch permission {
        case .camera: return captureStatus(.video) == .authorized
        case .microphone: return recordPermission == .granted
        case .photos, .photosAddOnly, .notifications: return false  // not asked through AVFoundation
        }
    }
}
