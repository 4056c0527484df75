import Foundation
import LocationSystem
import SimulationKit
import Vocabulary

/// The system's values as Core Location's types, for the manager.
enum SystemValues {
    /// The simulation's time zero as a `Date`: 1 January 2001 UTC (Foundation's reference date),
    /// the same on every machine so an app that prints a timestamp prints the same bytes.
    static func date(_ instant: SimInstant) -> Date {
        Date(timeIntervalSinceReferenceDate: Double(instant.microsecondsSinceStart) / 1_000_000)
    }

    /// A fix as the `CLLocation` the app receives: metres and degrees from locsim's integer units.
    static func location(_ fix: Fix) -> CLLocation {
        let coordinate = CLLocationCoordinate2D(
            latitude: Double(fix.coordinate.latitude_e9) / 1e9,
            longitude: Double(fix.coordinate.longitude_e9) / 1e9)
        return CLLocation(
            coordinate: coordinate, altitude: 0, horizontalAccuracy: Double(fix.horizontalAccuracy_dm) / 10,
            verticalAccuracy: -1, course: Double(fix.course_cdeg) / 100, speed: Double(fix.speed_cmps) / 100,
            timestamp: date(fix.timestamp))
    }

    /// The status with Core Location's raw value.
    static func status(_ status: AuthorizationStatus) -> CLAuthorizationStatus {
        CLAuthorizationStatus(rawValue: Int32(status.rawValue)) ?? .notDetermined
    }

    /// Full or reduced.
    static func accuracy(_ accuracy: Accuracy) -> CLAccuracyAuthorization {
        accuracy == .full ? .fullAccuracy : .reducedAccuracy
    }

    /// A `CLError` with the code the system reported (the system reports only codes Core Location
    /// declares: 0, 1, 18).
    static func error(_ code: Int) -> CLError {
        CLError(CLError.Code(rawValue: code) ?? .locationUnknown)
    }
}
