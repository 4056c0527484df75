/// What a permission-aware screen should offer next, as seed 000 decides it: a pure function of the
/// access, the device-wide Location Services switch and whether the feature needs Always, so every
/// combination can be tested without a device.
///
/// ```swift
/// PermissionStep.next(for: .denied, servicesEnabled: false, needsAlways: false)   // .turnOnLocationServices
/// PermissionStep.next(for: .whenInUse(askedForAlways: true), servicesEnabled: true, needsAlways: true)
/// // .openAppSettings: the upgrade alert shows once per install (AUTH-8)
/// ```
public enum PermissionStep: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Everything the feature needs is granted.
    case proceed
    /// The alert can still appear: explain in context, then ask.
    case explainThenAsk
    /// When In Use is granted, the feature needs Always, and the one upgrade alert is unused.
    case offerAlwaysUpgrade
    /// Only the app's page in Settings can change it (denied, or the upgrade already used).
    case openAppSettings
    /// The device-wide switch is off; every app reads denied.
    case turnOnLocationServices
    /// A profile or parental controls decide; offering a fix the user cannot make is worse than saying so.
    case explainRestriction

    /// The step for `access`. `servicesEnabled` matters only when the status is denied, the one case
    /// where it changes what the app should say.
    public static func next(for access: LocationAccess, servicesEnabled: Bool, needsAlways: Bool) -> PermissionStep {
        switch access {
        case .notDetermined:
            return .explainThenAsk
        case .restricted:
            return .explainRestriction
        case .denied:
            return servicesEnabled ? .openAppSettings : .turnOnLocationServices
        case .whenInUse(let askedForAlways) where needsAlways:
            return askedForAlways ? .openAppSettings : .offerAlwaysUpgrade
        case .whenInUse, .always:
            return .proceed
        }
    }

    /// The case name, as `ui.step` shows it.
    public var description: String { rawValue }
}
