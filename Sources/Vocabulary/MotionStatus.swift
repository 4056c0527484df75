/// `CMAuthorizationStatus`, with Core Motion's raw values; one answer sets it for every protected
/// class (MOT-2). The one motion status type of scenarios (`expect motion == authorized`), the
/// simulated system and the models; ``name`` is the word scenarios and traces use.
///
/// ```swift
/// MotionStatus(name: "denied")?.rawValue  // 2
/// ```
public enum MotionStatus: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// 0: the user has not answered the motion alert.
    case notDetermined = 0
    /// 1: restricted by device management.
    case restricted = 1
    /// 2: the user said no.
    case denied = 2
    /// 3: the user allowed motion data.
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
