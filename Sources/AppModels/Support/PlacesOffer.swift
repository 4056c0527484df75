/// What seed 002's nearby-places task offers for the location access the app read: a pure
/// function of ``PermissionStep`` (seed 000's next step, for a When In Use feature) and Precise
/// Location, so every combination can be tested without a device.
///
/// Nearby places need only When In Use. Reduced accuracy still gives useful nearby *areas*; denial,
/// restriction and Location Services off give no location at all. The person can always enter a
/// place by hand, so no answer to the alert leaves the note without a place (seed 002: "When access
/// is denied or restricted, let the person enter an area manually").
///
/// ```swift
/// PlacesOffer.offer(for: .proceed, precise: false)              // .nearbyAreas
/// PlacesOffer.offer(for: .explainRestriction, precise: true)    // .manualEntry
/// ```
public enum PlacesOffer: String, CaseIterable, Hashable, Sendable {
    /// The When In Use alert is up (or was ignored): nothing nearby yet.
    case askingForLocation
    /// Precise location: the places around the person.
    case nearby
    /// Reduced accuracy: the areas around the approximate position, not exact places.
    case nearbyAreas
    /// No location: only a place the person enters.
    case manualEntry

    /// The offer for `step` with Precise Location `precise`.
    public static func offer(for step: PermissionStep, precise: Bool) -> PlacesOffer {
        switch step {
        case .explainThenAsk: return .askingForLocation
        case .proceed, .offerAlwaysUpgrade: return precise ? .nearby : .nearbyAreas
        case .openAppSettings, .turnOnLocationServices, .explainRestriction: return .manualEntry
        }
    }

    /// Whether the offer uses a location the system gave.
    public var usesLocation: Bool { self == .nearby || self == .nearbyAreas }

    /// What the places screen says for `step` and `precise`, or nil when the list speaks for itself.
    /// A restriction is explained without promising that Settings can change it (seed 002).
    public static func banner(for step: PermissionStep, precise: Bool) -> String? {
        switch step {
        case .proceed, .offerAlwaysUpgrade:
            return precise ? nil : approximateBanner
        case .explainThenAsk: return nil
        case .openAppSettings: return "Location is off for FieldNote. Enter a place, or allow location in Settings."
        case .turnOnLocationServices: return "Location Services is off. Enter a place, or turn it on in Settings."
        case .explainRestriction: return "Location is restricted on this device. Enter a place."
        }
    }

    /// The banner over nearby areas.
    public static let approximateBanner = "Approximate location: nearby areas. Enter a place for an exact one."

    /// Whether the app's page in Settings can give the access back (not for a restriction).
    public static func settingsCanHelp(_ step: PermissionStep) -> Bool {
        step == .openAppSettings || step == .turnOnLocationServices
    }
}
