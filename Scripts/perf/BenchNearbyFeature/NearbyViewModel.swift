#if canImport(CoreLocation)
import CoreLocation
#endif
#if canImport(UIKit)
import UIKit
#endif
import Observation

/// The Nearby screen of an iOS app: it asks for When In Use access when the user taps Find nearby,
/// finds the user once with `requestLocation()`, sends a user who said no to Settings, and looks
/// again when the app becomes active (the user may be back from Settings).
///
/// Written as the app ships it: `import CoreLocation` and `import UIKit`, nothing of locsim's.
/// It carries one classic bug, marked BUG below, that a plain run does not show and exploration finds.
@MainActor @Observable
public final class NearbyViewModel: NSObject {
    /// What the screen shows.
    public enum Screen: String, Sendable {
        case welcome, locating, nearby, openSettings, unavailable
    }

    public private(set) var screen: Screen = .welcome
    public private(set) var placesFound = 0
    @ObservationIgnored private let manager = CLLocationManager()
    @ObservationIgnored private var becameActive: (any NSObjectProtocol)?

    public override init() {
        super.init()
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
        manager.delegate = self
        becameActive = NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.refresh() }
        }
    }

    /// The status the screen was built for.
    public var authorizationStatus: CLAuthorizationStatus { manager.authorizationStatus }

    /// The Find nearby button.
    public func findNearbyTapped() {
        switch manager.authorizationStatus {
        case .notDetermined:
            manager.requestWhenInUseAuthorization()
        case .authorizedWhenInUse, .authorizedAlways:
            locate()
        case .denied, .restricted:
            screen = .openSettings
        @unknown default:
            screen = .unavailable
        }
    }

    /// The Open Settings button.
    public func openSettingsTapped() {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        UIApplication.shared.open(url)
    }

    private func locate() {
        screen = .locating
        manager.requestLocation()
    }

    /// Back from Settings (or from anywhere): look again if the user may have said yes.
    private func refresh() {
        if screen == .openSettings, manager.authorizationStatus == .authorizedWhenInUse { locate() }
    }
}

extension NearbyViewModel: @preconcurrency CLLocationManagerDelegate {
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        switch manager.authorizationStatus {
        case .authorizedWhenInUse, .authorizedAlways:
            if screen != .nearby { locate() }
        case .denied, .restricted:
            screen = .openSettings
        case .notDetermined:
            // BUG: an Allow Once grant that lapsed reads notDetermined again, and the app treats it
            // as a refusal. Only Settings is offered, though one tap on Find nearby would ask again.
            if screen != .welcome { screen = .openSettings }
        @unknown default:
            screen = .unavailable
        }
    }

    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let location = locations.last, location.horizontalAccuracy >= 0 else { return }
        placesFound += 1
        screen = .nearby
    }

    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        if (error as? CLError)?.code == .denied { screen = .openSettings }
    }
}
