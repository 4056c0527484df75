import LocationSystem
import Vocabulary

/// Where a completion handler waits for its reply: replies on one channel come in the order the
/// requests were made, so the oldest handler gets the next one.
public enum ReplyChannel: Hashable, Sendable {
    /// `requestTemporaryFullAccuracyAuthorization(withPurposeKey:completion:)` on a manager.
    case fullAccuracy(ManagerID)
    /// A protected Core Motion query of one class.
    case motion(MotionClass)
    /// A camera or microphone request's completion (CAM-1, MIC-1): one channel per permission, so
    /// `requestAccess(for: .audio)` and `requestRecordPermission()` share the microphone's.
    case access(PrivacyPermission)
    /// A Photos authorization request's handler, per level (PHO-1, PHO-2).
    case photoAuthorization(PhotoAccessLevel)
    /// `presentLimitedLibraryPicker`'s completion (PHO-4).
    case limitedLibraryPicker
    /// A `PHPickerViewController`'s results (PHO-6).
    case photoPicker
    /// A notifications authorization request's completion (NOTIF-1 to NOTIF-4).
    case notificationAuthorization
    /// `getNotificationSettings`'s completion (NOTIF-5).
    case notificationSettings
    /// The app delegate's remote-notification registration (NOTIF-7).
    case remoteNotifications
    /// The wake-up of one sleep of the app's tasks.
    case wake(Int)
    /// The elements of one `CLLocationUpdate.liveUpdates()` sequence.
    case liveUpdates(LiveUpdatesID)
    /// The diagnostics of one `CLServiceSession`.
    case diagnostics(SessionID)

    /// The channel an event replies on, if it is a reply.
    init?(_ event: AppEvent) {
        switch event {
        case .fullAccuracyResult(let manager, _): self = .fullAccuracy(manager)
        case .motionResult(let motionClass, _): self = .motion(motionClass)
        case .accessResult(let permission, _): self = .access(permission)
        case .photoAuthorizationResult(let level, _): self = .photoAuthorization(level)
        case .limitedLibraryPickerResult: self = .limitedLibraryPicker
        case .photoPickerResult: self = .photoPicker
        case .notificationAuthorizationResult: self = .notificationAuthorization
        case .notificationSettings: self = .notificationSettings
        case .remoteNotificationsRegistered: self = .remoteNotifications
        case .wake(let token): self = .wake(token)
        case .liveUpdate(let id, _, _): self = .liveUpdates(id)
        case .diagnostic(let id, _): self = .diagnostics(id)
        default: return nil
        }
    }
}
