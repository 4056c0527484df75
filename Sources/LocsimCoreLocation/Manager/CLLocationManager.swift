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
    /// The regions this manager registered, by identifier, so its callbacks hand back the app's own
    /// objects.
    private var registeredRegions: [String: CLRegion] = [:]

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
        CLAuthorizationStatus(process?.read(\.authorizationStatus) ?? .notDetermined)
    }

    /// The app's authorization, the iOS 13 class method.
    @available(iOS, introduced: 4.2, deprecated: 14.0)
    @available(macOS, introduced: 10.7, deprecated: 11.0)
    open class func authorizationStatus() -> CLAuthorizationStatus {
        CLAuthorizationStatus(HostedProcess.current?.read(\.authorizationStatus) ?? .notDetermined)
    }

    /// Full or reduced accuracy (SET-3: meaningful only while authorized).
    open var accuracyAuthorization: CLAccuracyAuthorization {
        CLAccuracyAuthorization(process?.read(\.accuracyAuthorization) ?? .full)
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
            completion?(code.map { CLError(code: $0) })
        }
    }

    /// Asks for temporary full accuracy without a completion handler.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {
        requestTemporaryFullAccuracyAuthorization(withPurposeKey: purposeKey, completion: nil)
    }

    #if compiler(>=6.2)
        /// Asks for temporary full accuracy and waits for the answer: throws the `CLError` the
        /// completion would get (`promptDeclined`, 18, when refused). It runs in the caller's
        /// isolation, so a `@MainActor` view model awaits it on its own manager without sending it.
        nonisolated(nonsending)
            open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) async throws
        {
            let failure: (any Error)? = await withCheckedContinuation { continuation in
                requestTemporaryFullAccuracyAuthorization(withPurposeKey: purposeKey) {
                    continuation.resume(returning: $0)
                }
            }
            if let failure { throw failure }
        }
    #else
        /// Asks for temporary full accuracy and waits for the answer: throws the `CLError` the
        /// completion would get (`promptDeclined`, 18, when refused).
        open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) async throws {
            let failure: (any Error)? = await withCheckedContinuation { continuation in
                requestTemporaryFullAccuracyAuthorization(withPurposeKey: purposeKey) {
                    continuation.resume(returning: $0)
                }
            }
            if let failure { throw failure }
        }
    #endif

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
            let accuracy = DesiredAccuracy(newValue)
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

    // MARK: Availability

    /// Whether the device reports headings: the scenario's `device magnetometer yes|no` (no by
    /// default: the simulator has no magnetometer).
    open class func headingAvailable() -> Bool { HostedProcess.current?.read(\.headingAvailable) ?? false }
    /// Whether significant-change monitoring exists on the device: yes.
    open class func significantLocationChangeMonitoringAvailable() -> Bool { true }
    /// Whether regions of `regionClass` can be monitored: circular regions yes, beacon regions where
    /// the device ranges beacons.
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool {
        regionClass == CLCircularRegion.self || (regionClass == CLBeaconRegion.self && isRangingAvailable())
    }
    /// Whether beacons can be ranged: the scenario's `device beacon-ranging yes|no` (no by default:
    /// the simulator ranges none).
    open class func isRangingAvailable() -> Bool { HostedProcess.current?.read(\.rangingAvailable) ?? false }

    // MARK: Region and significant-change monitoring (MON-1 to MON-4)

    /// The regions the app monitors, shared by all its managers and kept across launches (MON-3).
    open var monitoredRegions: Set<CLRegion> {
        Set((process?.read(\.monitoredRegions) ?? []).map { registeredRegions[$0.identifier] ?? CLCircularRegion($0) })
    }

    /// Starts monitoring a circular `region` (MON-3); events need Always (MON-1); at most 20 regions
    /// (MON-4). Beacon regions are recorded as not simulated.
    open func startMonitoring(for region: CLRegion) {
        guard let id, let monitored = MonitoredRegion(region) else {
            return notSimulated("startMonitoring(for:) with a \(type(of: region))")
        }
        registeredRegions[region.identifier] = region
        process?.call("startMonitoring(for:)") { $0.startMonitoring(id, region: monitored) }
    }
    /// Stops monitoring the region with `region`'s identifier.
    open func stopMonitoring(for region: CLRegion) {
        guard let id else { return }
        registeredRegions[region.identifier] = nil
        process?.call("stopMonitoring(for:)") { $0.stopMonitoring(id, identifier: region.identifier) }
    }
    /// Asks for `region`'s state: `locationManager(_:didDetermineState:for:)` follows under Always.
    open func requestState(for region: CLRegion) {
        guard let id else { return }
        process?.call("requestState(for:)") { $0.requestState(id, identifier: region.identifier) }
    }
    /// Starts significant-change location (MON-2): a location at once, then one per 500 m moved.
    open func startMonitoringSignificantLocationChanges() {
        guard let id else { return }
        process?.call("startMonitoringSignificantLocationChanges()") {
            $0.startMonitoringSignificantLocationChanges(id)
        }
    }
    /// Stops significant-change location.
    open func stopMonitoringSignificantLocationChanges() {
        guard let id else { return }
        process?.call("stopMonitoringSignificantLocationChanges()") { $0.stopMonitoringSignificantLocationChanges(id) }
    }

    // MARK: Services locsim records but does not simulate yet

    /// The beacon constraints being ranged.
    open private(set) var rangedBeaconConstraints: Set<CLBeaconIdentityConstraint> = []
    /// The largest region radius the device monitors (A: Core Location documents no figure).
    open var maximumRegionMonitoringDistance: CLLocationDistance { 100_000 }
    /// The minimum heading change between updates.
    open var headingFilter: CLLocationDegrees = 1
    /// The device orientation headings are reported for.
    open var headingOrientation: CLDeviceOrientation = .portrait
    /// The last heading: none, as no heading is ever delivered.
    open var heading: CLHeading? { nil }

    /// Starts visit monitoring: under anything but Always the trace says it waits (MON-1); no visit
    /// arrives either way (not simulated yet, said in the trace).
    open func startMonitoringVisits() {
        guard let id else { return }
        process?.call("startMonitoringVisits()") { $0.startMonitoringVisits(id) }
    }
    /// Stops visit monitoring.
    open func stopMonitoringVisits() { notSimulated("stopMonitoringVisits()") }
    /// Starts heading updates; recorded, no heading arrives (not simulated yet).
    open func startUpdatingHeading() { notSimulated("startUpdatingHeading()") }
    /// Stops heading updates.
    open func stopUpdatingHeading() { notSimulated("stopUpdatingHeading()") }
    /// Dismisses the calibration panel, which never shows.
    open func dismissHeadingCalibrationDisplay() {}
    /// Starts ranging beacons; recorded, none are ranged (not simulated yet).
    open func startRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) {
        rangedBeaconConstraints.insert(constraint)
        notSimulated("startRangingBeacons(satisfying:)")
    }
    /// Stops ranging beacons.
    open func stopRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) {
        rangedBeaconConstraints.remove(constraint)
        notSimulated("stopRangingBeacons(satisfying:)")
    }

    /// Records a call the catalog has no rule for yet, with a note in the trace.
    private func notSimulated(_ api: String) {
        process?.call(api) { $0.callNotSimulated(api) }
    }

    // MARK: Hearing the system

    /// Turns a system event for this manager into the delegate call iOS makes.
    func receive(_ event: AppEvent) {
        switch event {
        case .authorization:
            delegate?.locationManagerDidChangeAuthorization(self)
        case .failure(_, let code):
            delegate?.locationManager(self, didFailWithError: CLError(code: code))
        case .locations(_, let fixes):
            let locations = fixes.map { CLLocation(fix: $0) }
            lastLocation = locations.last ?? lastLocation
            delegate?.locationManager(self, didUpdateLocations: locations)
        case .region(_, let event):
            receive(event)
        default:
            break
        }
    }
}

extension CLLocationManager {
    /// The delegate call of a region callback, with the app's own region object when this manager
    /// registered it.
    fileprivate func receive(_ event: RegionEvent) {
        let monitored = process?.read(\.monitoredRegions)?.first { $0.identifier == event.identifier }
        let region: CLRegion =
            registeredRegions[event.identifier] ?? monitored.map(CLCircularRegion.init)
            ?? CLCircularRegion(center: CLLocationCoordinate2D(), radius: 0, identifier: event.identifier)
        switch event {
        case .started: delegate?.locationManager(self, didStartMonitoringFor: region)
        case .entered: delegate?.locationManager(self, didEnterRegion: region)
        case .exited: delegate?.locationManager(self, didExitRegion: region)
        case .determined(_, let state):
            delegate?.locationManager(self, didDetermineState: CLRegionState(state), for: region)
        case .failed(_, let code):
            delegate?.locationManager(self, monitoringDidFailFor: region, withError: CLError(code: code))
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
