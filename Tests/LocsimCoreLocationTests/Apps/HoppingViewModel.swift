import Foundation
import LocsimCoreLocation

/// A delegate that does its work on the main queue, as much real code does
/// (`DispatchQueue.main.async` in every callback), two hops deep for the fixes.
@MainActor
final class HoppingViewModel: NSObject {
    var screen = "Welcome"
    var fixes = 0
    let manager = CLLocationManager()

    override init() {
        super.init()
        manager.delegate = self
    }
}

extension HoppingViewModel: @preconcurrency CLLocationManagerDelegate {
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        let authorized = manager.authorizationStatus == .authorizedWhenInUse
        DispatchQueue.main.async {
            guard authorized else { return }
            self.screen = "Map"
            self.manager.startUpdatingLocation()
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        let count = locations.count
        DispatchQueue.main.async { DispatchQueue.main.async { self.fixes += count } }
    }
}
