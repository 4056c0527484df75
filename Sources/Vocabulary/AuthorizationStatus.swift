/// `CLAuthorizationStatus`, with Core Location's raw values (0–4), the one status type of scenarios,
/// the simulated system and the models.
///
/// It has two spellings, each with its own reader: the Core Location name (``name``:
/// `authorizedWhenInUse`), which scenario text, JSON and expectation messages use because people
/// think in names, and the raw number (``rawValue``: `4`), which trace callbacks carry because device
/// logs print numbers. `description` is the name. Scenarios may write either (`status == 4`,
/// `status=denied`); both parse to the same case.
///
/// ```swift
/// AuthorizationStatus(name: "authorizedWhenInUse")?.rawValue  // 4
/// AuthorizationStatus.denied.description                       // "denied"
/// ```
public enum AuthorizationStatus: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// 0: never asked, or a temporary grant expired (AUTH-3).
    case notDetermined = 0
    /// 1: parental controls or device management; the user cannot change it (AUTH-10).
    case restricted = 1
    /// 2: the user said no, or Location Services is off for the device (AUTH-4).
    case denied = 2
    /// 3: Always, or provisional Always (AUTH-5).
    case authorizedAlways = 3
    /// 4: While Using, or Allow Once (AUTH-2, AUTH-3).
    case authorizedWhenInUse = 4

    /// The names in raw-value order, the list suggestions are drawn from.
    public static let names: [String] = allCases.map(\.name)

    /// Whether the app may receive locations (3 or 4).
    public var isAuthorized: Bool { self == .authorizedAlways || self == .authorizedWhenInUse }

    /// The Core Location name (`authorizedWhenInUse`), as scenarios and expectations write it.
    public var name: String {
        switch self {
        case .notDetermined: return "notDetermined"
        case .restricted: return "restricted"
        case .denied: return "denied"
        case .authorizedAlways: return "authorizedAlways"
        case .authorizedWhenInUse: return "authorizedWhenInUse"
        }
    }

    /// The status with this exact name, if any; numbers are not names.
    public init?(name: String) {
        guard let status = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = status
    }

    /// The status with this name or raw number (`denied`, `2`), as a value stored by an app may hold
    /// either.
    public init?(nameOrNumber text: String) {
        if let raw = Int(text), let status = AuthorizationStatus(rawValue: raw) {
            self = status
            return
        }
        self.init(name: text)
    }

    /// The name: ``name``.
    public var description: String { name }
}
