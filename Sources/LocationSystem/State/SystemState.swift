import SimulationKit
import Vocabulary

/// Everything the simulated OS knows at one instant, as a value: exploration copies it to fork a
/// timeline and hashes it to recognise a state it has already seen.
public struct SystemState: Hashable, Sendable {
    /// The phone: switches and position.
    public var device: DeviceState
    /// The app's Info.plist, display name and persisted storage, shared until one changes.
    public var files: AppFiles
    /// The app process.
    public var app = AppProcess()
    /// The location permission as stored.
    public var authorization = LocationAuthorization()
    /// Motion & Fitness, one status for every class (MOT-2).
    public var motion = MotionStatus.notDetermined
    /// The camera and microphone answers and the requests waiting for them (CAM, MIC).
    public var privacy = PrivacyDecisions()
    /// The alert on screen.
    public var alert: Alert?
    /// Alerts waiting behind it, in the order they were requested.
    public var waitingAlerts: [Alert] = []
    /// The app's location managers.
    public var managers = HandleTable<LocationManagerState>()
    /// The app's service sessions.
    public var sessions = HandleTable<ServiceSessionState>()
    /// The app's live-updates sequences.
    public var liveUpdates = HandleTable<LiveUpdatesState>()
    /// MOT-1: protected motion calls whose handlers wait for the alert's answer, in call order.
    public var pendingMotionQueries: [MotionClass] = []
    /// Pending system timers, by purpose.
    public var timers = Timers()
    /// The app's monitored regions (MON-3), which outlive its process.
    public var monitoring = RegionMonitoring()
    /// ACC-2/ACC-3's grid.
    public var snapping: SnappingState
    /// The what-if faults switched on.
    public var faults: Set<Fault>
    /// The `dropCallback` fault has been spent.
    public var droppedCallbackSpent = false

    /// The system timers a state change may have to cancel.
    public struct Timers: Hashable, Sendable {
        /// AUTH-3's Allow Once expiry.
        public var allowOnceExpiry: EventToken?
        /// AUTH-13: Allow Once is held by a background session with the indicator (logged once).
        public var allowOnceHeld = false
        /// ACC-6's temporary full accuracy expiry.
        public var fullAccuracyExpiry: EventToken?
    }

    /// A fresh install on `device` with nothing stored, the app not yet launched.
    public init(device: DeviceState, files: AppFiles, snapping: SnappingState, faults: Set<Fault>) {
        self.device = device
        self.files = files
        self.snapping = snapping
        self.faults = faults
    }

    /// The app's Info.plist.
    public var plist: InfoPlist {
        get { files.plist }
        set { files.plist = newValue }
    }

    /// The app's display name in alert titles.
    public var appName: String {
        get { files.appName }
        set { files.appName = newValue }
    }

    /// The app's persisted storage (UserDefaults); survives a relaunch.
    public var storage: [String: String] {
        get { files.storage }
        set { files.storage = newValue }
    }

    /// The managers in creation order, for every broadcast that reaches output.
    public var managerIDs: [ManagerID] { managers.keys }

    /// Hashes the parts that tell states apart cheaply — the process's lifecycle, the authorization, the alert,
    /// the timers and how many managers, sessions and stored keys there are — and not the
    /// dictionaries' contents, whose hashing dominated exploration's deduplication. Equality still
    /// compares everything, so states that differ only there are told apart on comparison.
    public func hash(into hasher: inout Hasher) {
        // Small values packed into words, one combine each: every state exploration keeps is hashed.
        func byte(_ value: Int, _ place: UInt64) -> UInt64 {
            (UInt64(truncatingIfNeeded: value) & 0xFF) << (8 * place)
        }
        // The lifecycle by its case's tag (a payload-free enum is that one byte): its `Hashable`
        // hashes the raw string.
        let lifecycle = withUnsafeBytes(of: app.lifecycle) { Int($0[0]) }
        hasher.combine(
            byte(lifecycle, 0) | byte(app.held.count, 1) | byte(app.activitySessions.count, 2)
                | byte(waitingAlerts.count, 3) | byte(managers.count, 4) | byte(sessions.count, 5)
                | byte(liveUpdates.count, 6) | byte(pendingMotionQueries.count, 7))
        hasher.combine(
            app.launchCount &<< 32 | storage.count &<< 16 | faults.count &<< 1 | (droppedCallbackSpent ? 1 : 0))
        func bit(_ flag: Bool, _ place: Int) -> Int { flag ? 1 << place : 0 }
        let grant = authorization
        hasher.combine(
            grant.decision.rawValue &<< 32 | motion.rawValue &<< 16 | bit(grant.provisionalAlways, 0)
                | bit(grant.temporaryAllowOnce, 1) | bit(grant.preciseEnabled, 2) | bit(grant.temporaryFullAccuracy, 3)
                | bit(grant.upgradeShown, 4) | bit(timers.allowOnceHeld, 5))
        hasher.combine(timers.allowOnceExpiry?.sequence ?? .max)
        hasher.combine(timers.fullAccuracyExpiry?.sequence ?? .max)
        hasher.combine(privacy)
        hasher.combine(alert)
    }
}
