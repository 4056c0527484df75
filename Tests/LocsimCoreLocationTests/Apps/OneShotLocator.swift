import LocsimCoreLocation

/// A plain (not main-actor) delegate class, as older apps write one: it asks for one location when
/// authorized, watches a region, visits and headings, and keeps what it heard.
final class OneShotLocator: NSObject, CLLocationManagerDelegate {
    var located = 0
    var failures = 0
    var latitude = ""
    let manager: CLLocationManager

    override init() {
        manager = CLLocationManager()
        super.init()
        manager.delegate = self
    }

    func locate() {
        manager.requestWhenInUseAuthorization()
        manager.requestLocation()
        let center = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)
        manager.startMonitoring(for: CLCircularRegion(center: center, radius: 100, identifier: "home"))
        manager.startMonitoringVisits()
        manager.startUpdatingHeading()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        located += locations.count
        latitude = String(format: "%.4f", manager.location?.coordinate.latitude ?? 0)
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        if (error as? CLError)?.code == .denied { failures += 1 }
    }
}
