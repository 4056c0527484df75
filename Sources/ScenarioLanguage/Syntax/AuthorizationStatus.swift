/// Core Location's authorization status, with the raw values the API and the trace use (0–4).
///
/// Scenarios may write either the name or the number (`status == 4`, `status=0`), because device logs
/// print numbers and people think in names; both parse to the same case.
///
/// ```swift
/// AuthorizationStatus(name: "authorizedWhenInUse")?.rawValue  // 4
/// ```
public enum AuthorizationStatus: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Never asked, or a temporary grant expired (AUTH-3).
    case notDetermined = 0
    /// Parental controls or device management; the user cannot change it (AUTH-10).
    case restricted = 1
    /// The user said no, or Location Services is off (AUTH-4).
    case denied = 2
    /// Always, or provisional Always (AUTH-5).
    case authorizedAlways = 3
    /// While Using, or Allow Once (AUTH-2, AUTH-3).
    case authorizedWhenInUse = 4

    /// The names in raw-value order, the list suggestions are drawn from.
    public static let names: [String] = allCases.map(\.description)

    /// The status with this exact name, if any.
    public init?(name: String) {
        switch name {
        case "notDetermined": self = .notDetermined
        case "restricted": self = .restricted
        case "denied": self = .denied
        case "authorizedAlways": self = .authorizedAlways
        case "authorizedWhenInUse": self = .authorizedWhenInUse
        default: return nil
        }
    }

    /// The Core Location name (`authorizedWhenInUse`).
    public var description: String {
        switch self {
        case .notDetermined: return "notDetermined"
        case .restricted: return "restricted"
        case .denied: return "denied"
        case .authorizedAlways: return "authorizedAlways"
        case .authorizedWhenInUse: return "authorizedWhenInUse"
        }
    }
}
