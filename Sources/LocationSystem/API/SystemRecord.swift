import SimulationKit
import Vocabulary

/// One thing the system did, for the trace: when, which catalog rule made it happen (nil for plain
/// mechanics such as applying a call), and what.
///
/// The driver hands every ``Kind/delivered(_:)`` record's event to the app model; the rest are for
/// the trace and for expectations.
public struct SystemRecord: Hashable, Sendable, CustomStringConvertible {
    /// When it happened.
    public var time: SimInstant
    /// The rule that produced it.
    public var rule: RuleID?
    /// What happened.
    public var kind: Kind

    /// Bundles a record.
    public init(time: SimInstant, rule: RuleID?, kind: Kind) {
        self.time = time
        self.rule = rule
        self.kind = kind
    }

    /// What a record says happened.
    public enum Kind: Hashable, Sendable {
        /// A system alert appeared on screen.
        case alertShown(Alert)
        /// The user tapped a button of the alert on screen.
        case alertAnswered(AlertKind, button: String)
        /// An event reached the app model (the driver must hand it over).
        case delivered(AppEvent)
        /// An event waits for the suspended app to resume (SET-2).
        case held(AppEvent)
        /// An event was lost: no process to receive it, or an injected fault.
        case dropped(AppEvent, reason: String)
        /// A device-log line (PLIST-2's missing-key message).
        case log(String)
        /// The app was killed (PLIST-3: SIGABRT, termination namespace TCC).
        case crash(signal: String, namespace: String, message: String)
        /// The app used the API wrongly (a manager that was never created); never a crash.
        case invalidCall(AppCall, reason: String)
        /// The app called the system, and the call was applied.
        case call(AppCall)
        /// The app called the system, and the system did nothing, as ``SystemRecord/rule`` says.
        case ignoredCall(AppCall, reason: String)
        /// The location authorization the app reads changed.
        case authorizationChanged(status: AuthorizationStatus, fullAccuracy: Bool)
        /// The Motion & Fitness status changed (all classes, MOT-2).
        case motionChanged(MotionStatus)
        /// A camera or microphone status changed (CAM, MIC), with no callback to the app.
        case privacyChanged(PrivacyStatus)
        /// The photos a limited grant shows changed (PHO-4, PHO-5), by number, ascending.
        case photoSelectionChanged([Int])
        /// What the app reads of notifications changed: status and interactions (NOTIF).
        case notificationSettingsChanged(NotificationSettings)
        /// A fault switch changed what happened.
        case fault(Fault, detail: String)
    }

    /// The delivered event, if this record is a delivery.
    public var deliveredEvent: AppEvent? {
        if case .delivered(let event) = kind { return event }
        return nil
    }

    /// `28.302s [AUTH-3] delivered authorization m1 status=0 fullAccuracy=true`.
    public var description: String {
        let tag = rule.map { " [\($0)]" } ?? ""
        let body: String
        switch kind {
        case .alertShown(let alert): body = "alert shown \(alert) by \(alert.requester)"
        case .alertAnswered(let kind, let button): body = "alert answered \(kind) \"\(button)\""
        case .delivered(let event): body = "delivered \(event)"
        case .held(let event): body = "held until resume \(event)"
        case .dropped(let event, let reason): body = "dropped \(event) (\(reason))"
        case .log(let line): body = "log \(line)"
        case .crash(let signal, let namespace, let message): body = "crash \(signal) namespace \(namespace): \(message)"
        case .invalidCall(let call, let reason): body = "invalid call \(call): \(reason)"
        case .call(let call): body = "call \(call)"
        case .ignoredCall(let call, let reason): body = "ignored call \(call): \(reason)"
        case .authorizationChanged(let status, let full):
            body = "authorization now status=\(status.rawValue) fullAccuracy=\(full)"
        case .motionChanged(let status): body = "motion now \(status)"
        case .privacyChanged(let status): body = "\(status.permission) now \(status)"
        case .photoSelectionChanged(let selection): body = "photo selection now \(selection)"
        case .notificationSettingsChanged(let settings): body = "notifications now \(settings)"
        case .fault(let fault, let detail): body = "fault \(fault): \(detail)"
        }
        return "\(time)\(tag) \(body)"
    }
}
