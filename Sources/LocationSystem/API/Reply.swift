import Vocabulary

/// A reply the system precomputes and schedules on its queue: a failure, a session's diagnostic, a
/// live update, a completion handler's result.
///
/// Plain data with no reference inside (unlike ``AppEvent``, whose fixes are an array), so a
/// ``SystemEvent`` carrying one is plain data too: the queue moves and compares events on every
/// step, and a fork copies them all.
public enum Reply: Hashable, Sendable {
    /// `locationManager(_:didFailWithError:)` with a CLError code.
    case failure(ManagerID, code: Int)
    /// One element of `CLLocationUpdate.liveUpdates()`.
    case liveUpdate(LiveUpdatesID, flags: DiagnosticFlags, fix: Fix?)
    /// One element of a `CLServiceSession`'s diagnostics.
    case diagnostic(SessionID, flags: DiagnosticFlags)
    /// The completion of requestTemporaryFullAccuracyAuthorization.
    case fullAccuracyResult(ManagerID, errorCode: Int?)
    /// The handler of a protected Core Motion query.
    case motionResult(MotionClass, errorCode: Int?)
    /// The completion of a camera or microphone request.
    case accessResult(PrivacyPermission, granted: Bool)
    /// The handler of a Photos authorization request.
    case photoAuthorizationResult(PhotoAccessLevel, PhotoAuthorizationStatus)
    /// The completion of the limited-library picker.
    case limitedLibraryPickerResult(added: Int)
    /// A `PHPickerViewController`'s results.
    case photoPickerResult(count: Int)
    /// A notifications request's completion.
    case notificationAuthorizationResult(granted: Bool)
    /// `getNotificationSettings`'s completion.
    case notificationSettings(NotificationSettings)
    /// The APNs device token, as the seed its 32 bytes are spread from (a string would not be plain data).
    case remoteNotificationsRegistered(tokenSeed: UInt64)
    /// A region-monitoring callback, naming its region by number (MON-3, MON-4).
    case region(ManagerID, RegionReply)

    /// The event the app receives; a region's identifier is looked up in `regionNames`.
    func appEvent(regionNames: [String]) -> AppEvent {
        switch self {
        case .failure(let id, let code): return .failure(id, code: code)
        case .liveUpdate(let id, let flags, let fix): return .liveUpdate(id, flags: flags, fix: fix)
        case .diagnostic(let id, let flags): return .diagnostic(id, flags: flags)
        case .fullAccuracyResult(let id, let code): return .fullAccuracyResult(id, errorCode: code)
        case .motionResult(let motionClass, let code): return .motionResult(motionClass, errorCode: code)
        case .accessResult(let permission, let granted): return .accessResult(permission, granted: granted)
        case .photoAuthorizationResult(let level, let status): return .photoAuthorizationResult(level, status)
        case .limitedLibraryPickerResult(let added): return .limitedLibraryPickerResult(added: added)
        case .photoPickerResult(let count): return .photoPickerResult(count: count)
        case .notificationAuthorizationResult(let granted): return .notificationAuthorizationResult(granted: granted)
        case .notificationSettings(let settings): return .notificationSettings(settings)
        case .remoteNotificationsRegistered(let seed):
            return .remoteNotificationsRegistered(token: Simulation.deviceToken(seed: seed))
        case .region(let id, let reply): return .region(id, reply.event(names: regionNames))
        }
    }
}
