/// The error domain of every Core Location error.
public let kCLErrorDomain: String = "kCLErrorDomain"

/// The `userInfo` key of the region Core Location suggests monitoring instead (`alternateRegion`).
public let kCLErrorUserInfoAlternateRegionKey: String = "kCLErrorUserInfoAlternateRegionKey"

/// A Core Location error: a struct wrapping an `NSError` of ``kCLErrorDomain``, with the error codes
/// in ``Code``, declared as Apple's Foundation overlay declares it.
///
/// So app code works unchanged: `error as? CLError`, `error.code == .denied`, `catch CLError.denied`,
/// `CLError(.denied)` in tests, and `(error as NSError).code == 1`. One difference on Linux: an
/// `NSError` built by hand in `kCLErrorDomain` does not bridge back with `as? CLError`, since there is
/// no Objective-C runtime; the facade always delivers `CLError` values, so code reading the errors it
/// receives is unaffected.
public struct CLError: _BridgedStoredNSError, Hashable {
    /// The wrapped error, whose domain is ``kCLErrorDomain``.
    public let _nsError: NSError

    /// Wraps an `NSError` of ``kCLErrorDomain``.
    public init(_nsError error: NSError) {
        precondition(error.domain == kCLErrorDomain, "a CLError needs an NSError in kCLErrorDomain")
        self._nsError = error
    }

    /// ``kCLErrorDomain``.
    public static var errorDomain: String { kCLErrorDomain }

    /// ``kCLErrorDomain``, as swift-corelibs-foundation's bridging protocol spells it.
    public static var _nsErrorDomain: String { kCLErrorDomain }

    /// The error codes, with Core Location's raw values.
    public enum Code: Int, _ErrorCodeProtocol, @unchecked Sendable {
        /// Links `catch CLError.denied` patterns to ``CLError``.
        public typealias _ErrorType = CLError

        /// No location yet; the manager keeps trying.
        case locationUnknown = 0
        /// The user denied access, or access was lost.
        case denied = 1
        /// The network was unavailable or failed.
        case network = 2
        /// The heading could not be determined.
        case headingFailure = 3
        /// The user denied region monitoring.
        case regionMonitoringDenied = 4
        /// A region could not be monitored.
        case regionMonitoringFailure = 5
        /// Monitoring could not be set up yet.
        case regionMonitoringSetupDelayed = 6
        /// Region events will be late.
        case regionMonitoringResponseDelayed = 7
        /// The geocoder found nothing.
        case geocodeFoundNoResult = 8
        /// The geocoder found a partial result.
        case geocodeFoundPartialResult = 9
        /// The geocode was cancelled.
        case geocodeCanceled = 10
        /// Deferred updates failed.
        case deferredFailed = 11
        /// Deferred updates need location updates running.
        case deferredNotUpdatingLocation = 12
        /// Deferred updates need a higher desired accuracy.
        case deferredAccuracyTooLow = 13
        /// Deferred updates need no distance filter.
        case deferredDistanceFiltered = 14
        /// Deferred updates were cancelled.
        case deferredCanceled = 15
        /// Beacon ranging is unavailable.
        case rangingUnavailable = 16
        /// Beacon ranging failed.
        case rangingFailure = 17
        /// The user did not answer the temporary full-accuracy alert, or it could not be shown.
        case promptDeclined = 18
        /// Historical locations could not be fetched.
        case historicalLocationError = 19
    }

    /// ``Code/locationUnknown``.
    public static var locationUnknown: CLError.Code { .locationUnknown }
    /// ``Code/denied``.
    public static var denied: CLError.Code { .denied }
    /// ``Code/network``.
    public static var network: CLError.Code { .network }
    /// ``Code/headingFailure``.
    public static var headingFailure: CLError.Code { .headingFailure }
    /// ``Code/regionMonitoringDenied``.
    public static var regionMonitoringDenied: CLError.Code { .regionMonitoringDenied }
    /// ``Code/regionMonitoringFailure``.
    public static var regionMonitoringFailure: CLError.Code { .regionMonitoringFailure }
    /// ``Code/regionMonitoringSetupDelayed``.
    public static var regionMonitoringSetupDelayed: CLError.Code { .regionMonitoringSetupDelayed }
    /// ``Code/regionMonitoringResponseDelayed``.
    public static var regionMonitoringResponseDelayed: CLError.Code { .regionMonitoringResponseDelayed }
    /// ``Code/geocodeFoundNoResult``.
    public static var geocodeFoundNoResult: CLError.Code { .geocodeFoundNoResult }
    /// ``Code/geocodeFoundPartialResult``.
    public static var geocodeFoundPartialResult: CLError.Code { .geocodeFoundPartialResult }
    /// ``Code/geocodeCanceled``.
    public static var geocodeCanceled: CLError.Code { .geocodeCanceled }
    /// ``Code/deferredFailed``.
    public static var deferredFailed: CLError.Code { .deferredFailed }
    /// ``Code/deferredNotUpdatingLocation``.
    public static var deferredNotUpdatingLocation: CLError.Code { .deferredNotUpdatingLocation }
    /// ``Code/deferredAccuracyTooLow``.
    public static var deferredAccuracyTooLow: CLError.Code { .deferredAccuracyTooLow }
    /// ``Code/deferredDistanceFiltered``.
    public static var deferredDistanceFiltered: CLError.Code { .deferredDistanceFiltered }
    /// ``Code/deferredCanceled``.
    public static var deferredCanceled: CLError.Code { .deferredCanceled }
    /// ``Code/rangingUnavailable``.
    public static var rangingUnavailable: CLError.Code { .rangingUnavailable }
    /// ``Code/rangingFailure``.
    public static var rangingFailure: CLError.Code { .rangingFailure }
    /// ``Code/promptDeclined``.
    public static var promptDeclined: CLError.Code { .promptDeclined }
    /// ``Code/historicalLocationError``.
    public static var historicalLocationError: CLError.Code { .historicalLocationError }
}

extension CLError {
    /// The region Core Location suggests monitoring instead, from a region-monitoring failure.
    public var alternateRegion: CLRegion? {
        userInfo[kCLErrorUserInfoAlternateRegionKey] as? CLRegion
    }

    /// The error the simulation delivers with this raw code (`ErrorCodes.denied` is 1), as the host
    /// passes it to `didFailWithError` and completion handlers.
    init(code: Int) {
        guard let known = Code(rawValue: code) else {
            preconditionFailure("the simulation delivered CLError code \(code), which Core Location does not have")
        }
        self.init(known)
    }
}
