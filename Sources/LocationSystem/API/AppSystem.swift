import SimulationKit
import Vocabulary

/// The system as an app model sees it while handling one event: synchronous getters answered from
/// the state at that moment, and commands recorded as ``AppCall``s that the simulation applies after
/// the handler returns (Core Location never calls a delegate re-entrantly).
///
/// ```swift
/// var app = simulation.appSystem()
/// if app.authorizationStatus == .notDetermined {      // LIFE-2: read at init, synchronously
///     let manager = app.createManager()
///     app.requestWhenInUseAuthorization(manager)
/// }
/// let records = simulation.perform(app.calls)         // the alert appears now; callbacks later
/// ```
public struct AppSystem: Sendable {
    /// What the getters read, taken from the state when the handle is made: a handle is made for
    /// every event a model handles and every invariant check, so it copies only what a getter
    /// reads, not the whole state (managers, sessions, alerts). The fields are `@usableFromInline`
    /// only so the inlinable ``init(state:now:)`` can set them; nothing else in the module reads them.
    @usableFromInline let status: AuthorizationStatus
    @usableFromInline let accuracy: Accuracy
    @usableFromInline let motion: MotionStatus
    @usableFromInline let camera: CaptureAuthorizationStatus
    @usableFromInline let microphone: RecordPermission
    @usableFromInline let photos: PhotoAuthorizationStatus
    @usableFromInline let photosAddOnly: PhotoAuthorizationStatus
    @usableFromInline let photoSelection: [Int]
    /// What the getters read of the device, not the whole device state (its position, route and
    /// frozen fix are for the system alone): the handle is copied whole every time it is passed.
    @usableFromInline let servicesEnabled: Bool
    @usableFromInline let motionHardware: Bool
    @usableFromInline let barometer: Bool
    @usableFromInline let magnetometer: Bool
    @usableFromInline let beaconRanging: Bool
    @usableFromInline let unknownPhotoStatus: Bool
    @usableFromInline let photoLibraryCount: Int
    @usableFromInline let process: AppLifecycle
    @usableFromInline let launches: Int
    /// The plist and storage, one shared reference.
    @usableFromInline let files: AppFiles
    /// The current simulated time.
    public let now: SimInstant
    /// The calls made so far, in order.
    public private(set) var calls: [AppCall] = []
    /// Storage written during this handler, visible to later reads in it.
    private var written = [String: String?]()
    /// The next number of each kind of handle the app may make (manager, session, live updates).
    @usableFromInline var nextHandles: HandleCounters
    /// The app's monitored regions, as `monitoredRegions` reads them.
    @usableFromInline let regions: [MonitoredRegion]

    /// A handle on `state` at `now`. Inlinable and always inlined, so the fields are read where the
    /// state lies: a call copies the whole state (hundreds of bytes) to pass it, for every event a
    /// model handles and every invariant check.
    @inlinable @inline(__always)
    init(state: borrowing SystemState, now: SimInstant) {
        status = state.status
        accuracy = state.accuracy
        servicesEnabled = state.device.locationServicesEnabled
        motionHardware = state.device.motionHardware
        barometer = state.device.barometer
        magnetometer = state.device.magnetometer
        beaconRanging = state.device.beaconRanging
        unknownPhotoStatus = state.device.unknownPhotoStatus
        photoLibraryCount = state.device.photoLibraryCount
        motion = state.motion
        if case .camera(let status) = state.privacyStatus(.camera) { camera = status } else { camera = .notDetermined }
        microphone = state.privacy.microphone
        let readings = state.privacyReadings
        photos = readings.photos
        photosAddOnly = readings.photosAddOnly
        // The arrays are taken only when they hold something: an empty one is the shared empty
        // array, with nothing to retain, where a copy goes through a generic witness, for every
        // event a model handles.
        photoSelection = state.privacy.selection.isEmpty ? [] : state.privacy.selection
        process = state.app.lifecycle
        launches = state.app.launchCount
        files = state.files
        self.now = now
        nextHandles = state.app.nextHandles
        regions = state.monitoring.regions.isEmpty ? [] : state.monitoring.regions
    }

    // MARK: Getters (synchronous)

    /// A string of the app's Info.plist, as `Bundle.main.object(forInfoDictionaryKey:)` reads it: an
    /// app that explains a request before making it quotes its own purpose string.
    public func infoPlistString(_ key: String) -> String? { files.plist.entries[key] }

    /// `authorizationStatus`, read synchronously: LIFE-2 (003) a model that reads it at init shows
    /// the right screen at once instead of waiting for AUTH-1's callback.
    public var authorizationStatus: AuthorizationStatus { status }
    /// `accuracyAuthorization` (SET-3: meaningful only under 3 or 4).
    public var accuracyAuthorization: Accuracy { accuracy }
    /// `CLLocationManager.locationServicesEnabled()`.
    public var locationServicesEnabled: Bool { servicesEnabled }
    /// `authorizationStatus()` of a Core Motion class; one status for all four (MOT-2).
    public func motionStatus(_ motionClass: MotionClass) -> MotionStatus { motion }
    /// `isActivityAvailable()` and friends: whether the class's hardware exists (MOT-3).
    public func isMotionAvailable(_ motionClass: MotionClass) -> Bool {
        DeviceState.motionAvailable(motionClass, hardware: motionHardware, barometer: barometer)
    }
    /// `AVCaptureDevice.authorizationStatus(for:)`: the camera for `.video` (CAM-3: restricted when
    /// device management forbids it), the microphone in AVFoundation's words for `.audio`.
    public func captureAuthorizationStatus(for mediaType: CaptureMediaType) -> CaptureAuthorizationStatus {
        mediaType == .video ? camera : microphone.captureStatus
    }
    /// `AVAudioApplication.shared.recordPermission` (MIC-1).
    public var recordPermission: RecordPermission { microphone }
    /// `PHPhotoLibrary.authorizationStatus(for:)` (PHO-1, PHO-2).
    public func photoAuthorizationStatus(for level: PhotoAccessLevel) -> PhotoAuthorizationStatus {
        level == .readWrite ? photos : photosAddOnly
    }
    /// `PHPhotoLibrary.authorizationStatus(for:)` as the raw value an app's `switch` meets: the
    /// status's own, except under PHO-9's what-if (`device unknown-photo-status yes`), where
    /// read/write `limited` reads 5, a value no SDK declares, and only `@unknown default` matches.
    public func photoAuthorizationRawValue(for level: PhotoAccessLevel) -> Int {
        let status = photoAuthorizationStatus(for: level)
        return unknownPhotoStatus && level == .readWrite && status == .limited ? 5 : status.rawValue
    }
    /// The photos a fetch returns, by number: the whole library under full access, the selection
    /// under limited access (PHO-4), none otherwise. `PHAsset.fetchAssets(withLocalIdentifiers:)`
    /// of a stored number outside it finds nothing (PHO-5).
    public var accessiblePhotos: [Int] {
        switch photos {
        case .authorized: return photoLibraryCount > 0 ? Array(1...photoLibraryCount) : []
        case .limited: return photoSelection
        case .notDetermined, .restricted, .denied: return []
        }
    }
    /// `CLLocationManager.headingAvailable()`: whether the device has a magnetometer.
    public var headingAvailable: Bool { magnetometer }
    /// `CLLocationManager.isRangingAvailable()`: whether the device ranges iBeacons.
    public var rangingAvailable: Bool { beaconRanging }
    /// Where the app process is (`UIApplication.applicationState`).
    public var lifecycle: AppLifecycle { process }
    /// How many times the app has been launched, this one included.
    public var launchCount: Int { launches }
    /// `monitoredRegions`: the app's regions, shared by all its managers (MON-3).
    public var monitoredRegions: [MonitoredRegion] { regions }
    /// A persisted value (UserDefaults), including writes made earlier in this handler.
    public func readStorage(_ key: String) -> String? {
        if let value = written[key] { return value }
        return files.storage[key]
    }

    // MARK: Commands (applied after the handler)

    /// `CLLocationManager()` with `delegate = self`; the id is allocated now, the AUTH-1 callback
    /// comes 2–9 ms after the call is applied.
    public mutating func createManager() -> ManagerID {
        let id = ManagerID(allocate(\.manager))
        calls.append(.createManager(id))
        return id
    }
    /// `CLLocationManager()` before any delegate is set; AUTH-1 waits for ``assignDelegate(_:)``.
    public mutating func makeManager() -> ManagerID {
        let id = ManagerID(allocate(\.manager))
        calls.append(.makeManager(id))
        return id
    }
    /// `manager.delegate = …`: the first assignment starts AUTH-1's 2–9 ms.
    public mutating func assignDelegate(_ manager: ManagerID) { calls.append(.assignDelegate(manager)) }
    /// `requestWhenInUseAuthorization()`.
    public mutating func requestWhenInUseAuthorization(_ manager: ManagerID) {
        calls.append(.requestWhenInUseAuthorization(manager))
    }
    /// `requestAlwaysAuthorization()`.
    public mutating func requestAlwaysAuthorization(_ manager: ManagerID) {
        calls.append(.requestAlwaysAuthorization(manager))
    }
    /// `requestTemporaryFullAccuracyAuthorization(withPurposeKey:)`; the result is a
    /// ``AppEvent/fullAccuracyResult(_:errorCode:)``.
    public mutating func requestTemporaryFullAccuracyAuthorization(_ manager: ManagerID, purposeKey: String) {
        calls.append(.requestTemporaryFullAccuracyAuthorization(manager, purposeKey: purposeKey))
    }
    /// `startUpdatingLocation()`.
    public mutating func startUpdatingLocation(_ manager: ManagerID) { calls.append(.startUpdatingLocation(manager)) }
    /// `stopUpdatingLocation()`.
    public mutating func stopUpdatingLocation(_ manager: ManagerID) { calls.append(.stopUpdatingLocation(manager)) }
    /// `requestLocation()` (UPD-1): one location, or a failure, then the request ends.
    public mutating func requestLocation(_ manager: ManagerID) { calls.append(.requestLocation(manager)) }
    /// Opens the app's page in Settings (`UIApplication.openSettingsURLString`, LIFE-3): the app
    /// goes to the background.
    public mutating func openSettings() { calls.append(.openSettings) }
    /// A call locsim has no rule for yet: recorded, with a note in the trace (``AppCall/notSimulated(_:)``).
    public mutating func callNotSimulated(_ api: String) { calls.append(.notSimulated(api)) }
    /// `startMonitoring(for:)` with a circular region (MON-3); regions belong to the app.
    public mutating func startMonitoring(_ manager: ManagerID, region: MonitoredRegion) {
        calls.append(.startMonitoringRegion(manager, region))
    }
    /// `stopMonitoring(for:)`, by identifier.
    public mutating func stopMonitoring(_ manager: ManagerID, identifier: String) {
        calls.append(.stopMonitoringRegion(manager, identifier: identifier))
    }
    /// `requestState(for:)`, by identifier; the answer is a `determined` region callback.
    public mutating func requestState(_ manager: ManagerID, identifier: String) {
        calls.append(.requestRegionState(manager, identifier: identifier))
    }
    /// `startMonitoringSignificantLocationChanges()` (MON-2).
    public mutating func startMonitoringSignificantLocationChanges(_ manager: ManagerID) {
        calls.append(.startMonitoringSignificantLocationChanges(manager))
    }
    /// `stopMonitoringSignificantLocationChanges()`.
    public mutating func stopMonitoringSignificantLocationChanges(_ manager: ManagerID) {
        calls.append(.stopMonitoringSignificantLocationChanges(manager))
    }
    /// `startMonitoringVisits()`: MON-1 says under anything but Always that nothing comes; visits
    /// themselves are not simulated yet (the trace says so).
    public mutating func startMonitoringVisits(_ manager: ManagerID) {
        calls.append(.startMonitoringVisits(manager))
    }
    /// `desiredAccuracy = …`.
    public mutating func setDesiredAccuracy(_ manager: ManagerID, _ accuracy: DesiredAccuracy) {
        calls.append(.setDesiredAccuracy(manager, accuracy))
    }
    /// `allowsBackgroundLocationUpdates = …`.
    public mutating func setAllowsBackgroundLocationUpdates(_ manager: ManagerID, _ allowed: Bool) {
        calls.append(.setAllowsBackgroundLocationUpdates(manager, allowed))
    }
    /// `CLBackgroundActivitySession()`.
    public mutating func startBackgroundActivitySession() -> ActivitySessionID {
        let id = ActivitySessionID(allocate(\.activity))
        calls.append(.startBackgroundActivitySession(id))
        return id
    }
    /// `invalidate()` on a background activity session.
    public mutating func endBackgroundActivitySession(_ id: ActivitySessionID) {
        calls.append(.endBackgroundActivitySession(id))
    }
    /// `CLServiceSession(authorization:)`, or `(authorization:fullAccuracyPurposeKey:)` with a key.
    public mutating func startServiceSession(
        requirement: SessionRequirement, fullAccuracyPurposeKey: String? = nil
    ) -> SessionID {
        let id = SessionID(allocate(\.session))
        calls.append(.startServiceSession(id, requirement: requirement, fullAccuracyPurposeKey: fullAccuracyPurposeKey))
        return id
    }
    /// `invalidate()` on a service session.
    public mutating func endServiceSession(_ id: SessionID) { calls.append(.endServiceSession(id)) }
    /// Starts iterating `CLLocationUpdate.liveUpdates()`.
    public mutating func startLiveUpdates() -> LiveUpdatesID {
        let id = LiveUpdatesID(allocate(\.liveUpdates))
        calls.append(.startLiveUpdates(id))
        return id
    }
    /// Stops iterating a live-updates sequence.
    public mutating func stopLiveUpdates(_ id: LiveUpdatesID) { calls.append(.stopLiveUpdates(id)) }
    /// A protected Core Motion query (MOT-1); the handler's result is a
    /// ``AppEvent/motionResult(_:errorCode:)``.
    public mutating func queryMotion(_ motionClass: MotionClass) { calls.append(.queryMotion(motionClass)) }
    /// `AVCaptureDevice.requestAccess(for:)` (CAM-1, MIC-1); the completion is
    /// ``AppEvent/accessResult(_:granted:)``.
    public mutating func requestCaptureAccess(for mediaType: CaptureMediaType) {
        calls.append(.requestCaptureAccess(mediaType))
    }
    /// `AVAudioApplication.requestRecordPermission()` (MIC-1); the completion is
    /// ``AppEvent/accessResult(_:granted:)``.
    public mutating func requestRecordPermission() { calls.append(.requestRecordPermission) }
    /// `PHPhotoLibrary.requestAuthorization(for:handler:)` (PHO-1, PHO-2); the handler is
    /// ``AppEvent/photoAuthorizationResult(_:_:)``.
    public mutating func requestPhotoAuthorization(for level: PhotoAccessLevel) {
        calls.append(.requestPhotoAuthorization(level))
    }
    /// `presentLimitedLibraryPicker(from:completionHandler:)` (PHO-4); the completion is
    /// ``AppEvent/limitedLibraryPickerResult(added:)``.
    public mutating func presentLimitedLibraryPicker() { calls.append(.presentLimitedLibraryPicker) }
    /// Presenting a `PHPickerViewController` (PHO-6); its results are ``AppEvent/photoPickerResult(count:)``.
    public mutating func presentPhotoPicker() { calls.append(.presentPhotoPicker) }
    /// `PHAsset.fetchAssets(withLocalIdentifiers:options:)` of photos by number, or of every photo
    /// (`fetchAssets(with:)`) when `numbers` is nil: those the app may see (``accessiblePhotos``), at
    /// once, in ascending order. A fetch is also a call: PHO-7's alert follows the life cycle's first
    /// one under limited access.
    public mutating func fetchPhotos(_ numbers: [Int]? = nil) -> [Int] {
        calls.append(.fetchAssets)
        let accessible = accessiblePhotos
        guard let numbers else { return accessible }
        return accessible.filter(numbers.contains)
    }
    /// `UNUserNotificationCenter.requestAuthorization(options:)` (NOTIF-1 to NOTIF-4); the
    /// completion is ``AppEvent/notificationAuthorizationResult(granted:)``.
    public mutating func requestNotificationAuthorization(options: NotificationOptions) {
        calls.append(.requestNotificationAuthorization(options))
    }
    /// `getNotificationSettings` / `notificationSettings()` (NOTIF-5): there is no synchronous
    /// reading; the answer is ``AppEvent/notificationSettings(_:)``.
    public mutating func getNotificationSettings() { calls.append(.getNotificationSettings) }
    /// `UIApplication.registerForRemoteNotifications()` (NOTIF-7); the token comes as
    /// ``AppEvent/remoteNotificationsRegistered(token:)``.
    public mutating func registerForRemoteNotifications() { calls.append(.registerForRemoteNotifications) }
    /// Persists a value; later reads in this handler see it.
    public mutating func writeStorage(_ key: String, _ value: String?) {
        written[key] = .some(value)
        calls.append(.writeStorage(key: key, value: value))
    }
    /// Records a call built elsewhere (a scenario's `call API`).
    public mutating func call(_ call: AppCall) { calls.append(call) }

    /// The next number from one kind's counter.
    private mutating func allocate(_ counter: WritableKeyPath<HandleCounters, Int>) -> Int {
        defer { nextHandles[keyPath: counter] += 1 }
        return nextHandles[keyPath: counter]
    }
}
