import AppModels
import LocationSystem
import ScenarioLanguage
import SimulationKit
import Vocabulary

/// Why a step could not happen, in words that say what was on screen instead.
struct StepFailure: Error, CustomStringConvertible {
    var description: String
    /// True when a person could not take the step in this state (a control or an alert that is not
    /// on screen, a lifecycle step from the wrong place): exploration calls such a timeline
    /// infeasible. False when the scenario's own script is wrong (a call the system refuses).
    var infeasible = false
}

extension StepError {
    /// Whether the step is one a person could not take now (``StepFailure/infeasible``).
    var isInfeasible: Bool {
        switch self {
        case .noAlert, .unknownButton, .lifecycle, .noSettingsControl: return true
        case .notProvisionalAlways, .invalidArgument: return false
        }
    }
}

extension ScenarioRun {
    /// Applies one scenario step through the system's environment API (or the model, for taps).
    mutating func perform(_ step: Step, observer: inout some RunObserver) throws(StepFailure) {
        do {
            switch step {
            case .launch: process(try simulation.launch(), observer: &observer)
            case .terminate: process(try simulation.terminate(), observer: &observer)
            case .relaunch: process(try simulation.relaunch(), observer: &observer)
            case .background: process(try simulation.background(), observer: &observer)
            case .foreground: process(try simulation.foreground(), observer: &observer)
            case .suspend: process(try simulation.suspend(), observer: &observer)
            case .resume: process(try simulation.resume(), observer: &observer)
            case .locationEvent: process(try simulation.locationEvent(), observer: &observer)
            case .tap(let label): try tap(label, observer: &observer)
            case .alert(let answer): try answerAlert(answer, observer: &observer)
            case .settingsLocation, .settingsPrecise, .settingsLocationServices, .settingsMotion, .settingsPrivacy,
                .settingsPhotos, .settingsPhotosDeselect, .settingsNotifications:
                openSettings(observer: &observer)
                try changeSettings(step, observer: &observer)
            case .pick(let count): process(try simulation.pick(count), observer: &observer)
            case .device(let setting, let enabled):
                switch setting {
                case .locationServices: process(simulation.setLocationServices(enabled), observer: &observer)
                case .restricted: process(simulation.setRestricted(enabled), observer: &observer)
                case .cameraRestricted: process(simulation.setCameraRestricted(enabled), observer: &observer)
                case .photosRestricted: process(simulation.setPhotosRestricted(enabled), observer: &observer)
                case .motionHardware, .barometer, .magnetometer, .beaconRanging, .unknownPhotoStatus:
                    throw StepFailure(
                        description: "device \(setting.rawValue) is fixed for the run; set it in the header")
                }
            case .move(let coordinate):
                process(simulation.move(to: coordinate.microdegreePrecision), observer: &observer)
            case .walk(let bearing, let distance, let duration):
                let bearing_cdeg = bearing.nanoUnits / 10_000_000
                let millimetres = distance.nanoUnits / 1_000_000
                process(
                    try simulation.walk(
                        bearing_cdeg: bearing_cdeg, distance: Distance(millimetres: millimetres), duration: duration),
                    observer: &observer)
            case .call(let call):
                try self.call(call, observer: &observer)
            case .deliver(let delivery):
                process(simulation.inject(try event(for: delivery)), observer: &observer)
            case .maybe(let inner):
                try perform(inner, observer: &observer)
            case .ifPossible(let inner):
                try performIfPossible(inner, observer: &observer)
            case .fault(let name, _):
                guard let fault = Fault(rawValue: name) else {
                    throw StepFailure(description: "unknown fault \"\(name)\"")
                }
                simulation.setFault(fault, enabled: true)
                observer.note(rule: nil) {
                    TraceRecord(time: simulation.now, payload: .log(.fault(name, detail: "switched on")))
                }
            }
        } catch let error as StepFailure {
            throw error
        } catch let error as StepError {
            throw StepFailure(description: "\(error)", infeasible: error.isInfeasible)
        } catch {
            throw StepFailure(description: "\(error)")
        }
    }

    /// The change a Settings step makes, once the user is in Settings.
    private mutating func changeSettings(_ step: Step, observer: inout some RunObserver) throws(StepError) {
        switch step {
        case .settingsLocation(let setting): process(simulation.setLocation(setting), observer: &observer)
        case .settingsPrecise(let on): process(simulation.setPrecise(on), observer: &observer)
        case .settingsLocationServices(let on): process(simulation.setLocationServices(on), observer: &observer)
        case .settingsMotion(let on): process(simulation.setMotion(on), observer: &observer)
        case .settingsPrivacy(let permission, let on):
            process(simulation.setPrivacy(permission, on: on), observer: &observer)
        case .settingsPhotos(let setting): process(simulation.setPhotos(setting), observer: &observer)
        case .settingsPhotosDeselect(let number): process(try simulation.deselectPhoto(number), observer: &observer)
        case .settingsNotifications(let change): process(try simulation.setNotifications(change), observer: &observer)
        default: break
        }
    }

    /// A Settings step: the user leaves the app for Settings first, when it is on screen.
    mutating func openSettings(observer: inout some RunObserver) {
        process(simulation.switchToSettings(), observer: &observer)
    }

    /// `STEP?`: the step, or, when the user cannot take it now, a `skipped` record saying why.
    mutating func performIfPossible(_ step: Step, observer: inout some RunObserver) throws(StepFailure) {
        do {
            try perform(step, observer: &observer)
        } catch let failure where failure.infeasible {
            observer.note(rule: nil) {
                TraceRecord(time: simulation.now, payload: .log(.skipped(reason: failure.description)))
            }
        }
    }

    /// `tap "LABEL"`: the user taps a control of the app's own UI.
    /// Only an app on screen can be tapped: a person cannot tap an app in the background.
    mutating func tap(_ label: String, observer: inout some RunObserver) throws(StepFailure) {
        guard hasApp, simulation.state.app.lifecycle == .foreground else {
            throw StepFailure(
                description: "cannot tap \"\(label)\": the app is \(simulation.state.app.lifecycle.rawValue)",
                infeasible: true)
        }
        var current = driver
        var system = simulation.appSystem()
        // A tap the UI has no control for leaves the app as it was, whatever the app did with it.
        guard current.tap(label, system: &system) else {
            let texts = current.ui.compactMap { entry -> String? in
                if case .text(let text) = entry.value { return text }
                return nil
            }
            let suggestion = EditDistance.nearest(to: label, among: texts).map { "; did you mean \"\($0)\"?" } ?? ""
            let shown = current.ui.map { "\($0.key)=\($0.value.traceValue.plainText)" }.joined(separator: " ")
            throw StepFailure(
                description: "the app's UI has no control \"\(label)\"\(suggestion)"
                    + (shown.isEmpty ? "" : " (it shows \(shown))"), infeasible: true)
        }
        driver = current
        process(simulation.perform(system.calls), observer: &observer)
        emitStateChange(observer: &observer)
    }

    /// `alert "BUTTON"` or `alert any` (the first button, in a plain run).
    mutating func answerAlert(_ answer: AlertAnswer, observer: inout some RunObserver) throws(StepFailure) {
        switch answer {
        case .button(let label):
            do {
                process(try simulation.answerAlert(label), observer: &observer)
            } catch {
                throw StepFailure(description: "\(error)" + noAlertReason(), infeasible: true)
            }
        case .any:
            guard let alert = simulation.state.alert, let first = alert.buttons.first else {
                throw StepFailure(
                    description: "cannot answer any button: no alert is on screen" + noAlertReason(), infeasible: true)
            }
            do {
                process(try simulation.answerAlert(first), observer: &observer)
            } catch {
                throw StepFailure(description: "\(error)")
            }
        }
    }

    /// Why no alert is on screen, when a request was ignored since the last one (`; the request at
    /// 1.000s was ignored: NSLocationWhenInUseUsageDescription is missing (PLIST-2)`); empty otherwise.
    func noAlertReason() -> String {
        guard let ignoredRequest, simulation.state.alert == nil else { return "" }
        let rule = ignoredRequest.rule.map { " (\($0))" } ?? ""
        return "; the request at \(ignoredRequest.time) was ignored: \(ignoredRequest.reason)\(rule)"
    }

    /// The manager a scripted call without an explicit one addresses: the latest the app created.
    var latestManager: ManagerID {
        simulation.state.managerIDs.last ?? ManagerID(0)
    }

    /// `call API [ARGS]`: the app itself calls the system, as scripted.
    mutating func call(_ call: Call, observer: inout some RunObserver) throws(StepFailure) {
        var app = simulation.appSystem()
        switch call {
        case .createManager: _ = app.createManager()
        case .requestWhenInUseAuthorization(let manager):
            app.requestWhenInUseAuthorization(try self.manager(manager, for: call))
        case .requestAlwaysAuthorization(let manager):
            app.requestAlwaysAuthorization(try self.manager(manager, for: call))
        case .requestTemporaryFullAccuracy(let key, let manager):
            app.requestTemporaryFullAccuracyAuthorization(try self.manager(manager, for: call), purposeKey: key)
        case .startUpdatingLocation(let manager): app.startUpdatingLocation(try self.manager(manager, for: call))
        case .stopUpdatingLocation(let manager): app.stopUpdatingLocation(try self.manager(manager, for: call))
        case .requestLocation(let manager): app.requestLocation(try self.manager(manager, for: call))
        case .openSettings: app.openSettings()
        case .desiredAccuracy(let accuracy, let manager):
            app.setDesiredAccuracy(try self.manager(manager, for: call), accuracy)
        case .allowsBackgroundLocationUpdates(let allows, let manager):
            app.setAllowsBackgroundLocationUpdates(try self.manager(manager, for: call), allows)
        case .startBackgroundActivitySession: _ = app.startBackgroundActivitySession()
        case .stopBackgroundActivitySession(let session):
            let latest = simulation.state.app.activitySessions.sorted().last ?? ActivitySessionID(0)
            let id = try session.map { handle throws(StepFailure) in
                ActivitySessionID(try Self.number(of: handle, prefix: "b", what: "activity session"))
            }
            app.endBackgroundActivitySession(id ?? latest)
        case .startServiceSession(let requirement, let key):
            _ = app.startServiceSession(requirement: requirement ?? .whenInUse, fullAccuracyPurposeKey: key)
        case .endServiceSession(let session):
            let latest = simulation.state.sessions.keys.sorted().last ?? SessionID(0)
            let id = try session.map { handle throws(StepFailure) in
                SessionID(try Self.number(of: handle, prefix: "s", what: "service session"))
            }
            app.endServiceSession(id ?? latest)
        case .startLiveUpdates: _ = app.startLiveUpdates()
        case .stopLiveUpdates(let updates):
            let latest = simulation.state.liveUpdates.keys.sorted().last ?? LiveUpdatesID(0)
            let id = try updates.map { handle throws(StepFailure) in
                LiveUpdatesID(try Self.number(of: handle, prefix: "u", what: "live updates"))
            }
            app.stopLiveUpdates(id ?? latest)
        case .queryMotion(let motionClass): app.queryMotion(motionClass)
        case .requestAccess(let mediaType): app.requestCaptureAccess(for: mediaType)
        case .requestRecordPermission: app.requestRecordPermission()
        case .requestAuthorization(let level): app.requestPhotoAuthorization(for: level)
        case .presentLimitedLibraryPicker: app.presentLimitedLibraryPicker()
        case .presentPicker: app.presentPhotoPicker()
        case .fetchAssets: _ = app.fetchPhotos()
        case .requestNotificationAuthorization(let options): app.requestNotificationAuthorization(options: options)
        case .getNotificationSettings: app.getNotificationSettings()
        case .registerForRemoteNotifications: app.registerForRemoteNotifications()
        case .startMonitoring, .stopMonitoring, .requestState, .startMonitoringSignificantLocationChanges,
            .stopMonitoringSignificantLocationChanges:
            try monitoringCall(call, app: &app)
        }
        let produced = simulation.perform(app.calls)
        process(produced, observer: &observer)
        // A scripted call is the scenario's own doing: if the system refuses it as invalid use, the
        // step could not happen. (A model's invalid call stays an error record in the trace.)
        for record in produced {
            if case .invalidCall(let refused, let reason) = record.kind {
                throw StepFailure(description: "the system refused call \(refused.api): \(reason)")
            }
        }
    }

    /// The region and significant-change calls (MON-1 to MON-4).
    func monitoringCall(_ call: Call, app: inout AppSystem) throws(StepFailure) {
        switch call {
        case .startMonitoring(let identifier, let center, let radius, let manager):
            let radius = Distance(millimetres: radius.nanoUnits / 1_000_000)
            let region = MonitoredRegion(identifier: identifier, center: center, radius: radius)
            app.startMonitoring(try self.manager(manager, for: call), region: region)
        case .stopMonitoring(let identifier, let manager):
            app.stopMonitoring(try self.manager(manager, for: call), identifier: identifier)
        case .requestState(let identifier, let manager):
            app.requestState(try self.manager(manager, for: call), identifier: identifier)
        case .startMonitoringSignificantLocationChanges(let manager):
            app.startMonitoringSignificantLocationChanges(try self.manager(manager, for: call))
        case .stopMonitoringSignificantLocationChanges(let manager):
            app.stopMonitoringSignificantLocationChanges(try self.manager(manager, for: call))
        default:
            break
        }
    }

    /// The manager a call addresses: the one it names, else the latest the app created.
    func manager(_ handle: Call.Handle?, for call: Call) throws(StepFailure) -> ManagerID {
        guard let handle else {
            guard !simulation.state.managerIDs.isEmpty else {
                throw StepFailure(
                    description: "call \(call.api) needs a location manager, and the app has none: "
                        + "script `call createManager` first")
            }
            return latestManager
        }
        return ManagerID(try Self.number(of: handle, prefix: "m", what: "manager"))
    }

    /// `m2` → 2; a handle whose digits make no number stops the run.
    static func number(of handle: Call.Handle, prefix: String, what: String) throws(StepFailure) -> Int {
        guard let number = handle.number else {
            throw StepFailure(description: "\"\(handle.spelling)\" is not a \(what) (write \(prefix)1, \(prefix)2, …)")
        }
        return number
    }

    /// The event a `deliver` step injects.
    func event(for delivery: Delivery) throws(StepFailure) -> AppEvent {
        switch delivery {
        case .authorization(let status, let accuracy):
            return .authorization(latestManager, status: status, fullAccuracy: accuracy != .reduced)
        case .failure(let code):
            return .failure(latestManager, code: code)
        case .fix(let coordinate, let fields):
            func field(_ name: String, scale: Int64, default value: Int64) -> Int64 {
                guard let decimal = fields.last(where: { $0.name == name })?.value else { return value }
                return decimal.nanoUnits / (1_000_000_000 / scale)
            }
            let fix = Fix(
                coordinate: coordinate.microdegreePrecision,
                horizontalAccuracy_dm: field("accuracy", scale: 10, default: 50),
                speed_cmps: field("speed", scale: 100, default: Fix.invalid),
                course_cdeg: field("course", scale: 100, default: Fix.invalid), timestamp: simulation.now)
            return .locations(latestManager, [fix])
        }
    }
}
