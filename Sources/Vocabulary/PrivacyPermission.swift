/// The privacy permissions beyond location and motion, one row each: the word scenarios use for
/// it (`expect camera == denied`, `settings microphone off`), the words of its native status, and
/// the switch in Settings. The language derives its subjects and Settings items from this table.
///
/// Each permission keeps its framework's own status type (``PrivacyStatus``): the camera speaks
/// `AVAuthorizationStatus`, the microphone `AVAudioApplication.recordPermission`.
public enum PrivacyPermission: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The camera (CAM-1 to CAM-4): `AVCaptureDevice` with `.video`.
    case camera
    /// The microphone (MIC-1 to MIC-3): `AVAudioApplication`, or `AVCaptureDevice` with `.audio`.
    case microphone

    /// The names scenarios use, in table order.
    public static let names: [String] = allCases.map(\.rawValue)

    /// The native status names, for suggestions and errors.
    public var statusNames: [String] {
        switch self {
        case .camera: return CaptureAuthorizationStatus.names
        case .microphone: return RecordPermission.names
        }
    }

    /// The status before the user has answered.
    public var undecided: PrivacyStatus {
        switch self {
        case .camera: return .camera(.notDetermined)
        case .microphone: return .microphone(.undetermined)
        }
    }

    /// The status a Settings switch sets: on allows, off denies.
    public func switched(_ on: Bool) -> PrivacyStatus {
        switch self {
        case .camera: return .camera(on ? .authorized : .denied)
        case .microphone: return .microphone(on ? .granted : .denied)
        }
    }

    /// The name scenarios use (`camera`).
    public var description: String { rawValue }
}

/// One privacy permission's status in its framework's own words: the value of `expect camera ==`,
/// of a trace's `system camera status=…`, and of the system's stored decision.
public enum PrivacyStatus: Hashable, Sendable, CustomStringConvertible {
    /// `AVCaptureDevice.authorizationStatus(for: .video)`.
    case camera(CaptureAuthorizationStatus)
    /// `AVAudioApplication.shared.recordPermission`.
    case microphone(RecordPermission)

    /// The status of `permission` with this native name (`denied`, `granted`), if it has one.
    public init?(_ permission: PrivacyPermission, name: String) {
        switch permission {
        case .camera:
            guard let status = CaptureAuthorizationStatus(name: name) else { return nil }
            self = .camera(status)
        case .microphone:
            guard let status = RecordPermission(name: name) else { return nil }
            self = .microphone(status)
        }
    }

    /// Whose status it is.
    public var permission: PrivacyPermission {
        switch self {
        case .camera: return .camera
        case .microphone: return .microphone
        }
    }

    /// The native case name (`notDetermined`, `granted`).
    public var name: String {
        switch self {
        case .camera(let status): return status.name
        case .microphone(let status): return status.name
        }
    }

    /// Whether the permission is allowed: what a request's completion handler receives.
    public var isGranted: Bool { self == .camera(.authorized) || self == .microphone(.granted) }

    /// Whether the user has not answered yet, so a request shows the alert.
    public var isUndecided: Bool { self == permission.undecided }

    /// The native name: ``name``.
    public var description: String { name }
}
