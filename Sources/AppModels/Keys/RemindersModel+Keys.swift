import LocationSystem
import Vocabulary

extension RemindersModel {
    /// `reminders`' keys, from the same names that render them.
    public static var keys: ModelKeys? {
        ModelKeys(
            ui: [
                StateKey("delivery", texts: Delivery.allCases.map(\.rawValue)),
                StateKey("button", texts: ["Alert me", "Open Settings", "none"]),
            ],
            session: [
                StateKey("asking", texts: Asking.allCases.map(\.rawValue)),
                StateKey("status", texts: ["unread"] + NotificationAuthorizationStatus.names),
                StateKey("reminders", free: .count("reminders added")),
            ])
    }
}
