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
        // The process by its lifecycle and counters: a set's hash hashes each member on its own.
        hasher.combine(app.lifecycle)
        hasher.combine(app.launchCount)
        hasher.combine(app.held.count)
        hasher.combine(app.activitySessions.count)
        hasher.combine(authorization)
        hasher.combine(motion)
        hasher.combine(privacy)
        hasher.combine(alert)
        hasher.combine(waitingAlerts.count)
        hasher.combine(managers.count)
        hasher.combine(sessions.count)
        hasher.combine(liveUpdates.count)
        hasher.combine(pendingMotionQueries.count)
        hasher.combine(storage.count)
        hasher.combine(timers)
        hasher.combine(faults.count)
        hasher.combine(droppedCallbackSpent)
    }
}
