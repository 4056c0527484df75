import LocationSystem
import Vocabulary

/// Seed 004's per-feature gating: each feature of a run app needs a minimum grant, and degrades or
/// switches off as soon as the grant falls below it, so no feature quietly shows wrong numbers.
///
/// Written as data and a pure function so the rules are visible and testable for every grant.
///
/// ```swift
/// FeatureGate.state(of: .routeAndDistance, access: .whenInUse, precise: false)   // .needsPrecision
/// ```
public enum FeatureGate {
    /// The features of the run app.
    public enum Feature: String, CaseIterable, Hashable, Sendable {
        /// Weather for the city: any access will do.
        case cityWeather
        /// The live map: a 5.4 km circle instead of a dot when approximate.
        case liveMap
        /// Route and distance: off, not approximated, without precision (snapped centres step in
        /// units of the region).
        case routeAndDistance
        /// Split alerts: as route and distance.
        case splitAlerts
        /// Recording with the screen off: Always, and precise.
        case backgroundRecording
    }

    /// What a feature can do with the grant in force.
    public enum State: String, CaseIterable, Hashable, Sendable {
        /// Works fully.
        case available
        /// Works, but must say it is approximate.
        case approximate
        /// Offer temporary full accuracy.
        case needsPrecision
        /// Offer the permission flow.
        case needsAccess
        /// Offer the Always upgrade.
        case needsAlways
    }

    /// The access level a feature distinguishes.
    public enum Access: String, CaseIterable, Hashable, Sendable {
        /// No location (0, 1, 2, or Location Services off).
        case none
        /// When In Use (4).
        case whenInUse
        /// Always (3).
        case always

        /// The access a status gives.
        public init(_ status: AuthorizationStatus) {
            switch status {
            case .authorizedAlways: self = .always
            case .authorizedWhenInUse: self = .whenInUse
            case .notDetermined, .restricted, .denied: self = .none
            }
        }
    }

    /// The state of `feature` under `access` and `precise` (Precise Location or temporary full accuracy).
    public static func state(of feature: Feature, access: Access, precise: Bool) -> State {
        guard access != .none else { return .needsAccess }
        switch feature {
        case .cityWeather:
            return .available
        case .liveMap:
            return precise ? .available : .approximate
        case .routeAndDistance, .splitAlerts:
            return precise ? .available : .needsPrecision
        case .backgroundRecording:
            guard access == .always else { return .needsAlways }
            return precise ? .available : .needsPrecision
        }
    }
}
