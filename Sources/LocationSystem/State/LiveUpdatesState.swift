import SimulationKit

/// One `CLLocationUpdate.liveUpdates()` sequence: it delivers a fix every interval when it can, and
/// otherwise one update each time its flags change (SES-2, PLIST-2).
public struct LiveUpdatesState: Hashable, Sendable {
    /// Its id.
    public var id: LiveUpdatesID
    /// The flags of the last update scheduled, nil before the first.
    public var lastFlags: DiagnosticFlags?
    /// Since when the device has not moved, as this sequence knows it: its start or the device's
    /// last move, whichever came later (SES-4).
    public var stillSince: SimInstant
    /// Whether it reported the device stationary and pauses until it moves (SES-4).
    public var paused = false
}
