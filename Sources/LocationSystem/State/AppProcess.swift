/// The app's process: lifecycle, launch count, callbacks held while suspended, and the handles it
/// created. A relaunch starts a fresh one; persisted storage lives in ``SystemState`` instead.
public struct AppProcess: Hashable, Sendable {
    /// Where the process is.
    public var lifecycle = AppLifecycle.notRunning
    /// How many times the app has been launched, this one included.
    public var launchCount = 0
    /// SET-2: events that arrived while suspended, delivered in order on resume.
    public var held: [HeldDelivery] = []
    /// The next number of each kind of handle ``AppSystem`` hands out: managers, service sessions,
    /// live-updates sequences and background activity sessions each count from 1 (`m1`, `s1`, `u1`,
    /// `b1`), so a scenario can name the first of each without counting the others.
    public var nextHandles = HandleCounters()
    /// Active background activity sessions (AUTH-12, ACC-6).
    public var activitySessions: Set<ActivitySessionID> = []
    /// LIFE-4: a system alert made the app resign active, and it has not become active again.
    public var resignedForAlert = false
    /// PHO-7: this process has shown (or suppressed) the limited-library alert, or the user picked
    /// the selection in it: the system asks once per app life cycle.
    public var limitedLibraryPrompted = false
}

/// A delivery waiting for a suspended app to resume (SET-2).
public struct HeldDelivery: Hashable, Sendable {
    /// What will be delivered.
    public var event: AppEvent
    /// The rule that produced it.
    public var rule: RuleID?
}

/// One counter per kind of handle.
public struct HandleCounters: Hashable, Sendable {
    /// The next manager number.
    public var manager = 1
    /// The next service-session number.
    public var session = 1
    /// The next live-updates number.
    public var liveUpdates = 1
    /// The next background-activity-session number.
    public var activity = 1

    /// Counters starting at 1.
    public init() {}
}
