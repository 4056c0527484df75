import LocationSystem
import SimulationKit

/// The app's own location purpose strings, read from its Info.plist at launch, so a screen that
/// explains a request before making it quotes the words the scenario gave (`plist …`) rather than
/// text of its own.
struct PurposeTexts: FoldHashable, Sendable {
    /// NSLocationWhenInUseUsageDescription, or nil when the plist lacks it.
    var whenInUse: String?
    /// NSLocationAlwaysAndWhenInUseUsageDescription, or nil when the plist lacks it.
    var always: String?

    /// None read yet.
    init() {}

    /// The strings of the app's Info.plist.
    init(_ system: AppSystem) {
        whenInUse = system.infoPlistString(InfoPlist.whenInUseKey)
        always = system.infoPlistString(InfoPlist.alwaysKey)
    }

    /// The lengths only: the strings come from the run's one Info.plist, so states an exploration
    /// compares almost never differ in them, and their bytes would be most of a model's hash.
    /// Equality still compares the texts.
    func fold(into fold: inout HashFold) {
        fold.add(whenInUse?.utf8.count ?? -1)
        fold.add(always?.utf8.count ?? -1)
    }
}
