import AppModels
import LocationSystem
import Vocabulary

/// A "nearby coffee" screen's permission logic, as a team would plug its own app into locsim.
///
/// The screen asks for When In Use **in context**, only when the user taps "Find coffee nearby", never
/// at launch; shows the list of shops as soon as access is granted, saying "Showing shops within 5 km"
/// when the user chose approximate location (a reduced fix is good to a few kilometres, so the app
/// must not pretend to know the nearest shop); explains a refusal and offers Settings instead of a
/// dead end; and re-reads the status on `didBecomeActive`, because the callback on return from
/// Settings is sometimes skipped (SET-4).
///
/// ```
/// scenario "Nearby coffee"
/// model nearby-coffee
/// plist NSLocationWhenInUseUsageDescription "Finds coffee shops near you."
///
/// 0s      launch
/// 1s      tap "Find coffee nearby"
/// 3s      alert "Allow While Using App"
/// 4s      expect ui.list == shown
/// ```
///
/// UI keys: `screen`, `banner`, `button` (`Find coffee nearby`, `Open Settings` or none), `list`
/// (`shown`/`hidden`). Session keys: `status`, `accuracy`, `updating` (on while the list is on
/// screen), `fixes`, `requests`, `refreshes`, `settingsOpened`. Taps: the `button` label.
/// Invariant: never a dead end. Option: `radius_km` (default 5).
public struct NearbyCoffeeModel: AppModel {
    /// How `locsim models` lists the model and how the runner makes one: register it in a
    /// `ModelRegistry` (tests) or pass it to `LocsimCommandLine(extraModels:)` (the CLI).
    public static let descriptor = ModelDescriptor(
        NearbyCoffeeModel.self, name: "nearby-coffee",
        summary: "A nearby-coffee screen: asks in context, lists shops (approximately when reduced), offers Settings.",
        source: "Examples/MyAppModel: a team's own model",
        options: [
            ModelOptionDescriptor(
                "radius_km", default: "5", help: "How far the list reaches under approximate location, in km.")
        ])

    /// The label of the in-context request: it says what the user gets, not "Allow location".
    static let findButton = "Find coffee nearby"
    /// The label of the way out once location is off for this app or the device.
    static let settingsButton = "Open Settings"

    /// How far the list reaches when only approximate fixes come (option `radius_km`).
    let radius_km: Int
    var manager: ManagerID?
    var status: AuthorizationStatus = .notDetermined
    var fullAccuracy = true
    var servicesEnabled = true
    var active = false
    var updating = false
    var fixes = 0
    var requests = 0
    var refreshes = 0
    var settingsOpened = 0

    /// Reads `radius_km` (a whole number of kilometres, at least 1).
    public init(options: ModelOptions) throws(ModelOptionError) {
        radius_km = try options.number("radius_km", default: 5)
        guard radius_km >= 1 else {
            throw .invalidValue(key: "radius_km", value: String(radius_km), expected: "at least 1")
        }
    }

    /// Launch creates the manager and reads the status at once (LIFE-2); becoming active re-reads it
    /// (SET-4); callbacks keep it current; fixes fill the list.
    public mutating func handle(_ event: AppEvent, system: inout AppSystem) {
        switch event {
        case .launched:
            manager = system.createManager()
            refresh(system: system)
        case .didBecomeActive:
            active = true
            refresh(system: system)
            refreshes += 1
        case .didEnterBackground:
            active = false
        case .authorization(_, let newStatus, let newFullAccuracy):
            status = newStatus
            fullAccuracy = newFullAccuracy
        case .locations(_, let newFixes):
            fixes += newFixes.count
        default:
            break
        }
        followAccess(system: &system)
    }

    /// `Find coffee nearby` asks for When In Use (the alert can still appear only while undecided);
    /// `Open Settings` hands over to Settings, where the scenario's `settings` steps play the user.
    public mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
        guard case .text(let shown) = button, shown == label else { return false }
        if label == Self.findButton, let manager {
            requests += 1
            system.requestWhenInUseAuthorization(manager)
        } else {
            settingsOpened += 1
        }
        return true
    }

    /// `screen`, `banner`, `button`, `list`.
    public var ui: [StateEntry] {
        [
            StateEntry("screen", .text("Nearby coffee")),
            StateEntry("banner", .text(banner)),
            StateEntry("button", button),
            StateEntry("list", .text(listShown ? "shown" : "hidden")),
        ]
    }

    /// `status`, `accuracy`, `updating`, `fixes`, `requests`, `refreshes`, `settingsOpened`.
    public var session: [StateEntry] {
        [
            StateEntry("status", .text(status.name)),
            StateEntry("accuracy", .text(fullAccuracy ? "full" : "reduced")),
            StateEntry("updating", .flag(updating)),
            StateEntry("fixes", .number(Int64(fixes))),
            StateEntry("requests", .number(Int64(requests))),
            StateEntry("refreshes", .number(Int64(refreshes))),
            StateEntry("settingsOpened", .number(Int64(settingsOpened))),
        ]
    }

    /// Never a dead end: when the list is hidden, the screen offers a way forward, unless a
    /// restriction (parental controls, MDM) means nothing the user does can help.
    public func invariantViolations(system: AppSystem) -> [String] {
        guard !listShown, status != .restricted, case .none = button else { return [] }
        return ["dead end: no list and no way forward (status \(status.name))"]
    }

    // MARK: Rendering, a pure function of what the app knows

    /// The list shows whenever the app may use location.
    var listShown: Bool { servicesEnabled && status.isAuthorized }

    /// What the screen explains.
    var banner: String {
        if !servicesEnabled { return "Location Services are off. Turn them on in Settings to see shops near you." }
        switch status {
        case .notDetermined: return "See coffee shops near you. We use your location only while you look."
        case .restricted: return "Location is restricted on this device, so nearby shops can't be shown."
        case .denied: return "Location is off for this app. Turn it on in Settings to see shops near you."
        case .authorizedAlways, .authorizedWhenInUse:
            return fullAccuracy ? "Showing shops near you" : "Showing shops within \(radius_km) km"
        }
    }

    /// The one control: the in-context request while undecided, Settings when only Settings helps.
    var button: StateValue {
        if !servicesEnabled { return .text(Self.settingsButton) }
        switch status {
        case .notDetermined: return .text(Self.findButton)
        case .denied: return .text(Self.settingsButton)
        case .restricted, .authorizedAlways, .authorizedWhenInUse: return .none
        }
    }

    // MARK: Following the system

    /// The synchronous getters: the status, the accuracy and the device switch, right now.
    mutating func refresh(system: AppSystem) {
        status = system.authorizationStatus
        fullAccuracy = system.accuracyAuthorization == .full
        servicesEnabled = system.locationServicesEnabled
    }

    /// Updates run only while the list is on screen: stopped in the background (a When In Use app
    /// gets no fixes there, only CLError 1) and whenever access is gone, so the app never asks for
    /// fixes it has no right to.
    mutating func followAccess(system: inout AppSystem) {
        let wanted = active && listShown
        guard let manager, updating != wanted else { return }
        updating = wanted
        if updating {
            system.startUpdatingLocation(manager)
        } else {
            system.stopUpdatingLocation(manager)
        }
    }
}
