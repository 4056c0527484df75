import Vocabulary

/// Whether the app may capture a kind of media (`AVCaptureDevice.authorizationStatus(for:)`), with
/// AVFoundation's raw values.
public enum AVAuthorizationStatus: Int, Sendable {
    /// The user has not answered the alert.
    case notDetermined = 0
    /// Device management or Screen Time forbids access; the user cannot change it.
    case restricted = 1
    /// The user said no.
    case denied = 2
    /// The user allowed access.
    case authorized = 3

    /// The app-facing status of a simulated one: the raw values are AVFoundation's on both sides.
    init(_ status: CaptureAuthorizationStatus) {
        self = AVAuthorizationStatus(rawValue: status.rawValue) ?? .notDetermined
    }
}
