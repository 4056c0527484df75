import LocationSystem
import Vocabulary

/// Seed 003's venue app: the whole UI is gated on Always, because passive venue detection (region
/// monitoring, significant changes) stops working the moment a When In Use app closes.
///
/// What it does, as the seed describes: the manager is created at launch, before any view (LIFE-1: a
/// background relaunch by a location event must find it); the status is read synchronously at launch
/// (LIFE-2) and re-read whenever the app becomes active (SET-4: the callback on return from Settings
/// is sometimes skipped). Each time the request screen appears it asks for Always if the status is
/// undecided or When In Use, and a When In Use callback triggers the upgrade request at once. The
/// system shows the upgrade only once (AUTH-8); later requests are ignored, and the trace says so.
///
/// No options.
///
/// UI keys: `screen` (`Venues` under Always, otherwise `Location request`), `banner` (what the
/// request screen explains, none on Venues), `button` (`Open Settings` when only Settings can help,
/// otherwise none).
///
/// Session keys: `status` (the status the gate reads, by name), `requests` (requestAlways calls made),
/// `refreshes` (synchronous re-reads on becoming active).
///
/// Taps: `Open Settings` (on the request screen, when shown).
public struct AlwaysGateModel: AppModel {
    /// The request screen's name.
    static let requestScreen = "Location request"
    /// The gated main screen's name.
    static let mainScreen = "Venues"

    /// LIFE-2's mistake, for the stale-default variation: no synchronous read at launch, so the
    /// default notDetermined shows until the first callback.
    let staleDefaultStatus: Bool
    var manager: ManagerID?
    var status: AuthorizationStatus = .notDetermined
    var uiVisible = false
    var shownScreen: String?
    var activations = 0
    var requests = 0
    var refreshes = 0
    var settingsOpened = 0

    /// The reference model; it takes no options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        self.init(staleDefaultStatus: false)
    }

    /// The model, optionally with LIFE-2's mistake.
    init(staleDefaultStatus: Bool) {
        self.staleDefaultStatus = staleDefaultStatus
    }

    /// Launch creates the manager and reads the status; becoming active re-reads it; callbacks update
    /// it and a When In Use one asks for the upgrade.
    public mutating func handle(_ event: AppEvent, system: inout AppSystem) {
        switch event {
        case .launched(_, let byLocationEvent):
            manager = system.createManager()
            if !staleDefaultStatus { status = system.authorizationStatus }
            uiVisible = !byLocationEvent
        case .didBecomeActive:
            activations += 1
            uiVisible = true
            // SwiftUI's scenePhase onChange does not fire for the launch's first activation; the
            // reference has already read at launch, the stale variation has not.
            if !staleDefaultStatus || activations > 1 {
                status = system.authorizationStatus
                refreshes += 1
            }
        case .didEnterBackground:
            uiVisible = false
            shownScreen = nil
        case .authorization(_, let newStatus, _):
            status = newStatus
            if newStatus == .authorizedWhenInUse { requestAlways(system: &system) }
        default:
            break
        }
        showScreen(system: &system)
    }

    /// The screen the gate picks.
    var screen: String { status == .authorizedAlways ? Self.mainScreen : Self.requestScreen }

    /// Renders the gate; the request screen's appearance re-asks (seed 003's onAppear).
    mutating func showScreen(system: inout AppSystem) {
        guard uiVisible else { return }
        let now = screen
        defer { shownScreen = now }
        guard now == Self.requestScreen, shownScreen != now else { return }
        if status == .notDetermined || status == .authorizedWhenInUse { requestAlways(system: &system) }
    }

    /// requestAlwaysAuthorization, counted.
    mutating func requestAlways(system: inout AppSystem) {
        guard let manager else { return }
        requests += 1
        system.requestAlwaysAuthorization(manager)
    }

    /// `Open Settings`, when the request screen offers it.
    public mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
        guard label == "Open Settings", case .text = button else { return false }
        settingsOpened += 1
        return true
    }

    /// The request screen's control: Settings is the only way forward once denied, or once the
    /// When In Use upgrade has been used.
    var button: StateValue {
        guard screen == Self.requestScreen else { return .none }
        return status == .denied || status == .authorizedWhenInUse ? .text("Open Settings") : .none
    }

    /// `screen`, `banner`, `button`.
    public var ui: [StateEntry] {
        [
            StateEntry("screen", .text(screen)), StateEntry("banner", Self.banner(for: status)),
            StateEntry("button", button),
        ]
    }

    /// What the request screen explains for a status; none on the main screen (under Always).
    static func banner(for status: AuthorizationStatus) -> StateValue {
        switch status {
        case .authorizedAlways: return .none
        case .restricted: return .text("Location is restricted on this device.")
        case .denied: return .text("Turn on Always in Settings > Location to detect venues.")
        default: return .text("Venue detection needs Always access.")
        }
    }

    /// `status`, `requests`, `refreshes`.
    public var session: [StateEntry] {
        [
            StateEntry("status", .text(status.name)),
            StateEntry("requests", .number(Int64(requests))),
            StateEntry("refreshes", .number(Int64(refreshes))),
        ]
    }
}
