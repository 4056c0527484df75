// Recorder.swift — records what an iOS app's location code really sees, in locsim's recording format
// (docs/recordings.md). Add this one file to the app or to its UI-test host; nothing else is needed.
//
//     let recorder = LocationRecorder(device: .init(os: "iOS", osVersion: "27.0", model: "iPhone 17",
//                                                    simulator: true), saveTo: recordingURL)
//     let manager = CLLocationManager()
//     recorder.track(manager, delegate: self)          // instead of manager.delegate = self
//     recorder.requestWhenInUseAuthorization(manager)   // instead of manager.requestWhenInUseAuthorization()
//     recorder.answered("Allow Once")                   // from the UI test that taps the alert
//     for try await update in recorder.liveUpdates() { … }          // CLLocationUpdate.liveUpdates(), recorded
//     let session = recorder.serviceSession(authorization: .whenInUse)
//     for try await diagnostic in recorder.diagnostics(of: session) { … }
//     recorder.queryActivity(activityManager, from: start, to: end, to: .main) { activities, error in … }
//
// The file is written whole (to a temporary name, then renamed) when the app goes to the background
// or terminates, and by `save(to:)`. Then `locsim import`, `locsim conform` and `locsim calibrate`
// read it. locsim's CI compiles this file against its Core Location and Core Motion facades and runs
// it, so it cannot drift from the format (version 2).

import Foundation

#if canImport(UIKit)
    import CoreLocation
    import CoreMotion
    import UIKit
#else
    import LocsimCoreLocation
    import LocsimCoreMotion
    import LocsimUIKit
#endif

/// Writes one recording: the app's lifecycle, the location calls it makes through the recorder,
/// every delegate callback of the managers it tracks, and the alerts, answers and Settings changes a
/// UI test reports. Events are kept in memory and written sorted by time (stable), so a UI test's
/// actions, reported with their own times, land in order.
public final class LocationRecorder: @unchecked Sendable {
    /// The device the recording is made on, as the header states it.
    public struct Device: Sendable {
        /// `iOS`.
        public var os: String
        /// `27.0` (UIDevice's systemVersion).
        public var osVersion: String
        /// The OS build, empty when unknown.
        public var build: String
        /// `iPhone 17`.
        public var model: String
        /// Whether it is the simulator (`#if targetEnvironment(simulator)`).
        public var simulator: Bool
        /// Whether it has motion hardware (`CMMotionActivityManager.isActivityAvailable()`).
        public var motionHardware: Bool?
        /// Whether it has a barometer (`CMAltimeter.isRelativeAltitudeAvailable()`).
        public var barometer: Bool?

        /// The device's facts.
        public init(
            os: String, osVersion: String, build: String = "", model: String, simulator: Bool,
            motionHardware: Bool? = nil, barometer: Bool? = nil
        ) {
            self.os = os
            self.osVersion = osVersion
            self.build = build
            self.model = model
            self.simulator = simulator
            self.motionHardware = motionHardware
            self.barometer = barometer
        }
    }

    private let lock = NSLock()
    private let header: [String: Any]
    private var events: [(time: Int64, fields: [String: Any])] = []
    private var managers: [ObjectIdentifier: String] = [:]
    private var sessions: [ObjectIdentifier: String] = [:]
    private var updateSequences = 0
    private var inForeground = true
    private var delegates: [RecordingDelegate] = []
    private var observers: [NSObjectProtocol] = []
    private let clock: @Sendable () -> Int64
    private let saveURL: URL?

    /// A recorder whose time zero is now (the app's launch). `tolerance` is how far a recorded time
    /// may be from the true moment (the main run loop's latency); `clock` returns microseconds since
    /// time zero (by default the monotonic uptime clock); `saveTo` is written on background and
    /// termination.
    public init(
        device: Device, tolerance microseconds: Int64 = 10_000, title: String? = nil, startStatus: Int? = nil,
        saveTo url: URL? = nil, clock: (@Sendable () -> Int64)? = nil
    ) {
        let origin = Int64(DispatchTime.now().uptimeNanoseconds / 1_000)
        self.clock = clock ?? { Int64(DispatchTime.now().uptimeNanoseconds / 1_000) - origin }
        self.saveURL = url
        var facts: [String: Any] = [
            "os": device.os, "os_version": device.osVersion, "build": device.build, "model": device.model,
            "simulator": device.simulator,
        ]
        if let motion = device.motionHardware { facts["motion_hardware"] = motion }
        if let barometer = device.barometer { facts["barometer"] = barometer }
        var header: [String: Any] = [
            "locsim_recording": 2, "tolerance_us": microseconds, "device": facts, "all_fixes": true,
        ]
        if let title { header["title"] = title }
        if let startStatus { header["start"] = ["status": startStatus] }
        self.header = header
        record(["kind": "app", "event": "launch"])
        observeLifecycle()
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    // MARK: What the app does

    /// Makes `manager` tracked (`m1`, `m2`, … in order) and sets the recording delegate, which
    /// forwards every callback to `delegate`: use it instead of `manager.delegate = delegate`.
    public func track(_ manager: CLLocationManager, delegate: any CLLocationManagerDelegate) {
        let proxy = RecordingDelegate(recorder: self, target: delegate)
        lock.lock()
        let name = "m\(managers.count + 1)"
        managers[ObjectIdentifier(manager)] = name
        delegates.append(proxy)
        lock.unlock()
        record(["kind": "call", "api": "createManager"])
        manager.delegate = proxy
    }

    /// Records a call on a live-updates sequence or a service session (`target`: `u1`, `s1`).
    func call(_ api: String, argument: String?, target: String) {
        var fields: [String: Any] = ["kind": "call", "api": api, "manager": target]
        if let argument { fields["argument"] = argument }
        record(fields)
    }

    /// Records a call the app makes (`api` as a scenario's `call` names it).
    public func call(_ api: String, on manager: CLLocationManager? = nil, argument: String? = nil) {
        var fields: [String: Any] = ["kind": "call", "api": api]
        if let manager, let name = name(of: manager) { fields["manager"] = name }
        if let argument { fields["argument"] = argument }
        record(fields)
    }

    /// `manager.requestWhenInUseAuthorization()`, recorded.
    public func requestWhenInUseAuthorization(_ manager: CLLocationManager) {
        call("requestWhenInUseAuthorization", on: manager)
        manager.requestWhenInUseAuthorization()
    }

    /// `manager.requestAlwaysAuthorization()`, recorded.
    public func requestAlwaysAuthorization(_ manager: CLLocationManager) {
        call("requestAlwaysAuthorization", on: manager)
        manager.requestAlwaysAuthorization()
    }

    /// `manager.startUpdatingLocation()`, recorded.
    public func startUpdatingLocation(_ manager: CLLocationManager) {
        call("startUpdatingLocation", on: manager)
        manager.startUpdatingLocation()
    }

    /// `manager.stopUpdatingLocation()`, recorded.
    public func stopUpdatingLocation(_ manager: CLLocationManager) {
        call("stopUpdatingLocation", on: manager)
        manager.stopUpdatingLocation()
    }

    /// `manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey:completion:)`, recorded with
    /// its completion's result.
    public func requestTemporaryFullAccuracy(
        _ manager: CLLocationManager, purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        call("requestTemporaryFullAccuracy", on: manager, argument: purposeKey)
        manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: purposeKey) { [self] error in
            var fields = callbackFields("fullAccuracyResult", manager)
            fields["code"] = error.map { Self.code(of: $0) as Any } ?? NSNull()
            record(fields)
            completion?(error)
        }
    }

    // MARK: Async updates and service sessions (iOS 18: their flags and CLServiceSession)

    /// `CLLocationUpdate.liveUpdates(configuration)`, recorded: iterating it records the start
    /// (`startLiveUpdates`, numbered `u1`, `u2`, … in order) and every update with its flags and
    /// location. Use it instead of `CLLocationUpdate.liveUpdates()`.
    @available(iOS 18.0, *)
    public func liveUpdates(_ configuration: CLLocationUpdate.LiveConfiguration = .default) -> RecordedUpdates {
        RecordedUpdates(recorder: self, base: CLLocationUpdate.liveUpdates(configuration))
    }

    /// `CLServiceSession(authorization:)`, recorded as `startServiceSession` (numbered `s1`, `s2`, …);
    /// a session that requires nothing asks the system for nothing and is not recorded.
    @available(iOS 18.0, *)
    public func serviceSession(authorization: CLServiceSession.AuthorizationRequirement) -> CLServiceSession {
        let requirement: String?
        switch authorization {
        case .whenInUse: requirement = "whenInUse"
        case .always: requirement = "always"
        default: requirement = nil
        }
        if let requirement { record(["kind": "call", "api": "startServiceSession", "argument": requirement]) }
        let session = CLServiceSession(authorization: authorization)
        if requirement != nil {
            lock.lock()
            sessions[ObjectIdentifier(session)] = "s\(sessions.count + 1)"
            lock.unlock()
        }
        return session
    }

    /// `session.diagnostics`, recorded: every diagnostic with its flags. Use it instead of
    /// `session.diagnostics` for a session made by ``serviceSession(authorization:)``.
    @available(iOS 18.0, *)
    public func diagnostics(of session: CLServiceSession) -> RecordedDiagnostics {
        RecordedDiagnostics(recorder: self, session: session)
    }

    /// `session.invalidate()`, recorded as `endServiceSession`.
    @available(iOS 18.0, *)
    public func invalidate(_ session: CLServiceSession) {
        if let name = name(of: session) { call("endServiceSession", argument: nil, target: name) }
        session.invalidate()
    }

    /// Records one live update of sequence `sequence` (`u1`): for an app that iterates
    /// `CLLocationUpdate.liveUpdates()` itself.
    @available(iOS 18.0, *)
    public func record(_ update: CLLocationUpdate, in sequence: String) {
        var fields = asyncFields("liveUpdate", target: ("updates", sequence))
        let flags: [(String, Bool)] = [
            ("authorizationRequestInProgress", update.authorizationRequestInProgress),
            ("authorizationDenied", update.authorizationDenied),
            ("authorizationDeniedGlobally", update.authorizationDeniedGlobally),
            ("authorizationRestricted", update.authorizationRestricted),
            ("insufficientlyInUse", update.insufficientlyInUse), ("accuracyLimited", update.accuracyLimited),
            ("locationUnavailable", update.locationUnavailable),
            ("serviceSessionRequired", update.serviceSessionRequired), ("stationary", update.stationary),
        ]
        for (name, set) in flags { fields[name] = set }
        if let fix = update.location {
            fields["latitude"] = fix.coordinate.latitude
            fields["longitude"] = fix.coordinate.longitude
            fields["horizontalAccuracy"] = fix.horizontalAccuracy
        }
        record(fields)
    }

    /// Records one diagnostic of `session`.
    @available(iOS 18.0, *)
    public func record(_ diagnostic: CLServiceSession.Diagnostic, of session: CLServiceSession) {
        var fields = asyncFields("diagnostic", target: ("session", name(of: session) ?? "s?"))
        let flags: [(String, Bool)] = [
            ("authorizationRequestInProgress", diagnostic.authorizationRequestInProgress),
            ("authorizationDenied", diagnostic.authorizationDenied),
            ("authorizationDeniedGlobally", diagnostic.authorizationDeniedGlobally),
            ("authorizationRestricted", diagnostic.authorizationRestricted),
            ("insufficientlyInUse", diagnostic.insufficientlyInUse),
            ("alwaysAuthorizationDenied", diagnostic.alwaysAuthorizationDenied),
            ("fullAccuracyDenied", diagnostic.fullAccuracyDenied),
            ("serviceSessionRequired", diagnostic.serviceSessionRequired),
        ]
        for (name, set) in flags { fields[name] = set }
        record(fields)
    }

    // MARK: Core Motion (Motion & Fitness)

    /// `CMMotionActivityManager.authorizationStatus()` (the status of every motion class), recorded.
    public func motionAuthorizationStatus() -> CMAuthorizationStatus {
        let status = CMMotionActivityManager.authorizationStatus()
        record(["kind": "motion", "status": status.rawValue])
        return status
    }

    /// `manager.queryActivityStarting(from:to:to:withHandler:)`, recorded with its result.
    public func queryActivity(
        _ manager: CMMotionActivityManager, from start: Date, to end: Date, to queue: OperationQueue,
        withHandler handler: @escaping CMMotionActivityQueryHandler
    ) {
        record(["kind": "call", "api": "queryMotion", "argument": "activity"])
        manager.queryActivityStarting(from: start, to: end, to: queue) { [self] activities, error in
            recordMotionResult("activity", error)
            handler(activities, error)
        }
    }

    /// `pedometer.queryPedometerData(from:to:withHandler:)`, recorded with its result.
    public func queryPedometerData(
        _ pedometer: CMPedometer, from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler
    ) {
        record(["kind": "call", "api": "queryMotion", "argument": "pedometer"])
        pedometer.queryPedometerData(from: start, to: end) { [self] data, error in
            recordMotionResult("pedometer", error)
            handler(data, error)
        }
    }

    // MARK: What a UI test reports (with its own time when it has one, in µs since time zero)

    /// A system alert appeared: `kind` is `location`, `always-upgrade`, `full-accuracy`, …
    public func alertShown(_ kind: String, buttons: [String], at time: Int64? = nil) {
        record(["kind": "alert", "alert": kind, "buttons": buttons], at: time)
    }

    /// The user tapped `button` of the alert on screen.
    public func answered(_ button: String, at time: Int64? = nil) {
        record(["kind": "answer", "button": button], at: time)
    }

    /// The user changed a switch in Settings (`location` → `never`, `precise` → `off`, …).
    public func settingsChanged(_ setting: String, to value: String, at time: Int64? = nil) {
        record(["kind": "settings", "setting": setting, "value": value], at: time)
    }

    // MARK: The recording

    /// The recording as JSON Lines: the header, then every event by time (stable).
    public var text: String {
        lock.lock()
        let sorted = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        lock.unlock()
        var lines = [Self.json(header)]
        for (_, event) in sorted {
            var fields = event.fields
            fields["time_us"] = event.time
            lines.append(Self.json(fields))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the recording to `url` whole: to a temporary file beside it, then renamed into place,
    /// so a reader never sees half a recording.
    public func save(to url: URL) throws {
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    // MARK: Inside

    fileprivate func recordCallback(_ fields: [String: Any]) {
        record(fields)
    }

    fileprivate func callbackFields(_ callback: String, _ manager: CLLocationManager) -> [String: Any] {
        // Core Location calls a delegate on the thread that made the manager: the main thread.
        let foreground = MainActor.assumeIsolated { UIApplication.shared.applicationState != .background }
        return [
            "kind": "callback", "callback": callback, "manager": name(of: manager) ?? "m?", "foreground": foreground,
        ]
    }

    /// A callback of an async sequence: its app state is the recorder's own (from the lifecycle
    /// notifications), since a sequence may be iterated off the main thread.
    fileprivate func asyncFields(_ callback: String, target: (field: String, name: String)) -> [String: Any] {
        lock.lock()
        let foreground = inForeground
        lock.unlock()
        return ["kind": "callback", "callback": callback, target.field: target.name, "foreground": foreground]
    }

    /// The next live-updates sequence's name, with its start recorded.
    fileprivate func startedUpdates() -> String {
        lock.lock()
        updateSequences += 1
        let name = "u\(updateSequences)"
        lock.unlock()
        record(["kind": "call", "api": "startLiveUpdates"])
        return name
    }

    private func recordMotionResult(_ motionClass: String, _ error: (any Error)?) {
        var fields = asyncFields("motionResult", target: ("class", motionClass))
        fields["code"] = error.map { ($0 as NSError).code as Any } ?? NSNull()
        record(fields)
    }

    @available(iOS 18.0, *)
    private func name(of session: CLServiceSession) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return sessions[ObjectIdentifier(session)]
    }

    fileprivate static func code(of error: any Error) -> Int {
        (error as? CLError)?.code.rawValue ?? (error as NSError).code
    }

    private func name(of manager: CLLocationManager) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return managers[ObjectIdentifier(manager)]
    }

    private func record(_ fields: [String: Any], at time: Int64? = nil) {
        let now = time ?? clock()
        lock.lock()
        events.append((max(0, now), fields))
        lock.unlock()
    }

    private func observeLifecycle() {
        let names: [(Notification.Name, String)] = [
            (UIApplication.didEnterBackgroundNotification, "background"),
            (UIApplication.willEnterForegroundNotification, "foreground"),
            (UIApplication.willTerminateNotification, "terminate"),
        ]
        for (name, event) in names {
            let observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
                [weak self] _ in
                guard let self else { return }
                self.lock.lock()
                self.inForeground = event == "foreground"
                self.lock.unlock()
                self.record(["kind": "app", "event": event])
                if event != "foreground", let url = self.saveURL { try? self.save(to: url) }
            }
            observers.append(observer)
        }
    }

    private static func json(_ object: [String: Any]) -> String {
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// The delegate the recorder puts on a tracked manager: records each callback, then passes it on.
private final class RecordingDelegate: NSObject, CLLocationManagerDelegate {
    unowned let recorder: LocationRecorder
    weak var target: (any CLLocationManagerDelegate)?

    init(recorder: LocationRecorder, target: any CLLocationManagerDelegate) {
        self.recorder = recorder
        self.target = target
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        var fields = recorder.callbackFields("authorization", manager)
        fields["status"] = Int(manager.authorizationStatus.rawValue)
        fields["fullAccuracy"] = manager.accuracyAuthorization == .fullAccuracy
        recorder.recordCallback(fields)
        target?.locationManagerDidChangeAuthorization(manager)
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        var fields = recorder.callbackFields("failure", manager)
        fields["code"] = LocationRecorder.code(of: error)
        recorder.recordCallback(fields)
        target?.locationManager(manager, didFailWithError: error)
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        if let fix = locations.last {
            var fields = recorder.callbackFields("locations", manager)
            fields["latitude"] = fix.coordinate.latitude
            fields["longitude"] = fix.coordinate.longitude
            fields["horizontalAccuracy"] = fix.horizontalAccuracy
            fields["speed"] = fix.speed
            fields["course"] = fix.course
            recorder.recordCallback(fields)
        }
        target?.locationManager(manager, didUpdateLocations: locations)
    }

    #if canImport(ObjectiveC)
        // Every other delegate method goes straight to the app's delegate.
        override func responds(to selector: Selector!) -> Bool {
            super.responds(to: selector) || (target?.responds(to: selector) ?? false)
        }

        override func forwardingTarget(for selector: Selector!) -> Any? { target }
    #endif
}

/// `CLLocationUpdate.liveUpdates()` as ``LocationRecorder/liveUpdates(_:)`` returns it: the same
/// updates, each recorded as it is handed to the app.
@available(iOS 18.0, *)
public struct RecordedUpdates: AsyncSequence, @unchecked Sendable {
    /// Each element is one update.
    public typealias Element = CLLocationUpdate

    let recorder: LocationRecorder
    let base: CLLocationUpdate.Updates

    /// A new iteration: a new sequence on the system, recorded at its first `next()`.
    public func makeAsyncIterator() -> Iterator { Iterator(recorder: recorder, base: base.makeAsyncIterator()) }

    /// Iterates the updates, recording each.
    public struct Iterator: AsyncIteratorProtocol {
        var base: CLLocationUpdate.Updates.AsyncIterator
        let iteration: Iteration

        init(recorder: LocationRecorder, base: CLLocationUpdate.Updates.AsyncIterator) {
            self.base = base
            iteration = Iteration(recorder: recorder)
        }

        /// The next update, recorded.
        public mutating func next() async throws -> CLLocationUpdate? {
            let sequence = iteration.begin()
            guard let update = try await base.next() else { return nil }
            iteration.recorder.record(update, in: sequence)
            return update
        }
    }

    /// One iteration's name (`u1`), given at its first `next()`; when the iteration ends (a `break`,
    /// a cancelled task: the iterator let go) it records `stopLiveUpdates`, as Core Location stops.
    final class Iteration: @unchecked Sendable {
        let recorder: LocationRecorder
        private var name: String?

        init(recorder: LocationRecorder) { self.recorder = recorder }

        func begin() -> String {
            if let name { return name }
            let started = recorder.startedUpdates()
            name = started
            return started
        }

        deinit {
            if let name { recorder.call("stopLiveUpdates", argument: nil, target: name) }
        }
    }
}

/// A service session's `diagnostics` as ``LocationRecorder/diagnostics(of:)`` returns them: the same
/// diagnostics, each recorded as it is handed to the app.
@available(iOS 18.0, *)
public struct RecordedDiagnostics: AsyncSequence, @unchecked Sendable {
    /// Each element is one diagnostic.
    public typealias Element = CLServiceSession.Diagnostic

    let recorder: LocationRecorder
    let session: CLServiceSession

    /// A new iteration of the session's diagnostics.
    public func makeAsyncIterator() -> Iterator {
        Iterator(recorder: recorder, session: session, base: session.diagnostics.makeAsyncIterator())
    }

    /// Iterates the diagnostics, recording each.
    public struct Iterator: AsyncIteratorProtocol {
        let recorder: LocationRecorder
        let session: CLServiceSession
        var base: CLServiceSession.Diagnostics.AsyncIterator

        /// The next diagnostic, recorded.
        public mutating func next() async throws -> CLServiceSession.Diagnostic? {
            guard let diagnostic = try await base.next() else { return nil }
            recorder.record(diagnostic, of: session)
            return diagnostic
        }
    }
}
