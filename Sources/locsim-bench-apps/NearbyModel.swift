import AppModels
import LocationSystem
import Vocabulary

/// The value-model twin of `NearbyViewModel` (Examples/RealApp): the same logic, written against
/// the model plug instead of Core Location, so the benchmark can price an object app against an
/// equivalent value model on the same scenario (issue 17's "at most 2×").
///
/// Every reaction makes the same system calls in the same order as the class does through the
/// facades, and the UI is the same two keys, so both runs print the same timeline (a test holds
/// them to it). The class's invariant reads `manager.authorizationStatus` between events, which
/// answers the status as the last event or tap began: ``seenStatus`` keeps that reading here.
public struct NearbyModel: AppModel {
    /// The screen, named as the class's `Screen` cases print.
    public enum Screen: String, Hashable, Sendable {
        case welcome, locating, nearby, openSettings, unavailable
    }

    var screen = Screen.welcome
    var placesFound: Int64 = 0
    var manager: ManagerID?
    /// The status the app read when its last event or tap began (`manager.authorizationStatus`).
    var seenStatus = AuthorizationStatus.notDetermined

    /// A fresh screen; the model has no options.
    public init(options: ModelOptions) throws(ModelOptionError) {}

    /// `NearbyViewModel`'s `init` at launch, its delegate methods, and its `didBecomeActive` observer.
    public mutating func handle(_ event: AppEvent, system: inout AppSystem) {
        seenStatus = system.authorizationStatus
        switch event {
        case .launched:
            // `CLLocationManager()`, `desiredAccuracy = kCLLocationAccuracyHundredMeters`, `delegate = self`.
            let made = system.makeManager()
            manager = made
            system.setDesiredAccuracy(made, .best)
            system.assignDelegate(made)
        case .didBecomeActive:
            if screen == .openSettings, system.authorizationStatus == .authorizedWhenInUse { locate(&system) }
        case .authorization(let id, _, _) where id == manager:
            switch system.authorizationStatus {
            case .authorizedWhenInUse, .authorizedAlways: if screen != .nearby { locate(&system) }
            case .denied, .restricted: screen = .openSettings
            case .notDetermined: if screen != .welcome { screen = .openSettings }
            }
        case .failure(let id, let code) where id == manager:
            if code == 1 { screen = .openSettings }
        case .locations(let id, let fixes) where id == manager:
            guard let fix = fixes.last, fix.horizontalAccuracy_dm >= 0 else { return }
            placesFound += 1
            screen = .nearby
        default:
            break
        }
    }

    /// The Find nearby and Open Settings buttons.
    public mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
        seenStatus = system.authorizationStatus
        switch label {
        case "Find nearby":
            guard let manager else { return true }
            switch system.authorizationStatus {
            case .notDetermined: system.requestWhenInUseAuthorization(manager)
            case .authorizedWhenInUse, .authorizedAlways: locate(&system)
            case .denied, .restricted: screen = .openSettings
            }
        case "Open Settings":
            system.openSettings()
        default:
            return false
        }
        return true
    }

    private mutating func locate(_ system: inout AppSystem) {
        screen = .locating
        if let manager { system.requestLocation(manager) }
    }

    /// The class's stored properties as locsim reads them: `screen`, `placesFound`.
    public var ui: [StateEntry] {
        [StateEntry("screen", .text(screen.rawValue)), StateEntry("placesFound", .number(placesFound))]
    }

    /// The class's registered invariant, read as the class reads the status between events.
    public func invariantViolations(system: AppSystem) -> [String] {
        let saidNo = seenStatus == .denied || seenStatus == .restricted
        return screen != .openSettings || saidNo ? [] : ["Open Settings is offered only to a user who said no"]
    }
}
