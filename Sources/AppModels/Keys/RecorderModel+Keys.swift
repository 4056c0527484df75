import LocationSystem
import Vocabulary

extension RecorderModel {
    /// No UI; what reached the app.
    public static var keys: ModelKeys? {
        ModelKeys(
            ui: [],
            session: [
                StateKey("heard", free: .count("events heard since launch")),
                StateKey(
                    "last",
                    texts: [
                        "none", "launched", "didEnterBackground", "willEnterForeground", "didBecomeActive",
                        "suspended", "resumed", "terminated", "willResignActive", "authorization", "failure",
                        "locations", "liveUpdate",
                        "diagnostic", "fullAccuracyResult", "motionResult", "region", "accessResult",
                        "photoAuthorizationResult", "limitedLibraryPickerResult", "photoPickerResult",
                        "notificationAuthorizationResult", "notificationSettings", "remoteNotificationsRegistered",
                    ]),
                StateKey("lastStatus", texts: AuthorizationStatus.allCases.map(\.name), orNone: true),
            ])
    }
}
