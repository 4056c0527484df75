/// One `CLLocationUpdate.liveUpdates()` sequence: it delivers a fix every interval when it can, and
/// otherwise one update each time its flags change (SES-2, PLIST-2).
public struct LiveUpdatesState: Hashable, Sendable {
    /// Its id.
    public var id: LiveUpdatesID
    /// The flags of the last update scheduled, nil before the first.
    public var lastFlags: DiagnosticFlags?
}
