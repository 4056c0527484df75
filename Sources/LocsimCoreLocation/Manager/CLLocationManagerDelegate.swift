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
}
