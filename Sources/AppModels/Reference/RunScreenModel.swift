import LocationSystem

/// Seed 001's run screen: what a run-tracking screen shows, as a pure function (``RunScreen``) of five
/// conditions the app reads synchronously (``RunConditions``), with the seed's three invariants
/// declared so replay and exploration check them after every event.
///
/// Why it re-reads every condition on every event: the screen must follow changes the app did not
/// cause (Settings, Allow Once expiring, a profile), and the getters are the truth at that instant
/// (LIFE-2, SET-4). The invariants are checked against the conditions the screen was rendered from.
///
/// Options: `needsAlways` (default `false`): runs record in the background, so When In Use leads to
/// the Always upgrade (once, AUTH-8) and then to Settings.
///
/// UI keys: `screen` (`Run`), `primary` (the ``RunScreen/Primary`` case), `button` (`Start run`,
/// `Allow location`, `Open Settings`, `Allow background recording`, or none), `banner` (why, or
/// none), `distance`, `steps`, `floors` (each `shown`, `hidden`, or the label shown instead).
///
/// Session keys: `conditions` (the five conditions, as text), `run` (`idle`/`started`),
/// `askedForAlways`.
///
/// Taps: the `button` label; `Allow Motion & Fitness to count steps` (the steps tile, when shown;
/// queries the pedometer, which shows the Motion & Fitness alert, MOT-1).
public struct RunScreenModel: AppModel {
    /// Whether runs need Always.
    public let needsAlways: Bool
    var manager: ManagerID?
    var conditions = RunConditions(
        access: .notDetermined, precise: true, servicesEnabled: true, motion: .notDetermined, hasBarometer: true)
    var askedForAlways = false
    /// The purpose strings the banner quotes, read at launch.
    var purposes = PurposeTexts()
    var runStarted = false
    var settingsOpened = 0

    /// The options `locsim models` lists.
    public static let options = [
        ModelOptionDescriptor(
            "needsAlways", default: "false", help: "Runs record in the background: offer the Always upgrade.")
    ]

    /// A run screen configured by `needsAlways`.
    public init(options: ModelOptions) throws(ModelOptionError) {
        needsAlways = try options.flag("needsAlways", default: false)
    }

    /// The screen now.
    public var screen: RunScreen {
        RunScreen(conditions, needsAlways: needsAlways, alwaysUpgradeUsed: askedForAlways)
    }

    /// Creates the manager at launch; re-reads the five conditions after every event.
    public mutating func handle(_ event: AppEvent, system: inout AppSystem) {
        if case .launched = event {
            manager = system.createManager()
            askedForAlways = system.readStorage(AuthorizationModel.askedForAlwaysKey) == "true"
            purposes = PurposeTexts(system)
        }
        conditions = RunConditions(system: system)
    }

    /// The primary button's label, and the steps tile when it asks for Motion & Fitness.
    public mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
        guard let manager else { return false }
        conditions = RunConditions(system: system)
        let screen = self.screen
        if label == RunScreen.allowMotionLabel, screen.steps == .label(label) {
            system.queryMotion(.pedometer)
            return true
        }
        guard label == Self.button(for: screen.primary) else { return false }
        switch screen.primary {
        case .startRun: runStarted = true
        case .askForLocation: system.requestWhenInUseAuthorization(manager)
        case .openSettings, .turnOnLocationServices: settingsOpened += 1
        case .offerAlwaysUpgrade:
            askedForAlways = true
            system.writeStorage(AuthorizationModel.askedForAlwaysKey, "true")
            system.requestAlwaysAuthorization(manager)
        case .explainRestriction: return false
        }
        return true
    }

    /// The label of the primary action's button, nil when there is none.
    static func button(for primary: RunScreen.Primary) -> String? {
        switch primary {
        case .startRun: return "Start run"
        case .askForLocation: return "Allow location"
        case .openSettings, .turnOnLocationServices: return "Open Settings"
        case .offerAlwaysUpgrade: return "Allow background recording"
        case .explainRestriction: return nil
        }
    }

    /// What the banner explains for a primary action.
    static func banner(for primary: RunScreen.Primary, purposes: PurposeTexts) -> StateValue {
        switch primary {
        case .startRun: return .none
        case .askForLocation: return purposes.whenInUse.map(StateValue.text) ?? .none
        case .openSettings: return .text("Location is off for this app. Change it in Settings.")
        case .turnOnLocationServices: return .text("Location Services is off. Turn it on in Settings > Privacy.")
        case .explainRestriction: return .text("Location is restricted on this device.")
        case .offerAlwaysUpgrade: return purposes.always.map(StateValue.text) ?? .none
        }
    }

    /// `screen`, `primary`, `button`, `banner`, `distance`, `steps`, `floors`.
    public var ui: [StateEntry] {
        let screen = self.screen
        return [
            StateEntry("screen", .text("Run")),
            StateEntry("primary", .text(screen.primary.rawValue)),
            StateEntry("button", Self.button(for: screen.primary).map { .text($0) } ?? .none),
            StateEntry("banner", Self.banner(for: screen.primary, purposes: purposes)),
            StateEntry("distance", .text(screen.routeDistance.description)),
            StateEntry("steps", .text(screen.steps.description)),
            StateEntry("floors", .text(screen.floors.description)),
        ]
    }

    /// `conditions`, `run`, `askedForAlways`.
    public var session: [StateEntry] {
        [
            StateEntry("conditions", .text(conditions.description)),
            StateEntry("run", .text(runStarted ? "started" : "idle")),
            StateEntry("askedForAlways", .flag(askedForAlways)),
        ]
    }

    /// Seed 001's three invariants over the conditions the screen was rendered from.
    public func invariantViolations(system: AppSystem) -> [String] {
        screen.violations(for: conditions, needsAlways: needsAlways, alwaysUpgradeUsed: askedForAlways)
    }

    /// The invariants read the conditions the screen was rendered from, nothing of the system.
    public static var invariantsReadSystem: Bool { false }
}
