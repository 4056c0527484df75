// Recorder.swift — records what an iOS app's location code really sees, in locsim's recording format
// (docs/recordings.md). Add this one file to the app or to its UI-test host; nothing else is needed.
//
//     let recorder = LocationRecorder(device: .init(os: "iOS", osVersion: "27.0", model: "iPhone 17",
//                                                    simulator: true), saveTo: recordingURL)
//     let manager = CLLocationManager()
//     recorder.track(manager, delegate: self)          // instead of manager.delegate = self
//     recorder.requestWhenInUseAuthorization(manager)   // instead of manager.requestWhenInUseAuthorization()
//     recorder.answered("Allow Once")                   // from the UI test that taps the alert
//
// The file is written whole (to a temporary name, then renamed) when the app goes to the background
// or terminates, and by `save(to:)`. Then `locsim import`, `locsim conform` and `locsim calibrate`
// read it. locsim's CI compiles this file against its Core Location facade and runs it, so it
// cannot drift from the format.

import Foundation

#if canImport(UIKit)
    import CoreLocation
    import UIKit
#else
    import LocsimCoreLocation
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

        /// The device's facts.
        public init(os: String, osVersion: String, build: String = "", model: String, simulator: Bool) {
            self.os = os
            self.osVersion = osVersion
            self.build = build
            self.model = model
            self.simulator = simulator
        }
    }

    private let lock = NSLock()
    private let header: [String: Any]
    private var events: [(time: Int64, fields: [String: Any])] = []
    private var managers: [ObjectIdentifier: String] = [:]
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
        var header: [String: Any] = [
            "locsim_recording": 1, "tolerance_us": microseconds,
            "device": [
                "os": device.os, "os_version": device.osVersion, "build": device.build, "model": device.model,
                "simulator": device.simulator,
            ] as [String: Any],
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
