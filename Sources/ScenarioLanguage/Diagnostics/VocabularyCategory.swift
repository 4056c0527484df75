/// Which list of known names a word was checked against, so one error case covers every
/// "unknown model / parameter / profile / fault / call / …" with its own wording.
public enum VocabularyCategory: String, Hashable, Sendable, Codable {
    /// A word at the start of a line that starts no statement.
    case statement
    /// A word where a step or an expectation belongs.
    case step
    /// A model name (`model`, `catches`).
    case model
    /// An option key of a `model` line.
    case modelOption
    /// A timing profile name.
    case profile
    /// A profile parameter of `set`.
    case parameter
    /// A what-if switch of `fault`.
    case fault
    /// A system API of `call`.
    case call
    /// A callback kind of `expect callback`.
    case callbackKind
    /// A field of `expect callback KIND FIELD=VALUE`.
    case callbackField
    /// The name on the left of a comparison (`status`, `ui.KEY`).
    case subject
    /// An authorization status name.
    case status
    /// An accuracy (`full`, `reduced`).
    case accuracy
    /// An app lifecycle state.
    case appState
    /// An alert kind (or `none`).
    case alertKind
    /// A motion authorization status.
    case motionStatus
    /// A camera or microphone status (`denied`, `granted`).
    case privacyStatus

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
        case .privacyStatus: return "permission status"
        }
    }
}
