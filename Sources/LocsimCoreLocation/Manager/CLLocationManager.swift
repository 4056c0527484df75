import LocationSystem
import LocsimHost
import Vocabulary

/// Core Location's manager, run on locsim's simulated system: every call goes through the
/// catalog's rules, every callback arrives on the main thread at the time the rules say.
///
/// A manager belongs to the app process running when it was made (``HostedProcess/current``).
/// Made outside locsim's run of an app (a unit test of the app's own, a thread of its own), it
/// belongs to none: it reports `notDetermined`, never calls its delegate, and changes nothing.
/// Every method is in the class body, so an app's test double can override it as on iOS.
open class CLLocationManager: NSObject {
    /// The process the manager belongs to, and its id there.
    let process: HostedProcess?
    let id: ManagerID?
    /// The last location delivered, newest fix of the last `didUpdateLocations`.
    private var lastLocation: CLLocation?
    private var storedDesiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    private var storedBackgroundUpdates = false

    /// A manager. AUTH-1's first callback waits until a delegate is set.
    public override init() {
        process = HostedProcess.current
        id = process?.call("CLLocationManager()") { $0.makeManager() }
        super.init()
        if let process, let id { process.register(Receiver(self), for: id) }
    }

    /// The delegate, held weakly. Its first assignment starts AUTH-1's 2–9 ms (not the manager's
    /// creation: the two can be apart in real code).
    open weak var delegate: (any CLLocationManagerDelegate)? {
        didSet {
            guard delegate != nil, let id else { return }
            process?.call("delegate") { $0.assignDelegate(id) }
        }
    }

    // MARK: Reading the system

    /// Whether Location Services are on for the device.
    open class func locationServicesEnabled() -> Bool {
        HostedProcess.current?.read(\.locationServicesEnabled) ?? false
    }

    /// The app's authorization, read synchronously (LIFE-2).
    open var authorizationStatus: CLAuthorizationStatus {
        SystemValues.status(process?.read(\.authorizationStatus) ?? .notDetermined)
    }

    /// The app's authorization, the iOS 13 class method.
    @available(iOS, introduced: 4.2, deprecated: 14.0)
    @available(macOS, introduced: 10.7, deprecated: 11.0)
    open class func authorizationStatus() -> CLAuthorizationStatus {
        SystemValues.status(HostedProcess.current?.read(\.authorizationStatus) ?? .notDetermined)
    }

    /// Full or reduced accuracy (SET-3: meaningful only while authorized).
    open var accuracyAuthorization: CLAccuracyAuthorization {
        SystemValues.accuracy(process?.read(\.accuracyAuthorization) ?? .full)
    }

    /// The most recent location delivered to this manager, or nil.
    open var location: CLLocation? { lastLocation }

    // MARK: Requests

    /// Asks for When In Use access (AUTH-2…): an alert, or nothing when already decided.
    open func requestWhenInUseAuthorization() {
        guard let id else { return }
        process?.call("requestWhenInUseAuthorization()") { $0.requestWhenInUseAuthorization(id) }
    }

    /// Asks for Always access (AUTH-6…).
    open func requestAlwaysAuthorization() {
        guard let id else { return }
        process?.call("requestAlwaysAuthorization()") { $0.requestAlwaysAuthorization(id) }
    }

    /// Asks for temporary full accuracy (ACC-4); `completion` gets nil or a `CLError` on the main
    /// thread when the system answers.
    open func requestTemporaryFullAccuracyAuthorization(
        withPurposeKey purposeKey: String, completion: (((any Error)?) -> Void)? = nil
    ) {
        guard let id, let process else { return }
        let made: Void? = process.call("requestTemporaryFullAccuracyAuthorization(withPurposeKey:)") {
            $0.requestTemporaryFullAccuracyAuthorization(id, purposeKey: purposeKey)
        }
        guard made != nil else { return }
        process.await(.fullAccuracy(id)) { event in
            guard case .fullAccuracyResult(_, let code) = event else { return }
            completion?(code.map(SystemValues.error))
        }
    }

    // MARK: Updates

    /// Starts location updates at the profile's rhythm (ACC-1, ACC-2).
    open func startUpdatingLocation() {
        guard let id else { return }
        process?.call("startUpdatingLocation()") { $0.startUpdatingLocation(id) }
    }

    /// Stops location updates.
    open func stopUpdatingLocation() {
        guard let id else { return }
        process?.call("stopUpdatingLocation()") { $0.stopUpdatingLocation(id) }
    }

    /// Asks for one location (UPD-1): `didUpdateLocations` with one fix, or `didFailWithError`
    /// (code 1 without access, UPD-2); then the request ends.
    open func requestLocation() {
        guard let id else { return }
        process?.call("requestLocation()") { $0.requestLocation(id) }
    }

    /// Any accuracy; `kCLLocationAccuracyReduced` asks for approximate fixes (ACC-7).
    open var desiredAccuracy: CLLocationAccuracy {
        get { storedDesiredAccuracy }
        set {
            storedDesiredAccuracy = newValue
            guard let id else { return }
            let accuracy: DesiredAccuracy = newValue == kCLLocationAccuracyReduced ? .reduced : .best
            process?.call("desiredAccuracy") { $0.setDesiredAccuracy(id, accuracy) }
        }
    }

    /// Whether updates continue in the background (needs the location background mode).
    open var allowsBackgroundLocationUpdates: Bool {
        get { storedBackgroundUpdates }
        set {
            storedBackgroundUpdates = newValue
            guard let id else { return }
            process?.call("allowsBackgroundLocationUpdates") { $0.setAllowsBackgroundLocationUpdates(id, newValue) }
        }
    }

    /// The minimum movement between updates; kept, as the system's rhythm does not read it.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// The kind of activity; kept, as the system's rhythm does not read it.
    open var activityType: CLActivityType = .other
    /// Whether the system may pause updates; kept (locsim never pauses them).
    open var pausesLocationUpdatesAutomatically = true
    /// Whether the background indicator shows while updating in the background.
    open var showsBackgroundLocationIndicator = false

    // MARK: Hearing the system

    /// Turns a system event for this manager into the delegate call iOS makes.
    func receive(_ event: AppEvent) {
        switch event {
        case .authorization:
            delegate?.locationManagerDidChangeAuthorization(self)
        case .failure(_, let code):
            delegate?.locationManager(self, didFailWithError: SystemValues.error(code))
        case .locations(_, let fixes):
            let locations = fixes.map(SystemValues.location)
            lastLocation = locations.last ?? lastLocation
            delegate?.locationManager(self, didUpdateLocations: locations)
        default:
            break
        }
    }
}

/// Hears the system's events for a manager without keeping it alive: the app owns its managers.
private final class Receiver: HostedReceiver {
    weak var manager: CLLocationManager?

    init(_ manager: CLLocationManager) {
        self.manager = manager
    }

    func receive(_ event: AppEvent) {
        manager?.receive(event)
    }
}
