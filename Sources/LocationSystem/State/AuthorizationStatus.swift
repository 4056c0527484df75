/// `CLAuthorizationStatus`, with Core Location's raw values, because logs and scenario files write
/// statuses as numbers (`callback authorization status=0`).
public enum AuthorizationStatus: Int, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// 0: never asked, or a temporary grant expired.
    case notDetermined = 0
    /// 1: parental controls or device management; the user cannot change it.
    case restricted = 1
    /// 2: the user said no, or Location Services is off for the device.
    case denied = 2
    /// 3: Always, or provisional Always.
    case authorizedAlways = 3
    /// 4: While Using, or Allow Once.
    case authorizedWhenInUse = 4

    /// Whether the app may receive locations (3 or 4).
    public var isAuthorized: Bool { self == .authorizedAlways || self == .authorizedWhenInUse }

    /// The Swift case name (`notDetermined`), as expectations write it.
    public var name: String {
        switch self {
        case .notDetermined: return "notDetermined"
        case .restricted: return "restricted"
        case .denied: return "denied"
        case .authorizedAlways: return "authorizedAlways"
        case .authorizedWhenInUse: return "authorizedWhenInUse"
        }
    }

    /// The status with this name or raw number (`denied`, `2`).
    public init?(name: String) {
        if let raw = Int(name), let status = AuthorizationStatus(rawValue: raw) {
            self = status
            return
        }
        guard let status = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = status
    }

    /// The raw number, as traces print it.
    public var description: String { String(rawValue) }
}
