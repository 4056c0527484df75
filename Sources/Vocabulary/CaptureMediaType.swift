/// The `AVMediaType` of `AVCaptureDevice.requestAccess(for:)` and `authorizationStatus(for:)`:
/// `.video` asks for the camera, `.audio` for the microphone (the same permission as
/// `AVAudioApplication.requestRecordPermission()`, MIC-1).
public enum CaptureMediaType: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// `.video`: the camera.
    case video
    /// `.audio`: the microphone.
    case audio

    /// The permission the media type is protected by.
    public var permission: PrivacyPermission { self == .video ? .camera : .microphone }

    /// The name scenarios and traces use (`video`).
    public var description: String { rawValue }
}
