import LocationSystem
import LocsimHost

/// One element of `CLLocationUpdate.liveUpdates()`: a location when there is one, and what is
/// blocking it when there is not (iOS 18's flags), made from the system's SES rules: while the
/// alert is up, an update with `authorizationRequestInProgress` and no location (SES-1); after
/// Don't Allow, one update with `authorizationDenied` and then silence (SES-2); in a host without
/// purpose strings, `authorizationRequestInProgress` for ever (SES-3).
public struct CLLocationUpdate: Sendable {
    /// The location, or nil while something blocks it.
    public let location: CLLocation?
    /// Whether the device is stationary: the updates pause until it moves (SES-4).
    public let isStationary: Bool
    /// iOS 18's name for ``isStationary``.
    public var stationary: Bool { isStationary }
    /// The user denied this app location.
    public let authorizationDenied: Bool
    /// Location Services are off for the device.
    public let authorizationDeniedGlobally: Bool
    /// Device management forbids location.
    public let authorizationRestricted: Bool
    /// An authorization alert is (said to be) pending.
    public let authorizationRequestInProgress: Bool
    /// The app has When In Use where Always is needed.
    public let insufficientlyInUse: Bool
    /// The system could not determine a location although nothing forbids it.
    public let locationUnavailable: Bool
    /// Precise locations are off (approximate fixes).
    public let accuracyLimited: Bool
    /// Updates in the background need a service session.
    public let serviceSessionRequired: Bool

    /// An update as the system delivered it.
    init(flags: DiagnosticFlags, fix: Fix?) {
        location = fix.map { CLLocation(fix: $0) }
        isStationary = flags.stationary
        authorizationDenied = flags.authorizationDenied
        authorizationDeniedGlobally = flags.authorizationDeniedGlobally
        authorizationRestricted = flags.authorizationRestricted
        authorizationRequestInProgress = flags.authorizationRequestInProgress
        insufficientlyInUse = flags.insufficientlyInUse
        locationUnavailable = false
        accuracyLimited = flags.accuracyLimited
        serviceSessionRequired = false
    }

    /// The updates of the device's location from now on, with their flags: an `AsyncSequence`
    /// that starts when iterated and stops when the iteration ends or its task is cancelled.
    public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates {
        Updates(configuration: configuration)
    }
}
