/// `AVAuthorizationStatus`, with AVFoundation's raw values: what
/// `AVCaptureDevice.authorizationStatus(for:)` answers for `.video` (the camera, CAM-1) and for
/// `.audio` (the microphone read through AVFoundation, MIC-1). Kept apart from ``MotionStatus`` and
/// ``RecordPermission``, whose frameworks declare their own, so a scenario and a trace speak the
/// native words of the API an app reads.
///
/// ```swift
/// CaptureAuthorizationStatus(name: "denied")?.rawValue  // 2
/// ```
public enum CaptureAuthorizationStatus: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// 0: the user has not answered the alert.
    case notDetermined = 0
    /// 1: device management or Screen Time forbids access; the user cannot change it (CAM-3).
    case restricted = 1
    /// 2: the user said no.
    case denied = 2
    /// 3: the user allowed access.
    case authorized = 3

    /// The names in raw-value order, for suggestions.
    public static let names: [String] = allCases.map(\.name)

    /// The Swift case name (`notDetermined`).
    public var name: String {
        switch self {
        case .notDetermined: return "notDetermined"
        case .restricted: return "restricted"
        case .denied: return "denied"
        case .authorized: return "authorized"
        }
    }

    /// The status with this exact name, if any.
    public init?(name: String) {
        guard let status = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = status
    }

    /// The name: ``name``.
    public var description: String { name }
}
