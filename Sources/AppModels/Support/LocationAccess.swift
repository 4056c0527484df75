import LocationSystem
import Vocabulary

/// Location access as an app decides on it: Core Location's status plus the one fact the system does
/// not track for the app, whether the once-per-install Always upgrade (AUTH-8) was already used.
///
/// A separate type from `AuthorizationStatus` because "When In Use, upgrade already asked" and
/// "When In Use, upgrade still possible" need different next steps, and only the app can tell them
/// apart (AUTH-7's Keep Only While Using sends no callback).
public enum LocationAccess: Hashable, Sendable {
    /// Never asked, or a temporary grant expired (0).
    case notDetermined
    /// Device management or parental controls (1).
    case restricted
    /// The user said no, or Location Services is off (2).
    case denied
    /// While Using or Allow Once (4), and whether the Always upgrade was used.
    case whenInUse(askedForAlways: Bool)
    /// Always, or provisional Always (3).
    case always

    /// The access a status gives, with the app's own record of the upgrade.
    public init(_ status: AuthorizationStatus, askedForAlways: Bool) {
        switch status {
        case .notDetermined: self = .notDetermined
        case .restricted: self = .restricted
        case .denied: self = .denied
        case .authorizedWhenInUse: self = .whenInUse(askedForAlways: askedForAlways)
        case .authorizedAlways: self = .always
        }
    }
}
