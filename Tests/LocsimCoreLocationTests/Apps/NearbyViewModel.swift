import LocsimCoreLocation
import Observation

/// A view model written as an iOS app writes one: `@MainActor`, `@Observable`, an `NSObject` that
/// is its manager's delegate, reacting to the callbacks it hears. It carries the classic bug of
/// taking the first authorization callback (AUTH-1, status 0) as the user's answer.
@MainActor @Observable
final class NearbyViewModel: NSObject {
    var screen = "Welcome"
    var status = "notDetermined"
    var fixes = 0
    @ObservationIgnored private let manager = CLLocationManager()

    override init() {
        super.init()
        manager.delegate = self
    }

    func enableLocationTapped() {
        manager.requestWhenInUseAuthorization()
    }
}

extension NearbyViewModel: @preconcurrency CLLocationManagerDelegate {
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        switch manager.authorizationStatus {
        case .authorizedWhenInUse, .authorizedAlways:
            status = "authorized"
            screen = "Map"
            manager.startUpdatingLocation()
        case .denied, .restricted:
            status = "denied"
            screen = "Open Settings"
        case .notDetermined:
            status = "notDetermined"
        @unknown default:
            break
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        fixes += locations.count
    }
}
