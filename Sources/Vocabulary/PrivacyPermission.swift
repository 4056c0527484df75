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
    /// The photo library read and written (PHO-1, PHO-4): `PHPhotoLibrary` with `.readWrite`.
    case photos
    /// Adding to the photo library (PHO-2): `PHPhotoLibrary` with `.addOnly`.
    case photosAddOnly = "photos-add-only"
    /// Notifications (NOTIF-1 to NOTIF-8): `UNUserNotificationCenter`; no purpose string.
    case notifications

    /// The names scenarios use, in table order.
    public static let names: [String] = allCases.map(\.rawValue)

    /// The items of `settings NAME …`: the app's rows in Settings (both Photos levels share one row).
    public static let settingsNames = ["camera", "microphone", "photos", "notifications"]

    /// The native status names, for suggestions and errors.
    public var statusNames: [String] {
        switch self {
        case .camera: return CaptureAuthorizationStatus.names
        case .microphone: return RecordPermission.names
        case .photos: return PhotoAuthorizationStatus.names
        case .photosAddOnly: return ["notDetermined", "restricted", "denied", "authorized"]
        case .notifications: return NotificationAuthorizationStatus.names
        }
    }

    /// The status before the user has answered.
    public var undecided: PrivacyStatus {
        switch self {
        case .camera: return .camera(.notDetermined)
        case .microphone: return .microphone(.undetermined)
        case .photos: return .photos(.notDetermined)
        case .photosAddOnly: return .photosAddOnly(.notDetermined)
        case .notifications: return .notifications(.notDetermined)
        }
    }

    /// The status a Settings switch sets: on allows, off denies.
    public func switched(_ on: Bool) -> PrivacyStatus {
        switch self {
        case .camera: return .camera(on ? .authorized : .denied)
        case .microphone: return .microphone(on ? .granted : .denied)
        case .photos: return .photos(on ? .authorized : .denied)
        case .photosAddOnly: return .photosAddOnly(on ? .authorized : .denied)
        case .notifications: return .notifications(on ? .authorized : .denied)
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
    /// `PHPhotoLibrary.authorizationStatus(for: .readWrite)`.
    case photos(PhotoAuthorizationStatus)
    /// `PHPhotoLibrary.authorizationStatus(for: .addOnly)`.
    case photosAddOnly(PhotoAuthorizationStatus)
    /// `UNNotificationSettings.authorizationStatus`.
    case notifications(NotificationAuthorizationStatus)

    /// The status of `permission` with this native name (`denied`, `granted`), if it has one.
    public init?(_ permission: PrivacyPermission, name: String) {
        switch permission {
        case .camera:
            guard let status = CaptureAuthorizationStatus(name: name) else { return nil }
            self = .camera(status)
        case .microphone:
            guard let status = RecordPermission(name: name) else { return nil }
            self = .microphone(status)
        case .photos, .photosAddOnly:
            guard permission.statusNames.contains(name), let status = PhotoAuthorizationStatus(name: name) else {
                return nil
            }
            self = permission == .photos ? .photos(status) : .photosAddOnly(status)
        case .notifications:
            guard let status = NotificationAuthorizationStatus(name: name) else { return nil }
            self = .notifications(status)
        }
    }

    /// Whose status it is.
    public var permission: PrivacyPermission {
        switch self {
        case .camera: return .camera
        case .microphone: return .microphone
        case .photos: return .photos
        case .photosAddOnly: return .photosAddOnly
        case .notifications: return .notifications
        }
    }

    /// The native case name (`notDetermined`, `granted`).
    public var name: String {
        switch self {
        case .camera(let status): return status.name
        case .microphone(let status): return status.name
        case .photos(let status), .photosAddOnly(let status): return status.name
        case .notifications(let status): return status.name
        }
    }

    /// Whether the permission is allowed: what a camera or microphone completion handler receives
    /// (for Photos, full or limited access).
    public var isGranted: Bool {
        switch self {
        case .camera(let status): return status == .authorized
        case .microphone(let status): return status == .granted
        case .photos(let status), .photosAddOnly(let status): return status == .authorized || status == .limited
        case .notifications(let status): return status.allowsNotifications
        }
    }

    /// How much it allows, for telling a revoke from a grant: none, limited, full.
    public var accessRank: Int {
        switch self {
        case .photos(.limited): return 1
        default: return isGranted ? 2 : 0
        }
    }

    /// Whether the user has not answered yet, so a request shows the alert.
    public var isUndecided: Bool { self == permission.undecided }

    /// The native name: ``name``.
    public var description: String { name }
}
