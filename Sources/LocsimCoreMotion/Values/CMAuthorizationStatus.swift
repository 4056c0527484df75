/// Whether the app may use Motion & Fitness data, with Core Motion's raw values.
///
/// No `CaseIterable` or `CustomStringConvertible`: apps add their own, as they do on Apple platforms.
public enum CMAuthorizationStatus: Int, Sendable {
    /// The user has not answered the Motion & Fitness alert.
    case notDetermined = 0
    /// Device management forbids motion data.
    case restricted = 1
    /// The user said no, or turned Fitness Tracking off.
    case denied = 2
    /// The user allowed motion data.
    case authorized = 3
}
