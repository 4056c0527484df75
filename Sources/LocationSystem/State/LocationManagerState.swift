import SimulationKit
import Vocabulary

/// One `CLLocationManager` the app created, with the properties that decide what it receives.
public struct LocationManagerState: Hashable, Sendable {
    /// Its id.
    public var id: ManagerID
    /// `startUpdatingLocation()` is in effect; it survives a denial, so fixes resume on a grant (AUTH-11).
    public var updating = false
    /// `desiredAccuracy` (ACC-7).
    public var desiredAccuracy = DesiredAccuracy.best
    /// `allowsBackgroundLocationUpdates`.
    public var allowsBackgroundLocationUpdates = false
    /// `requestLocation()` is waiting for its one location (UPD-1).
    public var locationRequested = false
    /// Whether a delegate was ever assigned: callbacks to a manager without one reach nobody.
    public var hasDelegate = true
    /// AUTH-12: access lost on leaving the foreground; cleared on return.
    public var lostAccessInBackground = false
    /// `startMonitoringSignificantLocationChanges()` is in effect (MON-2).
    public var significantChanges = false
    /// Where and when MON-2 last told this manager a location; nil before the first.
    public var lastSignificant: SignificantMark?
}

/// MON-2's last delivered location: the next comes only far enough and late enough after it.
public struct SignificantMark: Hashable, Sendable {
    /// Where the device was.
    public var position: Coordinate
    /// When.
    public var time: SimInstant
}
