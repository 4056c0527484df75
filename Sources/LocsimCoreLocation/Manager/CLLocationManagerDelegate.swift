/// The delegate of a ``CLLocationManager``, with Core Location's methods and signatures.
///
/// On Apple platforms every method is an optional Objective-C requirement. Linux has no Objective-C
/// runtime, so here each has a default implementation that does nothing — with one consequence an
/// app can meet: a method a *subclass* adds is not called when the superclass conforms without it
/// (the conformance uses the superclass's default). Implement every delegate method in the class
/// that declares the conformance (docs/real-code.md).
///
/// `locationManagerDidChangeAuthorization(_:)`'s default calls the deprecated
/// `locationManager(_:didChangeAuthorization:)`, so a delegate written before iOS 14 hears the same
/// callbacks, and one that implements the new method is not told twice.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// New locations, oldest first.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// The manager could not get a location, or access was lost (`CLError.denied`).
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The app's authorization or accuracy changed, or the manager's delegate was first set (AUTH-1).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The iOS 13 form of ``locationManagerDidChangeAuthorization(_:)``, deprecated by Apple in
    /// iOS 14 (not marked so here: the facade calls it for old delegates, warning-free on macOS).
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// Location updates were paused automatically.
    func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    /// Location updates resumed after a pause.
    func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
    /// A new heading.
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    /// Whether to show the compass calibration panel.
    func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
    /// The device is inside, outside or unsure of a region.
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    /// The device entered a monitored region.
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    /// The device left a monitored region.
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    /// Monitoring a region failed.
    func locationManager(
        _ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error)
    /// Monitoring a region started.
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    /// Beacons matching a constraint were ranged.
    func locationManager(
        _ manager: CLLocationManager, didRange beacons: [CLBeacon],
        satisfying beaconConstraint: CLBeaconIdentityConstraint)
    /// Ranging beacons matching a constraint failed.
    func locationManager(
        _ manager: CLLocationManager, didFailRangingFor beaconConstraint: CLBeaconIdentityConstraint, error: any Error)
    /// A visit began or ended.
    func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit)
    /// Deferred updates finished.
    func locationManager(_ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: (any Error)?)
}

extension CLLocationManagerDelegate {
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Calls the deprecated form, as iOS does for a delegate that implements only that one.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        locationManager(manager, didChangeAuthorization: manager.authorizationStatus)
    }
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    /// No calibration panel, as when the method is not implemented.
    public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool { false }
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(
        _ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion
    ) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(
        _ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error
    ) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(
        _ manager: CLLocationManager, didRange beacons: [CLBeacon],
        satisfying beaconConstraint: CLBeaconIdentityConstraint
    ) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(
        _ manager: CLLocationManager, didFailRangingFor beaconConstraint: CLBeaconIdentityConstraint, error: any Error
    ) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(_ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: (any Error)?) {}
}
