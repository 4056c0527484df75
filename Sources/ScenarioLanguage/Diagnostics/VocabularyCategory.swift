/// Which list of known names a word was checked against, so one error case covers every
/// "unknown model / parameter / profile / fault / call / …" with its own wording.
public enum VocabularyCategory: String, Hashable, Sendable, Codable {
    case statement, step, model, modelOption, profile, parameter, fault, call, callbackKind, callbackField
    case subject, status, accuracy, appState, alertKind, motionStatus, settingsItem, locationSetting
    case deviceSetting, deliveryKind, fixField

    /// The noun a message uses: `unknown profile "x"`.
    public var noun: String {
        switch self {
        case .statement: return "statement"
        case .step: return "step"
        case .model: return "model"
        case .modelOption: return "option"
        case .profile: return "profile"
        case .parameter: return "parameter"
        case .fault: return "fault"
        case .call: return "call"
        case .callbackKind: return "callback kind"
        case .callbackField: return "callback field"
        case .subject: return "name"
        case .status: return "status"
        case .accuracy: return "accuracy"
        case .appState: return "app state"
        case .alertKind: return "alert kind"
        case .motionStatus: return "motion status"
        case .settingsItem: return "settings item"
        case .locationSetting: return "location setting"
        case .deviceSetting: return "device setting"
        case .deliveryKind: return "delivery"
        case .fixField: return "fix field"
        }
    }
}
