import SimulationKit
import Vocabulary

/// Everything the simulated OS knows at one instant, as a value: exploration copies it to fork a
/// timeline and hashes it to recognise a state it has already seen.
public struct SystemState: FoldHashable, Sendable {
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
    @inlinable public var privacy: PrivacyDecisions {
        _read { yield seldom[0].privacy }
        _modify { yield &seldom[0].privacy }
    }
    /// The alert on screen.
    public var alert: Alert?
    /// Alerts waiting behind it, in the order they were requested.
    @inlinable public var waitingAlerts: [Alert] {
        _read { yield seldom[0].waitingAlerts }
        _modify { yield &seldom[0].waitingAlerts }
    }
    /// The app's location managers.
    public var managers = HandleTable<LocationManagerState>()
    /// The app's service sessions.
    @inlinable public var sessions: HandleTable<ServiceSessionState> {
        _read { yield seldom[0].sessions }
        _modify { yield &seldom[0].sessions }
    }
    /// The app's live-updates sequences.
    @inlinable public var liveUpdates: HandleTable<LiveUpdatesState> {
        _read { yield seldom[0].liveUpdates }
        _modify { yield &seldom[0].liveUpdates }
    }
    /// MOT-1: protected motion calls whose handlers wait for the alert's answer, in call order.
    @inlinable public var pendingMotionQueries: [MotionClass] {
        _read { yield seldom[0].pendingMotionQueries }
        _modify { yield &seldom[0].pendingMotionQueries }
    }
    /// Pending system timers, by purpose.
    public var timers = Timers()
    /// The app's monitored regions (MON-3), which outlive its process.
    @inlinable public var monitoring: RegionMonitoring {
        _read { yield seldom[0].monitoring }
        _modify { yield &seldom[0].monitoring }
    }
    /// ACC-2/ACC-3's grid.
    @inlinable public var snapping: SnappingState {
        _read { yield seldom[0].snapping }
        _modify { yield &seldom[0].snapping }
    }
    /// The what-if faults switched on.
    @inlinable public var faults: Set<Fault> {
        _read { yield seldom[0].faults }
        _modify { yield &seldom[0].faults }
    }
    /// What most runs never change after the start, in one buffer that copies of the state share
    /// until one of them changes it (an array of one, copied on write): exploration copies the state
    /// with every fork and frees it with every run, and each of these parts holds references of its
    /// own to retain and release.
    @usableFromInline var seldom: [Seldom]

    /// The parts of ``seldom``.
    @usableFromInline struct Seldom: Hashable, Sendable {
        @usableFromInline var privacy = PrivacyDecisions()
        @usableFromInline var waitingAlerts: [Alert] = []
        @usableFromInline var sessions = HandleTable<ServiceSessionState>()
        @usableFromInline var liveUpdates = HandleTable<LiveUpdatesState>()
        @usableFromInline var pendingMotionQueries: [MotionClass] = []
        @usableFromInline var monitoring = RegionMonitoring()
        @usableFromInline var snapping: SnappingState
        @usableFromInline var faults: Set<Fault>
    }
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
        seldom = [Seldom(snapping: snapping, faults: faults)]
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

    /// Folds in the parts that tell states apart cheaply — the process's lifecycle, the
    /// authorization, the alert, the timers and how many managers, sessions and stored keys there are
    /// — and not the dictionaries' contents, whose hashing dominated exploration's deduplication.
    /// Equality still compares everything, so states that differ only there are told apart on
    /// comparison. Always inlined within LocationSystem (the simulation's own hash), where a call
    /// copies the whole state.
    @inline(__always)
    public func fold(into fold: inout HashFold) {
        var process = PackedWord()
        process.add(case: app.lifecycle)
        process.add(app.held.count, bits: 8)
        process.add(app.activitySessions.count, bits: 8)
        process.add(waitingAlerts.count, bits: 8)
        process.add(managers.count, bits: 8)
        process.add(sessions.count, bits: 8)
        process.add(liveUpdates.count, bits: 8)
        process.add(pendingMotionQueries.count, bits: 8)
        fold.add(process.value)
        var rest = PackedWord()
        rest.add(app.launchCount, bits: 16)
        rest.add(storage.count, bits: 16)
        rest.add(faults.count, bits: 8)
        rest.add(droppedCallbackSpent)
        rest.add(authorization.decision.rawValue, bits: 3)
        rest.add(motion.rawValue, bits: 3)
        rest.add(authorization.provisionalAlways)
        rest.add(authorization.temporaryAllowOnce)
        rest.add(authorization.preciseEnabled)
        rest.add(authorization.temporaryFullAccuracy)
        rest.add(authorization.upgradeShown)
        rest.add(timers.allowOnceHeld)
        fold.add(rest.value)
        fold.add(timers.allowOnceExpiry?.sequence ?? .max)
        fold.add(timers.fullAccuracyExpiry?.sequence ?? .max)
        privacy.fold(into: &fold)
        if case .some(let alert) = alert { alert.fold(into: &fold) } else { fold.add(-1) }
    }
}
