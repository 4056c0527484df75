import LocationSystem
import SimulationKit

extension TraceRecord {
    /// The trace record of one thing the system did, named by its catalog rule.
    ///
    /// `foreground` says whether the app was in the foreground when a callback arrived, which is the
    /// difference between AUTH-3's expiry callback (background) and a fresh grant (foreground).
    static func from(_ record: SystemRecord, foreground: Bool) -> TraceRecord {
        TraceRecord(
            time: record.time, rule: record.rule?.rawValue, payload: TracePayload(record.kind, foreground: foreground))
    }
}

extension TracePayload {
    /// The payload of what the system did.
    init(_ kind: SystemRecord.Kind, foreground: Bool) {
        switch kind {
        case .alertShown(let alert): self = .alert(.shown(alert))
        case .alertAnswered(let kind, let button): self = .alert(.answered(kind, answer: button))
        case .delivered(let event):
            if let callback = TraceCallback(event, foreground: foreground) {
                self = .callback(callback)
            } else {
                self = .app(.lifecycle(event))
            }
        case .held(let event): self = .log(.held(event))
        case .dropped(let event, let reason): self = .log(.dropped(event, reason: reason))
        case .log(let line): self = .log(.line(line))
        case .crash(let signal, let namespace, let message):
            self = .app(.crashed(signal: signal, namespace: namespace, message: message))
        case .invalidCall(let call, let reason): self = .error(.invalidCall(call, reason: reason))
        case .call(let call): self = .call(call)
        case .ignoredCall(let call, let reason): self = .call(call, ignored: reason)
        case .authorizationChanged(let status, let fullAccuracy):
            self = .system(.authorization(status, fullAccuracy: fullAccuracy))
        case .motionChanged(let status): self = .system(.motion(status))
        case .privacyChanged(let status): self = .system(.privacy(status))
        case .photoSelectionChanged(let selection): self = .system(.photoSelection(selection))
        case .notificationSettingsChanged(let settings): self = .system(.notifications(settings))
        case .fault(let fault, let detail): self = .log(.fault(fault.rawValue, detail: detail))
        }
    }
}
