import Vocabulary

/// Which alert, purpose string and catalog rules belong to each privacy permission: the one place
/// the rules of the camera and the microphone differ.
extension PrivacyPermission {
    /// The alert a request shows while undecided.
    public var alertKind: AlertKind {
        switch self {
        case .camera: return .camera
        case .microphone: return .microphone
        case .photos: return .photos
        case .photosAddOnly: return .photosAddOnly
        case .notifications: return .notifications
        }
    }

    /// The Info.plist purpose string the alert quotes, without which a request crashes (PLIST-4).
    /// Notifications have none: their alert's words are the system's own (NOTIF-1), so the empty
    /// key is never looked up.
    public var purposeKey: String {
        switch self {
        case .camera: return InfoPlist.cameraKey
        case .microphone: return InfoPlist.microphoneKey
        case .photos: return InfoPlist.photosKey
        case .photosAddOnly: return InfoPlist.photosAddKey
        case .notifications: return ""
        }
    }

    /// The rule of a request while undecided, and of the alert's answer (CAM-1, MIC-1).
    var requestRule: RuleID {
        switch self {
        case .camera: return .cam1
        case .microphone: return .mic1
        case .photos: return .pho1
        case .photosAddOnly: return .pho2
        case .notifications: return .notif1
        }
    }
    /// The rule of a request after a decision: no alert, the stored answer (CAM-2, MIC-2, PHO-3).
    var decidedRule: RuleID {
        switch self {
        case .camera: return .cam2
        case .microphone: return .mic2
        case .photos, .photosAddOnly: return .pho3
        case .notifications: return .notif2
        }
    }
    /// The rule of the Settings switch (CAM-4, MIC-3, PHO-5).
    var settingsRule: RuleID {
        switch self {
        case .camera: return .cam4
        case .microphone: return .mic3
        case .photos, .photosAddOnly: return .pho5
        case .notifications: return .notif6
        }
    }
}

extension PrivacyStatus {
    /// The rule of a restricted status, whose request shows no alert (CAM-3, PHO-8); nil otherwise.
    var restrictionRule: RuleID? {
        switch self {
        case .camera(.restricted): return .cam3
        case .photos(.restricted), .photosAddOnly(.restricted): return .pho8
        default: return nil
        }
    }
}
