/// `AVAudioApplication.recordPermission` (iOS 17; `AVAudioSession.RecordPermission` before it), with
/// AVFAudio's raw values, the four-character codes `'undt'`, `'deny'` and `'grnt'`. Three cases and
/// no `restricted`: the microphone's own vocabulary, not ``CaptureAuthorizationStatus`` renamed.
///
/// ```swift
/// RecordPermission(name: "granted")?.rawValue  // 1735552628 ('grnt')
/// ```
public enum RecordPermission: UInt32, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// `'undt'`: the user has not answered the microphone alert.
    case undetermined = 0x756E_6474
    /// `'deny'`: the user said no.
    case denied = 0x6465_6E79
    /// `'grnt'`: the user allowed recording.
    case granted = 0x6772_6E74

    /// The names in declaration order, for suggestions.
    public static let names: [String] = allCases.map(\.name)

    /// The Swift case name (`undetermined`).
    public var name: String {
        switch self {
        case .undetermined: return "undetermined"
        case .denied: return "denied"
        case .granted: return "granted"
        }
    }

    /// The permission with this exact name, if any.
    public init?(name: String) {
        guard let permission = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = permission
    }

    /// The same permission as `AVCaptureDevice.authorizationStatus(for: .audio)` reads it: one
    /// microphone permission, two frameworks' words for it.
    public var captureStatus: CaptureAuthorizationStatus {
        switch self {
        case .undetermined: return .notDetermined
        case .denied: return .denied
        case .granted: return .authorized
        }
    }

    /// The name: ``name``.
    public var description: String { name }
}
