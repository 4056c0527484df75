import AppModels
import LocationSystem
import SimulationKit
import Vocabulary

/// What expectations can name at one moment: the system's status, accuracy, app state, alert and
/// motion status, and the model's UI and session keys.
struct StateSnapshot {
    var status: AuthorizationStatus
    var accuracy: Accuracy
    var app: AppLifecycle
    var alert: Alert?
    var motion: MotionStatus
    var privacy: PrivacyReadings
    var ui: [StateEntry]
    var session: [StateEntry]
    var time: SimInstant
    /// Whether a callback to the app was due (``Simulation/callbackDue``); read only by `always
    /// settled` lines, so computed only for a run that has one.
    var callbackDue: Bool

    /// The state now, with the model's UI and session as last recorded (a run records them after
    /// every model change, so they are the model's own, without asking it again).
    /// `callbackDue` is passed in rather than asked of the simulation: the caller has asked already.
    init(simulation: borrowing Simulation, ui: [StateEntry], session: [StateEntry], callbackDue: Bool = false) {
        time = simulation.now
        self.callbackDue = callbackDue
        status = simulation.state.status
        accuracy = simulation.state.accuracy
        app = simulation.state.app.lifecycle
        alert = simulation.state.alert
        motion = simulation.state.motion
        privacy = simulation.state.privacyReadings
        self.ui = ui
        self.session = session
    }
}
