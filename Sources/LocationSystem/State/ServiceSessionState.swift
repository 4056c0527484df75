import Vocabulary

/// One `CLServiceSession` (SES-1): its requirement and the last diagnostic it delivered, so a new one
/// is sent only when the flags change.
public struct ServiceSessionState: Hashable, Sendable {
    /// Its id.
    public var id: SessionID
    /// What it requires.
    public var requirement: SessionRequirement
    /// The flags of the last diagnostic scheduled, nil before the first.
    public var lastFlags: DiagnosticFlags?
    /// The `NSLocationTemporaryUsageDescriptionDictionary` key of a session that also requires full
    /// accuracy (SES-5).
    public var fullAccuracyPurposeKey: String?
    /// Whether it asked for full accuracy since its last temporary grant lapsed (SES-5).
    public var fullAccuracyAsked = false
    /// Whether the user declined that request (SES-5).
    public var fullAccuracyDenied = false
}
