import LocationSystem
import Vocabulary

extension VoiceNoteModel {
    /// `voice-note`'s keys, from the same names that render them.
    public static var keys: ModelKeys? {
        ModelKeys(
            ui: [
                StateKey("screen", texts: Screen.allCases.map(\.rawValue)),
                StateKey("button", texts: Array(Set(Screen.allCases.map(button(for:)))).sorted()),
                StateKey("draft", texts: ["none", "kept"]),
            ],
            session: [
                StateKey("asking", texts: ["none"] + PrivacyPermission.allCases.map(\.rawValue)),
                StateKey("recordings", free: .count("recordings finished")),
                StateKey("photos", free: .count("photos taken")),
            ])
    }
}
