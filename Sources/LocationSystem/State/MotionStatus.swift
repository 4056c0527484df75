/// `CMAuthorizationStatus`, with Core Motion's raw values; one answer sets it for every protected
/// class (MOT-2).
public enum MotionStatus: Int, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Never asked.
    case notDetermined = 0
    /// Device management forbids it.
    case restricted = 1
    /// The user said no.
    case denied = 2
    /// The user allowed it.
    case authorized = 3

    /// The Swift case name.
    public var description: String {
        switch self {
        case .notDetermined: return "notDetermined"
        case .restricted: return "restricted"
        case .denied: return "denied"
        case .authorized: return "authorized"
        }
    }
}
