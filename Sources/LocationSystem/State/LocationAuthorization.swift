import SimulationKit
import Vocabulary

/// The app's location permission as the system stores it: the app's row in Settings plus the flags
/// the status number alone cannot show (provisional, temporary, precise).
///
/// What the app *reads* also depends on the device (restriction, Location Services); see
/// ``SystemState/status`` and ``SystemState/accuracy``.
public struct LocationAuthorization: Hashable, Sendable {
    /// The decision: notDetermined, denied, authorizedAlways or authorizedWhenInUse.
    public var decision = AuthorizationStatus.notDetermined
    /// AUTH-5: Always granted provisionally (from the When In Use alert); AUTH-6 settles it.
    public var provisionalAlways = false
    /// AUTH-3: an Allow Once grant, which expires after the app leaves the foreground.
    public var temporaryAllowOnce = false
    /// The Precise Location switch (SET-PRECISE-OFF).
    public var preciseEnabled = true
    /// ACC-4: temporary full accuracy granted by the user until ACC-6 ends it.
    public var temporaryFullAccuracy = false
    /// AUTH-8: the Always upgrade alert has been shown (once per install).
    public var upgradeShown = false
}
