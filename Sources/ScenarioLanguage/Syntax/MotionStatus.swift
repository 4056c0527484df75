/// The Motion & Fitness authorization status (MOT-1, MOT-2), as `expect motion == …` names it.
public enum MotionStatus: String, Hashable, Sendable, CaseIterable {
    /// The user has not answered the motion alert.
    case notDetermined
    /// Restricted by device management.
    case restricted
    /// The user said no.
    case denied
    /// The user allowed motion data.
    case authorized

    /// The spellings, in order, for suggestions.
    public static let names: [String] = allCases.map(\.rawValue)
}
