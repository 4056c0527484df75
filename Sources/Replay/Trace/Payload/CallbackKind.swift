import LocationSystem

/// The kinds of callback the system delivers to the app, named as the trace and `expect callback`
/// name them.
public enum CallbackKind: String, Hashable, Sendable, CaseIterable {
    case authorization
    case failure
    case locations
    case liveUpdate
    case diagnostic
    case fullAccuracyResult
    case motionResult
    case region
    case accessResult
    case photoAuthorizationResult
    case limitedLibraryPickerResult
    case photoPickerResult
    case notificationAuthorizationResult
    case notificationSettings
    case remoteNotificationsRegistered

    /// The kind of `event`, or nil for a lifecycle event (an `app` record, not a callback).
    public init?(_ event: AppEvent) {
        switch event {
        case .authorization: self = .authorization
        case .failure: self = .failure
        case .locations: self = .locations
        case .liveUpdate: self = .liveUpdate
        case .diagnostic: self = .diagnostic
        case .fullAccuracyResult: self = .fullAccuracyResult
        case .motionResult: self = .motionResult
        case .region: self = .region
        case .accessResult: self = .accessResult
        case .photoAuthorizationResult: self = .photoAuthorizationResult
        case .limitedLibraryPickerResult: self = .limitedLibraryPickerResult
        case .photoPickerResult: self = .photoPickerResult
        case .notificationAuthorizationResult: self = .notificationAuthorizationResult
        case .notificationSettings: self = .notificationSettings
        case .remoteNotificationsRegistered: self = .remoteNotificationsRegistered
        case .launched, .didEnterBackground, .willEnterForeground, .didBecomeActive, .willResignActive, .suspended,
            .resumed, .terminated, .wake:
            return nil
        }
    }
}
