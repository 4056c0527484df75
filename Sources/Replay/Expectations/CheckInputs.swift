import AppModels
import LocationSystem
import Vocabulary

/// Everything a state check can read (the subjects of an expression, the alert's kind), as of one
/// moment, with the model's UI and session stood for by a counter that moves whenever either changes.
/// An `expect alert "…"` checked after every event reads the alert's words too, which these leave
/// out: a run with such a line checks after every event (``ExpectationTracker/readsAlertText``).
///
/// A run keeps the inputs its state checks last saw: a check is a function of these alone, so when
/// an event leaves them as they were, every `always` still holds and every `eventually` still waits,
/// and the checks are skipped. Most events change nothing a check reads (a timer, a callback the
/// model ignores), and exploration runs the checks after every event of every timeline.
struct CheckInputs: Equatable {
    var status: AuthorizationStatus
    var accuracy: Accuracy
    var app: AppLifecycle
    var alert: AlertKind?
    var motion: MotionStatus
    var privacy: PrivacyReadings
    /// ``ScenarioRun``'s count of UI and session changes.
    var shownVersion: Int
    /// Whether a callback to the app is due, which `always settled` lines read (false when no line
    /// does: it is then not computed).
    var callbackDue: Bool

    /// The inputs as of `state`. Always inlined: a call copies the whole state to pass it, after
    /// every event.
    @inline(__always)
    init(_ state: borrowing SystemState, shownVersion: Int, callbackDue: Bool = false) {
        self.callbackDue = callbackDue
        status = state.status
        accuracy = state.accuracy
        app = state.app.lifecycle
        alert = state.alert?.kind
        motion = state.motion
        privacy = state.privacyReadings
        self.shownVersion = shownVersion
    }
}
