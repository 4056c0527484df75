import LocsimCoreLocation

/// A geofencing class as apps write one: asks for Always, watches one region, asks for its state,
/// and counts what its delegate hears, checking that callbacks hand back its own region object.
final class GeofenceWatcher: NSObject, CLLocationManagerDelegate {
    var started = 0
    var entries = 0
    var exits = 0
    var state = "none"
    var sameObject = true
    var significant = 0
    var monitored = 0
    let manager: CLLocationManager
    let office = CLCircularRegion(
        center: CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.12), radius: 100, identifier: "office")

    override init() {
        manager = CLLocationManager()
        super.init()
        manager.delegate = self
    }

    func watch() {
        manager.requestAlwaysAuthorization()
        manager.startMonitoring(for: office)
        manager.startMonitoringSignificantLocationChanges()
    }

    func ask() {
        manager.requestState(for: office)
        monitored = manager.monitoredRegions.count
    }

    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
        started += 1
        sameObject = sameObject && region === office
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        entries += 1
        sameObject = sameObject && region === office
    }

    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {
        exits += 1
    }

    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
        self.state = state == .inside ? "inside" : state == .outside ? "outside" : "unknown"
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        significant += locations.count
    }
}
