import LocationSystem
import Vocabulary

extension AlwaysGateModel {
    /// `always-gate`'s keys, the banners from the function that renders them for every status.
    public static var keys: ModelKeys? {
        ModelKeys(
            ui: [
                StateKey("screen", texts: [mainScreen, requestScreen]),
                StateKey("banner", AuthorizationStatus.allCases.map(banner(for:))),
                StateKey("button", texts: ["Open Settings"], orNone: true),
            ],
            session: [
                StateKey("status", texts: AuthorizationStatus.allCases.map(\.name)),
                StateKey("requests", free: .count("requestAlways calls")),
                StateKey("refreshes", free: .count("synchronous re-reads on becoming active")),
            ])
    }
}
