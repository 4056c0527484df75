import Vocabulary

/// A scenario step that cannot happen in the current state, carrying what was there instead so the
/// run can stop with a precise message (`alert "Allow Once"` with no alert on screen).
public enum StepError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An alert answer with no alert on screen.
    case noAlert(button: String)
    /// A button the alert on screen does not have.
    case unknownButton(String, alert: Alert)
    /// A lifecycle step the process cannot take from where it is (`resume` when not suspended).
    case lifecycle(step: String, current: AppLifecycle)
    /// AUTH-6's second prompt needs provisional Always.
    case notProvisionalAlways(status: AuthorizationStatus)
    /// A value the step cannot use (a bad coordinate, a zero-length walk).
    case invalidArgument(step: String, value: String, expected: String)
    /// A control the app's page in Settings does not show (NOTIF-6: no Notifications page before
    /// the app asks, no switch for an interaction it never asked for).
    case noSettingsControl(step: String, reason: String)

    /// What was expected and what was found.
    public var description: String {
        switch self {
        case .noAlert(let button):
            return "cannot answer \"\(button)\": no alert is on screen"
        case .unknownButton(let button, let alert):
            let buttons = alert.buttons.map { "\"\($0)\"" }.joined(separator: ", ")
            return "the \(alert.kind) alert on screen has no button \"\(button)\"; its buttons are \(buttons)"
        case .lifecycle(let step, let current):
            return "cannot \(step): the app is \(current)"
        case .notProvisionalAlways(let status):
            return "the provisional-Always second prompt needs provisional Always; status is \(status.rawValue)"
                + " (\(status.name))"
        case .invalidArgument(let step, let value, let expected):
            return "\(step): invalid value \"\(value)\"; expected \(expected)"
        case .noSettingsControl(let step, let reason):
            return "\(step): \(reason)"
        }
    }
}
