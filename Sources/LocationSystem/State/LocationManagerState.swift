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
    /// AUTH-12: access lost on leaving the foreground; cleared on return.
    public var lostAccessInBackground = false
}
