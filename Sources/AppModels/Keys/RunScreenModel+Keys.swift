import LocationSystem

extension RunScreenModel {
    /// `run-screen`'s keys: the primaries and tiles of every screen the 160 conditions render (with
    /// and without `needsAlways`, before and after the upgrade), so each value listed can appear.
    public static var keys: ModelKeys? {
        var screens: [RunScreen] = []
        for conditions in RunConditions.all {
            for (needsAlways, used) in [(false, false), (true, false), (true, true)] {
                screens.append(RunScreen(conditions, needsAlways: needsAlways, alwaysUpgradeUsed: used))
            }
        }
        let primaries = RunScreen.Primary.allCases
        func tiles(_ tile: (RunScreen) -> RunScreen.Tile) -> [StateValue] {
            screens.map { .text(tile($0).description) }
        }
        return ModelKeys(
            ui: [
                StateKey("screen", texts: ["Run"]),
                StateKey("primary", texts: primaries.map(\.rawValue)),
                StateKey("button", primaries.map { button(for: $0).map(StateValue.text) ?? .none }),
                StateKey(
                    "banner", primaries.map { banner(for: $0, purposes: PurposeTexts()) },
                    free: .text(
                        "the plist's \(InfoPlist.whenInUseKey) (`askForLocation`) or "
                            + "\(InfoPlist.alwaysKey) (`offerAlwaysUpgrade`)")),
                StateKey("distance", tiles(\.routeDistance)),
                StateKey("steps", tiles(\.steps)),
                StateKey("floors", tiles(\.floors)),
            ],
            session: [
                StateKey(
                    "conditions",
                    free: .text(
                        "the five conditions (`whenInUse precise:true services:true motion:authorized barometer:true`)")
                ),
                StateKey("run", texts: ["idle", "started"]),
                StateKey.flag("askedForAlways"),
            ])
    }
}
