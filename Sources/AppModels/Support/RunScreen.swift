/// What seed 001's run screen shows, as a pure function of ``RunConditions``, with the three rules
/// every combination must keep.
///
/// A pure function so all 160 combinations can be checked in milliseconds: an example test would
/// pin one combination, an invariant pins them all, and a change that breaks one nobody thought of
/// fails a named rule with the combination in the message.
///
/// ```swift
/// let screen = RunScreen(RunConditions(access: .denied, precise: true, servicesEnabled: false,
///                                      motion: .unavailable, hasBarometer: false))
/// screen.primary   // .turnOnLocationServices: with the switch off every app reads denied
/// ```
public struct RunScreen: Hashable, Sendable {
    /// The screen's main action.
    public enum Primary: String, CaseIterable, Hashable, Sendable {
        /// Everything needed is available.
        case startRun
        /// The location alert can still appear.
        case askForLocation
        /// Only the app's page in Settings can change it.
        case openSettings
        /// The device-wide switch is off.
        case turnOnLocationServices
        /// A profile or parental controls decide: nothing to offer, only an explanation.
        case explainRestriction
        /// `needsAlways`: When In Use is granted and the one upgrade alert is unused.
        case offerAlwaysUpgrade
    }

    /// A figure tile: shown, replaced by a label saying why not, or hidden.
    public enum Tile: Hashable, Sendable, CustomStringConvertible {
        /// The figure is shown.
        case shown
        /// A label instead of the figure.
        case label(String)
        /// Nothing: the figure cannot exist here.
        case hidden

        /// `shown`, `hidden`, or the label's text.
        public var description: String {
            switch self {
            case .shown: return "shown"
            case .label(let text): return text
            case .hidden: return "hidden"
            }
        }
    }

    /// The main action.
    public var primary: Primary
    /// The route-distance tile.
    public var routeDistance: Tile
    /// The steps tile.
    public var steps: Tile
    /// The floors tile.
    public var floors: Tile

    /// The steps label when Motion & Fitness was never asked (tapping it asks).
    public static let allowMotionLabel = "Allow Motion & Fitness to count steps"

    /// The screen for `conditions`. With `needsAlways`, When In Use is not enough: the upgrade is
    /// offered while `alwaysUpgradeUsed` is false (AUTH-8: once per install), Settings after.
    public init(_ conditions: RunConditions, needsAlways: Bool = false, alwaysUpgradeUsed: Bool = false) {
        switch (conditions.servicesEnabled, conditions.access) {
        case (false, _): primary = .turnOnLocationServices
        case (true, .notDetermined): primary = .askForLocation
        case (true, .restricted): primary = .explainRestriction
        case (true, .denied): primary = .openSettings
        case (true, .whenInUse) where needsAlways: primary = alwaysUpgradeUsed ? .openSettings : .offerAlwaysUpgrade
        case (true, .whenInUse), (true, .always): primary = .startRun
        }
        let located = conditions.servicesEnabled && (conditions.access == .whenInUse || conditions.access == .always)
        if !located {
            routeDistance = .hidden
        } else {
            routeDistance = conditions.precise ? .shown : .label("Turn on Precise Location for distance")
        }
        switch conditions.motion {
        case .unavailable: steps = .hidden
        case .notDetermined: steps = .label(Self.allowMotionLabel)
        case .denied: steps = .label("Motion & Fitness is off in Settings")
        case .authorized: steps = .shown
        }
        floors = conditions.motion == .authorized && conditions.hasBarometer ? .shown : .hidden
    }

    /// Seed 001's three invariants, one message per broken rule (empty when all hold):
    /// never a dead end, never an offer of an alert that cannot appear, never a number without a
    /// sensor and a grant behind it.
    public func violations(
        for conditions: RunConditions, needsAlways: Bool = false, alwaysUpgradeUsed: Bool = false
    ) -> [String] {
        var broken: [String] = []
        let waysForward: [Primary] = [
            .startRun, .askForLocation, .openSettings, .turnOnLocationServices, .explainRestriction,
            .offerAlwaysUpgrade,
        ]
        if !waysForward.contains(primary) {
            broken.append("dead end: \(primary) offers no way forward (\(conditions))")
        }
        let locationAlertCanAppear = conditions.servicesEnabled && conditions.access == .notDetermined
        if primary == .askForLocation, !locationAlertCanAppear {
            broken.append("offers the location alert, which cannot appear (\(conditions))")
        }
        let upgradeCanAppear =
            needsAlways && conditions.servicesEnabled && conditions.access == .whenInUse && !alwaysUpgradeUsed
        if primary == .offerAlwaysUpgrade, !upgradeCanAppear {
            broken.append("offers the Always upgrade, which cannot appear (\(conditions))")
        }
        if conditions.motion != .authorized, steps == .shown || floors == .shown {
            broken.append("shows steps or floors without Motion & Fitness (\(conditions))")
        }
        if !conditions.hasBarometer, floors != .hidden {
            broken.append("shows floors without a barometer (\(conditions))")
        }
        if !conditions.precise, routeDistance == .shown {
            broken.append("shows a distance from approximate locations (\(conditions))")
        }
        if primary == .startRun, !conditions.servicesEnabled {
            broken.append("offers a run with Location Services off (\(conditions))")
        }
        return broken
    }
}
