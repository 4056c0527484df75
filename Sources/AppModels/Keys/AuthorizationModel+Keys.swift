import LocationSystem
import Vocabulary

extension AuthorizationModel {
    /// `authorization`'s keys, from the same functions that render them (every step's banner and
    /// button), so the docs cannot drift from the screen.
    public static var keys: ModelKeys? { declaredKeys }

    /// The declaration, for the models that extend it.
    static let declaredKeys = ModelKeys(
        ui: [
            StateKey("screen", texts: ["Run", "Location access"]),
            StateKey("step", texts: PermissionStep.allCases.map(\.rawValue)),
            StateKey(
                "banner", PermissionStep.allCases.map { banner(for: $0, purposes: PurposeTexts()) },
                free: .text(
                    "before a request, the plist's \(InfoPlist.whenInUseKey) (`explainThenAsk`) or "
                        + "\(InfoPlist.alwaysKey) (`offerAlwaysUpgrade`)")),
            StateKey("button", PermissionStep.allCases.map(button(for:))),
        ],
        session: [
            StateKey("status", texts: AuthorizationStatus.allCases.map(\.name)),
            StateKey("accuracy", texts: ["full", "reduced"]),
            StateKey.flag("askedForAlways"),
            StateKey("callbacks", free: .count("authorization callbacks heard")),
            StateKey("run", texts: ["idle", "started"]),
            StateKey("settingsOpened", free: .count("taps on Open Settings")),
        ])
}
