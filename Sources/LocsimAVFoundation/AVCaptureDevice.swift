import LocationSystem
import Vocabulary

/// The capture device class as permission code meets it: the camera's and the microphone's status
/// and requests (CAM-1 to CAM-4, MIC-1 to MIC-3). Capturing itself is not simulated.
open class AVCaptureDevice: NSObject {
    /// Whether the app may capture `mediaType`: the camera for `.video`, the microphone for `.audio`.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        guard let media = PrivacyRequest.mediaType(mediaType, api: "authorizationStatus(for:)") else {
            return .notDetermined
        }
        return AVAuthorizationStatus(PrivacyRequest.captureStatus(media))
    }

    /// Asks for `mediaType`: the alert the first time (CAM-1, MIC-1), the stored answer at once
    /// after a decision (CAM-2). `handler` gets whether access is granted.
    open class func requestAccess(
        for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void
    ) {
        let api = "requestAccess(for:completionHandler:)"
        guard let media = PrivacyRequest.mediaType(mediaType, api: api) else { return handler(false) }
        PrivacyRequest.ask(media.permission, api: api, { $0.requestCaptureAccess(for: media) }, reply: handler)
    }

    /// ``requestAccess(for:completionHandler:)`` awaited (iOS 17).
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool {
        await withCheckedContinuation { continuation in
            requestAccess(for: mediaType) { continuation.resume(returning: $0) }
        }
    }
}
