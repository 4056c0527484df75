import SimulationKit

/// Walks one recording and takes a sample wherever it shows a timing rule at work:
///
/// - `initialCallbackDelay` (AUTH-1): a manager's creation → its first authorization callback;
/// - `replyDelay`: an answer or a Settings change → the first callback after it (within 1 s);
/// - `failureToCallbackGap` (AUTH-11, SET-NEVER): a revoke's code 1 → the status-2 callback after it;
/// - `backgroundAccessLossDelay` (AUTH-12): leaving the foreground → a code 1 in the background
///   with no Settings change between;
/// - `allowOnceExpiry` (AUTH-3): leaving the foreground after an Allow Once grant → status 0;
/// - `fullAccuracyExpiry` (ACC-6): leaving the foreground after temporary full accuracy →
///   fullAccuracy false with the status unchanged.
///
/// The expiries count only when the app stayed in the background and Settings was not touched in
/// between, since a return or a Settings change ends or restarts them.
struct SampleCollector {
    private(set) var samples: [(parameter: String, value: SimDuration)] = []
    private var managersMade = 0
    private var created: [String: SimDuration] = [:]
    private var heardStatus: [String: Int] = [:]
    private var lastAlert: String?
    private var allowOnceGrant = false
    private var temporaryFull = false
    private var background: SimDuration?
    private var cause: SimDuration?
    private var revoke: SimDuration?
    private var revokeFailure: SimDuration?
    private var touchedSettings = false

    /// The samples of `recording`.
    static func samples(of recording: Recording) -> [(parameter: String, value: SimDuration)] {
        var collector = SampleCollector()
        for event in recording.events { collector.note(event) }
        return collector.samples
    }

    private mutating func note(_ event: RecordedEvent) {
        switch event.kind {
        case .app(let lifecycle): noteLifecycle(lifecycle, at: event.time)
        case .call(let call) where call.api == "createManager":
            managersMade += 1
            created["m\(managersMade)"] = event.time
        case .call: break
        case .alert(let kind, _): lastAlert = kind
        case .answer(let button):
            cause = event.time
            if button == "Allow Once" {
                if lastAlert == "full-accuracy" { temporaryFull = true } else { allowOnceGrant = true }
            }
        case .settings(let setting, let value):
            cause = event.time
            touchedSettings = true
            if setting == "location", value == "never" { revoke = event.time }
        case .callback(let callback): noteCallback(callback, at: event.time)
        case .motion: break
        }
    }

    private mutating func noteLifecycle(_ lifecycle: LifecycleEvent, at time: SimDuration) {
        switch lifecycle {
        case .background:
            background = time
            touchedSettings = false
        case .foreground, .launch, .terminate:
            background = nil
        }
    }

    private mutating func noteCallback(_ callback: ObservedCallback, at time: SimDuration) {
        if callback.kind == .authorization, let made = created.removeValue(forKey: callback.manager) {
            samples.append(("initialCallbackDelay", time - made))
        } else if let cause, time - cause <= .seconds(1) {
            samples.append(("replyDelay", time - cause))
        }
        cause = nil
        if callback.kind == .failure, callback.code == 1 {
            if let revoke, time - revoke <= .seconds(1) {
                revokeFailure = time
            } else if let background, !touchedSettings, time - background <= .seconds(1) {
                samples.append(("backgroundAccessLossDelay", time - background))
            }
        }
        if callback.kind == .authorization { noteAuthorization(callback, at: time) }
    }

    private mutating func noteAuthorization(_ callback: ObservedCallback, at time: SimDuration) {
        let previous = heardStatus[callback.manager]
        heardStatus[callback.manager] = callback.status
        if callback.status == 2, let revokeFailure {
            samples.append(("failureToCallbackGap", time - revokeFailure))
        }
        revoke = nil
        revokeFailure = nil
        guard let background, !touchedSettings, !callback.foreground else { return }
        if allowOnceGrant, callback.status == 0, previous == 4 || previous == 3 {
            samples.append(("allowOnceExpiry", time - background))
            allowOnceGrant = false
        } else if temporaryFull, callback.fullAccuracy == false, callback.status == previous {
            samples.append(("fullAccuracyExpiry", time - background))
            temporaryFull = false
        }
    }
}
