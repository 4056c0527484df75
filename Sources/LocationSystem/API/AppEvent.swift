import Vocabulary

/// Something the system delivers to the app model: a lifecycle change, a delegate callback, an
/// element of an async sequence, a completion handler. Raw values match Core Location and Core Motion.
public enum AppEvent: Hashable, Sendable, CustomStringConvertible {
    /// The process started (`launchCount` counts this launch). `byLocationEvent`: relaunched in the
    /// background to receive a location event (LIFE-1), so no UI exists yet.
    case launched(launchCount: Int, byLocationEvent: Bool)
    /// `didEnterBackground`.
    case didEnterBackground
    /// `willEnterForeground`.
    case willEnterForeground
    /// `didBecomeActive`: where a model should re-read the status (SET-4); also when a system alert
    /// that made the app resign is answered (LIFE-4).
    case didBecomeActive
    /// `willResignActive` while the app stays in the foreground: a system alert covers it (LIFE-4).
    /// (Leaving the foreground is `didEnterBackground` alone; the host posts the resign before it.)
    case willResignActive
    /// The process was suspended (recorded for the trace; a real app is not told).
    case suspended
    /// The process resumed from suspension; held callbacks follow (SET-2).
    case resumed
    /// The process is about to end.
    case terminated
    /// `locationManagerDidChangeAuthorization`, with what the manager reads at that moment.
    case authorization(ManagerID, status: AuthorizationStatus, fullAccuracy: Bool)
    /// `locationManager(_:didFailWithError:)` with a CLError code (0, 1, 18).
    case failure(ManagerID, code: Int)
    /// `locationManager(_:didUpdateLocations:)`.
    case locations(ManagerID, [Fix])
    /// One element of `CLLocationUpdate.liveUpdates()`: flags, and a fix when there is one.
    case liveUpdate(LiveUpdatesID, flags: DiagnosticFlags, fix: Fix?)
    /// One element of a `CLServiceSession`'s diagnostics.
    case diagnostic(SessionID, flags: DiagnosticFlags)
    /// The completion of requestTemporaryFullAccuracyAuthorization: nil on success, else a CLError code.
    case fullAccuracyResult(ManagerID, errorCode: Int?)
    /// The handler of a protected Core Motion query: nil, or a CMError code (104, 105).
    case motionResult(MotionClass, errorCode: Int?)
    /// The completion of a camera or microphone request (`AVCaptureDevice.requestAccess(for:)`,
    /// `AVAudioApplication.requestRecordPermission()`): whether access is granted (CAM-1, MIC-1).
    case accessResult(PrivacyPermission, granted: Bool)
    /// The handler of `PHPhotoLibrary.requestAuthorization(for:)`: the level asked and its status
    /// (PHO-1, PHO-2, PHO-3).
    case photoAuthorizationResult(PhotoAccessLevel, PhotoAuthorizationStatus)
    /// The completion of `presentLimitedLibraryPicker(from:completionHandler:)`: how many photos the
    /// user added to the selection (PHO-4; Apple's handler gets their identifiers).
    case limitedLibraryPickerResult(added: Int)
    /// `PHPickerViewControllerDelegate.picker(_:didFinishPicking:)`: how many results (PHO-6).
    case photoPickerResult(count: Int)
    /// The completion of `requestAuthorization(options:)`: whether notifications are allowed (the
    /// error is always nil here) (NOTIF-1 to NOTIF-4).
    case notificationAuthorizationResult(granted: Bool)
    /// The completion of `getNotificationSettings`: the settings when asked (NOTIF-5).
    case notificationSettings(NotificationSettings)
    /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`: the token as hex (NOTIF-7).
    case remoteNotificationsRegistered(token: String)
    /// A region-monitoring delegate callback (MON-3, MON-4).
    case region(ManagerID, RegionEvent)
    /// A sleeping task's wake-up (``AppCall/sleep(token:duration:)``): the app's async code goes on.
    case wake(token: Int)

    /// The event's kind as the JSON Lines trace names a callback (`authorization`, `failure`, …).
    public var kind: String {
        switch self {
        case .launched: return "launched"
        case .didEnterBackground: return "didEnterBackground"
        case .willEnterForeground: return "willEnterForeground"
        case .didBecomeActive: return "didBecomeActive"
        case .willResignActive: return "willResignActive"
        case .suspended: return "suspended"
        case .resumed: return "resumed"
        case .terminated: return "terminated"
        case .authorization: return "authorization"
        case .failure: return "failure"
        case .locations: return "locations"
        case .liveUpdate: return "liveUpdate"
        case .diagnostic: return "diagnostic"
        case .fullAccuracyResult: return "fullAccuracyResult"
        case .motionResult: return "motionResult"
        case .accessResult: return "accessResult"
        case .photoAuthorizationResult: return "photoAuthorizationResult"
        case .limitedLibraryPickerResult: return "limitedLibraryPickerResult"
        case .photoPickerResult: return "photoPickerResult"
        case .notificationAuthorizationResult: return "notificationAuthorizationResult"
        case .notificationSettings: return "notificationSettings"
        case .remoteNotificationsRegistered: return "remoteNotificationsRegistered"
        case .region: return "region"
        case .wake: return "wake"
        }
    }

    /// The manager it goes to, for delegate callbacks.
    public var manager: ManagerID? {
        switch self {
        case .authorization(let id, _, _), .failure(let id, _), .locations(let id, _), .fullAccuracyResult(let id, _),
            .region(let id, _):
            return id
        default:
            return nil
        }
    }

    /// One line for the text trace (`authorization m1 status=4 fullAccuracy=true`).
    public var description: String {
        switch self {
        case .launched(let count, let byLocationEvent):
            return "launched count=\(count)" + (byLocationEvent ? " background=location-event" : "")
        case .didEnterBackground, .willEnterForeground, .didBecomeActive, .willResignActive, .suspended, .resumed,
            .terminated:
            return kind
        case .authorization(let id, let status, let fullAccuracy):
            return "authorization \(id) status=\(status.rawValue) fullAccuracy=\(fullAccuracy)"
        case .failure(let id, let code):
            return "failure \(id) code=\(code)"
        case .locations(let id, let fixes):
            return "locations \(id) " + fixes.map(\.description).joined(separator: "; ")
        case .liveUpdate(let id, let flags, let fix):
            return "liveUpdate \(id) flags=\(flags) location=" + (fix.map(\.description) ?? "none")
        case .diagnostic(let id, let flags):
            return "diagnostic \(id) flags=\(flags)"
        case .fullAccuracyResult(let id, let code):
            return "fullAccuracyResult \(id) " + (code.map { "code=\($0)" } ?? "success")
        case .motionResult(let motionClass, let code):
            return "motionResult \(motionClass) " + (code.map { "code=\($0)" } ?? "success")
        case .accessResult(let permission, let granted):
            return "accessResult \(permission) granted=\(granted)"
        case .photoAuthorizationResult(let level, let status):
            return "photoAuthorizationResult \(level) \(status)"
        case .limitedLibraryPickerResult(let added):
            return "limitedLibraryPickerResult added=\(added)"
        case .photoPickerResult(let count):
            return "photoPickerResult count=\(count)"
        case .notificationAuthorizationResult(let granted):
            return "notificationAuthorizationResult granted=\(granted)"
        case .notificationSettings(let settings):
            return "notificationSettings \(settings)"
        case .remoteNotificationsRegistered(let token):
            return "remoteNotificationsRegistered token=\(token)"
        case .region(let id, let event):
            return "region \(id) \(event)"
        case .wake(let token):
            return "wake t\(token)"
        }
    }
}
