/// The app's process: lifecycle, launch count, callbacks held while suspended, and the handles it
/// created. A relaunch starts a fresh one; persisted storage lives in ``SystemState`` instead.
public struct AppProcess: Hashable, Sendable {
    /// Where the process is.
    public var lifecycle = AppLifecycle.notRunning
    /// How many times the app has been launched, this one included.
    public var launchCount = 0
    /// SET-2: events that arrived while suspended, delivered in order on resume.
    public var held: [HeldDelivery] = []
    /// The next ``ManagerID`` number ``AppSystem/createManager()`` hands out.
    public var nextHandle = 1
    /// Active background activity sessions (AUTH-12, ACC-6).
    public var activitySessions: Set<ActivitySessionID> = []
}

/// A delivery waiting for a suspended app to resume (SET-2).
public struct HeldDelivery: Hashable, Sendable {
    /// What will be delivered.
    public var event: AppEvent
    /// The rule that produced it.
    public var rule: RuleID?
}
