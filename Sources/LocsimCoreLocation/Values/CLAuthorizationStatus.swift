/// Whether the app may use location services, with Core Location's raw values (`Int32`, 0–4).
///
/// No `CaseIterable` or `CustomStringConvertible`: apps add their own, as they do on Apple platforms.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not chosen, or a temporary grant (Allow Once) has expired.
    case notDetermined = 0
    /// Parental controls or device management forbid location services.
    case restricted = 1
    /// The user said no, or Location Services is off for the device.
    case denied = 2
    /// The app may use location services at any time.
    case authorizedAlways = 3
    /// The app may use location services while it is in use.
    case authorizedWhenInUse = 4

    /// The pre-iOS 8 name of ``authorizedAlways``.
    @available(*, deprecated, message: "Use kCLAuthorizationStatusAuthorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}
