import LocationSystem
import Vocabulary

extension FieldNoteModel {
    /// `field-note`'s keys, from the same names that render them.
    public static var keys: ModelKeys? {
        let steps = PermissionStep.allCases
        let banners = steps.flatMap { step in [true, false].compactMap { PlacesOffer.banner(for: step, precise: $0) } }
        return ModelKeys(
            ui: [
                StateKey("screen", texts: VoiceNoteModel.Screen.allCases.map(\.rawValue) + ["places"]),
                StateKey(
                    "button", VoiceNoteModel.Screen.allCases.map { .text(VoiceNoteModel.button(for: $0)) } + [.none]),
                StateKey("places", texts: PlacesOffer.allCases.map(\.rawValue), orNone: true),
                StateKey("placeEntry", texts: ["none", "offered"]),
                StateKey("banner", [.none] + banners.map(StateValue.text)),
                StateKey("draft", texts: ["none", "kept"]),
                StateKey("place", texts: ["none"] + Place.allCases.map(\.rawValue)),
                StateKey("attachments", free: .count("photos attached through the picker")),
                StateKey(
                    "reminder", [.none, .text("checking")] + ReminderDelivery.allCases.map { .text($0.rawValue) }),
                StateKey(
                    "reminderButton", [.none] + ReminderDelivery.allCases.compactMap { $0.upgrade.map(StateValue.text) }
                ),
            ],
            session: [
                StateKey("asking", texts: ["none"] + RequestLedger.Kind.allCases.map(\.rawValue)),
                StateKey("requests", free: .count("permission requests made since launch")),
                StateKey("location", texts: AuthorizationStatus.allCases.map(\.name)),
                StateKey("notifications", texts: NotificationAuthorizationStatus.names, orNone: true),
                StateKey("recordings", free: .count("recordings finished")),
                StateKey("photos", free: .count("photos taken with the camera")),
            ])
    }
}
