import LocationSystem
import Vocabulary

extension PhotoAttachmentModel {
    /// `photo-attachment`'s keys, from the same names that render them.
    public static var keys: ModelKeys? {
        ModelKeys(
            ui: [
                StateKey("screen", texts: Screen.allCases.map(\.rawValue)),
                StateKey("access", texts: Access.allCases.map(\.rawValue)),
                StateKey("photos", texts: ["none"], free: .text("the photos shown, by number: 1,2")),
                StateKey(
                    "button",
                    texts: Array(
                        Set(
                            Screen.allCases.flatMap { screen in
                                Access.allCases.map { button(screen: screen, access: $0) }
                            })
                    ).sorted()),
                StateKey("attached", texts: ["none", "available", "unavailable"]),
            ],
            session: [
                .flag("asking"),
                StateKey("attachments", free: .count("photos attached")),
                StateKey("rejected", free: .count("picker imports refused")),
            ])
    }
}
