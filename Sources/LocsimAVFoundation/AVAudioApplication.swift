import LocationSystem
import Vocabulary

/// The app's audio object (AVFAudio, iOS 17) as permission code meets it: the microphone's record
/// permission and its request (MIC-1 to MIC-3), the same permission `AVCaptureDevice` reads for
/// `.audio`.
open class AVAudioApplication: NSObject, @unchecked Sendable {
    /// The microphone permission, with AVFAudio's raw values (four-character codes).
    public enum recordPermission: Int, Sendable {
        /// `'undt'`: the user has not answered the microphone alert.
        case undetermined = 1_970_168_948
        /// `'deny'`: the user said no.
        case denied = 1_684_369_017
        /// `'grnt'`: the user allowed recording.
        case granted = 1_735_552_628

        init(_ permission: RecordPermission) {
            self = Self(rawValue: Int(permission.rawValue)) ?? .undetermined
        }
    }

    /// The process's one audio application object.
    public static let shared = AVAudioApplication()

    /// Whether the app may record.
    open var recordPermission: AVAudioApplication.recordPermission {
        AVAudioApplication.recordPermission(PrivacyRequest.recordPermission)
    }

    /// Asks for the microphone: the alert the first time (MIC-1), the stored answer at once after
    /// a decision. `response` gets whether recording is allowed.
    open class func requestRecordPermission(completionHandler response: @escaping @Sendable (Bool) -> Void) {
        PrivacyRequest.ask(
            .microphone, api: "requestRecordPermission(completionHandler:)", { $0.requestRecordPermission() },
            reply: response)
    }

    /// ``requestRecordPermission(completionHandler:)`` awaited.
    open class func requestRecordPermission() async -> Bool {
        await withCheckedContinuation { continuation in
            requestRecordPermission { continuation.resume(returning: $0) }
        }
    }
}
