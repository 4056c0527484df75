import LocationSystem
import Vocabulary

/// The audio session's permission API from before iOS 17, kept for apps that still call it (Apple
/// deprecated it for ``AVAudioApplication``): one microphone permission under either name.
open class AVAudioSession: NSObject, @unchecked Sendable {
    /// The microphone permission in the session's words, with the same raw values.
    public enum RecordPermission: UInt, Sendable {
        /// `'undt'`: the user has not answered the microphone alert.
        case undetermined = 1_970_168_948
        /// `'deny'`: the user said no.
        case denied = 1_684_369_017
        /// `'grnt'`: the user allowed recording.
        case granted = 1_735_552_628
    }

    private static let instance = AVAudioSession()

    /// The process's audio session.
    open class func sharedInstance() -> AVAudioSession { instance }

    /// Whether the app may record.
    @available(iOS, deprecated: 17.0, message: "use AVAudioApplication.shared.recordPermission")
    open var recordPermission: AVAudioSession.RecordPermission {
        AVAudioSession.RecordPermission(rawValue: UInt(PrivacyRequest.recordPermission.rawValue)) ?? .undetermined
    }

    /// Asks for the microphone, as ``AVAudioApplication/requestRecordPermission(completionHandler:)``.
    @available(iOS, deprecated: 17.0, message: "use AVAudioApplication.requestRecordPermission(completionHandler:)")
    open func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) {
        AVAudioApplication.requestRecordPermission(completionHandler: response)
    }
}
