import LocationSystem
import Vocabulary

extension CLLocation {
    /// The wall-clock date of the simulation's time zero, 2026-01-01 00:00:00 UTC: fixed, so a
    /// location's `timestamp` (and anything an app derives from it) is the same on every run.
    static let simulationTimeZero = Date(timeIntervalSince1970: 1_767_225_600)

    /// The location an app receives for a simulated fix.
    ///
    /// Exact conversions: nanodegrees, decimetres, cm/s and centidegrees divide by powers of ten, so
    /// −100 cm/s is exactly −1 m/s. The simulation has no altitude: altitude 0, vertical accuracy −1
    /// (invalid), as approximate fixes have on devices. Speed and course accuracies are −1 where the
    /// value is invalid or the fix approximate (ACC-2: its 0 and 0 look valid and are not), otherwise
    /// 0, since the simulated value is the true one. Source information says neither simulated nor
    /// from an accessory, as a device's own fix does.
    convenience init(fix: Fix, timeZero: Date = CLLocation.simulationTimeZero) {
        let speedValid = fix.speed_cmps >= 0 && !fix.isApproximate
        let courseValid = fix.course_cdeg >= 0 && !fix.isApproximate
        self.init(
            values: Values(
                coordinate: CLLocationCoordinate2D(fix.coordinate),
                horizontalAccuracy: Double(fix.horizontalAccuracy_dm) / 10,
                course: Double(fix.course_cdeg) / 100,
                courseAccuracy: courseValid ? 0 : -1,
                speed: Double(fix.speed_cmps) / 100,
                speedAccuracy: speedValid ? 0 : -1,
                timestamp: timeZero.addingTimeInterval(Double(fix.timestamp.microsecondsSinceStart) / 1_000_000),
                sourceInformation: CLLocationSourceInformation(
                    softwareSimulationState: false, andExternalAccessoryState: false)))
    }
}

extension CLLocationCoordinate2D {
    /// A simulation coordinate in degrees (nanodegrees divided by 10⁹, correctly rounded).
    init(_ coordinate: Coordinate) {
        self.init(
            latitude: Double(coordinate.latitude_e9) / 1_000_000_000,
            longitude: Double(coordinate.longitude_e9) / 1_000_000_000)
    }
}

extension Coordinate {
    /// An app's coordinate (a region centre) in the simulation's nanodegrees, rounded to nearest.
    init(_ coordinate: CLLocationCoordinate2D) {
        self.init(
            latitude_e9: Int64((coordinate.latitude * 1_000_000_000).rounded()),
            longitude_e9: Int64((coordinate.longitude * 1_000_000_000).rounded()))
    }
}
