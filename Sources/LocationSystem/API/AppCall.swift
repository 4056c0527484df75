import SimulationKit
import Vocabulary

/// A call the app makes into the system, recorded as a value: Core Location never calls a delegate
/// re-entrantly, so a call takes effect after the handler that made it returns, in order, and any
/// reply is scheduled, never delivered synchronously.
public enum AppCall: Hashable, Sendable, CustomStringConvertible {
    /// `CLLocationManager()` plus `manager.delegate = self` (AUTH-1). The id is allocated when called.
    case createManager(ManagerID)
    /// `CLLocationManager()` alone, as real code often writes it: the manager exists, but AUTH-1
    /// waits for ``assignDelegate(_:)``.
    case makeManager(ManagerID)
    /// `manager.delegate = object` on a manager made with ``makeManager(_:)``: the first assignment
    /// starts AUTH-1's 2–9 ms.
    case assignDelegate(ManagerID)
    /// `requestWhenInUseAuthorization()`.
    case requestWhenInUseAuthorization(ManagerID)
    /// `requestAlwaysAuthorization()`.
    case requestAlwaysAuthorization(ManagerID)
    /// `requestTemporaryFullAccuracyAuthorization(withPurposeKey:)` (ACC-4).
    case requestTemporaryFullAccuracyAuthorization(ManagerID, purposeKey: String)
    /// `startUpdatingLocation()`.
    case startUpdatingLocation(ManagerID)
    /// `stopUpdatingLocation()`.
    case stopUpdatingLocation(ManagerID)
    /// `requestLocation()`: one location, then the request ends (UPD-1).
    case requestLocation(ManagerID)
    /// `UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)` (LIFE-3).
    case openSettings
    /// A real API call the catalog has no rule for yet (`startMonitoring(for:)`): recorded in the
    /// trace with a note that nothing it would deliver arrives, so its absence is never silent.
    case notSimulated(String)
    /// `startMonitoring(for: CLCircularRegion(…))` (MON-1, MON-3, MON-4).
    case startMonitoringRegion(ManagerID, MonitoredRegion)
    /// `stopMonitoring(for:)`, by the region's identifier.
    case stopMonitoringRegion(ManagerID, identifier: String)
    /// `requestState(for:)`, by the region's identifier.
    case requestRegionState(ManagerID, identifier: String)
    /// `startMonitoringSignificantLocationChanges()` (MON-1, MON-2).
    case startMonitoringSignificantLocationChanges(ManagerID)
    /// `stopMonitoringSignificantLocationChanges()`.
    case stopMonitoringSignificantLocationChanges(ManagerID)
    /// `startMonitoringVisits()` (MON-1: needs Always; visits themselves are not simulated yet).
    case startMonitoringVisits(ManagerID)
    /// `desiredAccuracy = …` (ACC-7).
    case setDesiredAccuracy(ManagerID, DesiredAccuracy)
    /// `allowsBackgroundLocationUpdates = …`.
    case setAllowsBackgroundLocationUpdates(ManagerID, Bool)
    /// `CLBackgroundActivitySession()`.
    case startBackgroundActivitySession(ActivitySessionID)
    /// `invalidate()` on a background activity session.
    case endBackgroundActivitySession(ActivitySessionID)
    /// `CLServiceSession(authorization:)` (SES-1), or `(authorization:fullAccuracyPurposeKey:)`
    /// (SES-5).
    case startServiceSession(SessionID, requirement: SessionRequirement, fullAccuracyPurposeKey: String?)
    /// `invalidate()` on a service session.
    case endServiceSession(SessionID)
    /// Iterating `CLLocationUpdate.liveUpdates()`.
    case startLiveUpdates(LiveUpdatesID)
    /// Cancelling that iteration.
    case stopLiveUpdates(LiveUpdatesID)
    /// A protected Core Motion query or start call (MOT-1).
    case queryMotion(MotionClass)
    /// `AVCaptureDevice.requestAccess(for:)`: `.video` asks for the camera (CAM-1), `.audio` for the
    /// microphone (MIC-1); the completion is ``AppEvent/accessResult(_:granted:)``.
    case requestCaptureAccess(CaptureMediaType)
    /// `AVAudioApplication.requestRecordPermission()` (MIC-1); the completion is
    /// ``AppEvent/accessResult(_:granted:)``.
    case requestRecordPermission
    /// `PHPhotoLibrary.requestAuthorization(for:handler:)` (PHO-1, PHO-2); the handler is
    /// ``AppEvent/photoAuthorizationResult(_:_:)``.
    case requestPhotoAuthorization(PhotoAccessLevel)
    /// `PHPhotoLibrary.shared().presentLimitedLibraryPicker(from:completionHandler:)` (PHO-4); the
    /// handler is ``AppEvent/limitedLibraryPickerResult(added:)``.
    case presentLimitedLibraryPicker
    /// Presenting a `PHPickerViewController` (PHO-6): no permission; the delegate's
    /// `picker(_:didFinishPicking:)` is ``AppEvent/photoPickerResult(count:)``.
    case presentPhotoPicker
    /// A PhotoKit fetch (`PHAsset.fetchAssets`): it answers at once from the state (``AppSystem/fetchPhotos(_:)``);
    /// the call is recorded for PHO-7, whose alert the life cycle's first fetch under limited access shows.
    case fetchAssets
    /// `UNUserNotificationCenter.requestAuthorization(options:)` (NOTIF-1 to NOTIF-4); the
    /// completion is ``AppEvent/notificationAuthorizationResult(granted:)``.
    case requestNotificationAuthorization(NotificationOptions)
    /// `UNUserNotificationCenter.getNotificationSettings` (NOTIF-5); the completion is
    /// ``AppEvent/notificationSettings(_:)``.
    case getNotificationSettings
    /// `UIApplication.registerForRemoteNotifications()` (NOTIF-7); the app delegate hears
    /// ``AppEvent/remoteNotificationsRegistered(token:)``.
    case registerForRemoteNotifications
    /// Persisting a value (UserDefaults); nil removes it.
    case writeStorage(key: String, value: String?)
    /// A task of the app's sleeping (`Task.sleep`, `Clock.sleep`) for `duration` of simulated time:
    /// the app's async code asks the system for a wake-up, which comes as ``AppEvent/wake(token:)``.
    case sleep(token: Int, duration: SimDuration)

    /// The API name as `call API` and the trace write it.
    public var api: String {
        switch self {
        case .createManager: return "createManager"
        case .makeManager: return "makeManager"
        case .assignDelegate: return "assignDelegate"
        case .requestWhenInUseAuthorization: return "requestWhenInUseAuthorization"
        case .requestAlwaysAuthorization: return "requestAlwaysAuthorization"
        case .requestTemporaryFullAccuracyAuthorization: return "requestTemporaryFullAccuracy"
        case .startUpdatingLocation: return "startUpdatingLocation"
        case .stopUpdatingLocation: return "stopUpdatingLocation"
        case .requestLocation: return "requestLocation"
        case .openSettings: return "openSettings"
        case .notSimulated(let api): return api
        case .startMonitoringRegion: return "startMonitoring"
        case .stopMonitoringRegion: return "stopMonitoring"
        case .requestRegionState: return "requestState"
        case .startMonitoringSignificantLocationChanges: return "startMonitoringSignificantLocationChanges"
        case .stopMonitoringSignificantLocationChanges: return "stopMonitoringSignificantLocationChanges"
        case .startMonitoringVisits: return "startMonitoringVisits"
        case .setDesiredAccuracy: return "desiredAccuracy"
        case .setAllowsBackgroundLocationUpdates: return "allowsBackgroundLocationUpdates"
        case .startBackgroundActivitySession: return "startBackgroundActivitySession"
        case .endBackgroundActivitySession: return "endBackgroundActivitySession"
        case .startServiceSession: return "startServiceSession"
        case .endServiceSession: return "endServiceSession"
        case .startLiveUpdates: return "startLiveUpdates"
        case .stopLiveUpdates: return "stopLiveUpdates"
        case .queryMotion: return "queryMotion"
        case .requestCaptureAccess: return "requestAccess"
        case .requestRecordPermission: return "requestRecordPermission"
        case .requestPhotoAuthorization: return "requestAuthorization"
        case .presentLimitedLibraryPicker: return "presentLimitedLibraryPicker"
        case .presentPhotoPicker: return "presentPicker"
        case .fetchAssets: return "fetchAssets"
        case .requestNotificationAuthorization: return "requestNotificationAuthorization"
        case .getNotificationSettings: return "getNotificationSettings"
        case .registerForRemoteNotifications: return "registerForRemoteNotifications"
        case .writeStorage: return "writeStorage"
        case .sleep: return "sleep"
        }
    }

    /// Whether the call asks for location permission, so that ignoring it leaves no alert to answer.
    public var isAuthorizationRequest: Bool {
        switch self {
        case .requestWhenInUseAuthorization, .requestAlwaysAuthorization, .requestTemporaryFullAccuracyAuthorization:
            return true
        default:
            return false
        }
    }

    /// The manager it addresses, if any.
    public var manager: ManagerID? {
        switch self {
        case .createManager(let id), .makeManager(let id), .assignDelegate(let id),
            .requestWhenInUseAuthorization(let id), .requestAlwaysAuthorization(let id),
            .requestTemporaryFullAccuracyAuthorization(let id, _), .startUpdatingLocation(let id),
            .stopUpdatingLocation(let id), .requestLocation(let id), .setDesiredAccuracy(let id, _),
            .setAllowsBackgroundLocationUpdates(let id, _), .startMonitoringRegion(let id, _),
            .stopMonitoringRegion(let id, _), .requestRegionState(let id, _),
            .startMonitoringSignificantLocationChanges(let id), .stopMonitoringSignificantLocationChanges(let id),
            .startMonitoringVisits(let id):
            return id
        default:
            return nil
        }
    }

    /// `requestWhenInUseAuthorization m1`, as the text trace prints it.
    public var description: String {
        switch self {
        case .requestTemporaryFullAccuracyAuthorization(let id, let key): return "\(api) \(id) \(key)"
        case .setDesiredAccuracy(let id, let accuracy): return "\(api) \(id) \(accuracy)"
        case .setAllowsBackgroundLocationUpdates(let id, let allowed): return "\(api) \(id) \(allowed)"
        case .startBackgroundActivitySession(let id), .endBackgroundActivitySession(let id): return "\(api) \(id)"
        case .startServiceSession(let id, let requirement, let key):
            return "\(api) \(id) \(requirement)" + (key.map { " fullAccuracyPurposeKey=\($0)" } ?? "")
        case .endServiceSession(let id): return "\(api) \(id)"
        case .startLiveUpdates(let id), .stopLiveUpdates(let id): return "\(api) \(id)"
        case .queryMotion(let motionClass): return "\(api) \(motionClass)"
        case .requestCaptureAccess(let mediaType): return "\(api) \(mediaType)"
        case .requestPhotoAuthorization(let level): return "\(api) \(level)"
        case .requestNotificationAuthorization(let options): return "\(api) \(options)"
        case .writeStorage(let key, let value): return "\(api) \(key)=\(value ?? "nil")"
        case .startMonitoringRegion(let id, let region):
            return "\(api) \(id) \"\(region.identifier)\" \(region.center) \(region.radius)"
        case .stopMonitoringRegion(let id, let identifier), .requestRegionState(let id, let identifier):
            return "\(api) \(id) \"\(identifier)\""
        case .sleep(let token, let duration): return "\(api) t\(token) \(duration)"
        default: return manager.map { "\(api) \($0)" } ?? api
        }
    }
}
