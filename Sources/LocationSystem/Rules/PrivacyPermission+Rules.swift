import Vocabulary

/// Which alert, purpose string and catalog rules belong to each privacy permission: the one place
/// the rules of the camera and the microphone differ.
extension PrivacyPermission {
    /// The alert a request shows while undecided.
    public var alertKind: AlertKind {
        switch self {
        case .camera: return .camera
        case .microphone: return .microphone
        }
    }

    /// The Info.plist purpose string the alert quotes, without which a request crashes (PLIST-4).
    public var purposeKey: String {
        switch self {
        case .camera: return InfoPlist.cameraKey
        case .microphone: return InfoPlist.microphoneKey
        }
    }

    /// The rule of a request while undecided, and of the alert's answer (CAM-1, MIC-1).
    var requestRule: RuleID { self == .camera ? .cam1 : .mic1 }
    /// The rule of a request after a decision: no alert, the stored answer (CAM-2, MIC-2).
    var decidedRule: RuleID { self == .camera ? .cam2 : .mic2 }
    /// The rule of the Settings switch (CAM-4, MIC-3).
    var settingsRule: RuleID { self == .camera ? .cam4 : .mic3 }
}
