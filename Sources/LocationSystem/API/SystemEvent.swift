/// Everything the system schedules on its queue, as plain data (no reference inside, which a test
/// checks): printable, hashable, and copied bit for bit with the whole simulation when exploration
/// forks a timeline.
public enum SystemEvent: Hashable, Sendable {
    /// The driver's own step, handed back untouched by ``Simulation/step()``.
    case external(Int)
    /// An authorization callback to one manager; it reads the status when it runs, as a delegate would.
    case authorizationCallback(ManagerID, rule: RuleID)
    /// A precomputed delivery (a failure, a handler's result, a diagnostic).
    case deliver(Reply, rule: RuleID)
    /// The next fix of an updating manager (every `fixInterval`).
    case fixTick(ManagerID)
    /// UPD-1: the one location `requestLocation()` asked for.
    case requestedFix(ManagerID)
    /// The next element of a live-updates sequence (every `fixInterval`).
    case liveTick(LiveUpdatesID)
    /// AUTH-3: the Allow Once grant expires.
    case allowOnceExpiry
    /// ACC-6: temporary full accuracy ends.
    case fullAccuracyExpiry
    /// AUTH-12: a When In Use manager that is updating in the background loses access.
    case backgroundAccessLoss(ManagerID)
    /// LIFE-1: the location event that relaunched the app reaches the managers that exist by now.
    case relaunchLocationEvent
    /// MON-2, MON-3: the system looks at the device's position for significant changes and region
    /// crossings (every `fixInterval` while anything is monitored).
    case monitorTick
    /// MON-3: the crossing that relaunched a terminated app, delivered after its launch handler.
    case regionCrossing(Int, entered: Bool)
    /// The wake-up an app's sleeping task asked for (``AppCall/sleep(token:duration:)``).
    case wake(token: Int)

    /// Whether the event belongs to the app process and dies with it.
    var belongsToProcess: Bool {
        switch self {
        case .external, .allowOnceExpiry, .fullAccuracyExpiry, .monitorTick: return false
        default: return true
        }
    }
}
