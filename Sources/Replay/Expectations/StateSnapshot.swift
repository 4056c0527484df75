import AppModels
import LocationSystem
import SimulationKit

/// What expectations can name at one moment: the system's status, accuracy, app state, alert and
/// motion status, and the model's UI and session keys.
struct StateSnapshot {
    var status: LocationSystem.AuthorizationStatus
    var accuracy: AccuracyAuthorization
    var app: AppLifecycle
    var alert: Alert?
    var motion: LocationSystem.MotionStatus
    var ui: [StateEntry]
    var session: [StateEntry]
    var time: SimInstant

    /// The state now, with the model's UI and session as last recorded (a run records them after
    /// every model change, so they are the model's own, without asking it again).
    init(simulation: borrowing Simulation, ui: [StateEntry], session: [StateEntry]) {
        time = simulation.now
        status = simulation.state.status
        accuracy = simulation.state.accuracy
        app = simulation.state.app.lifecycle
        alert = simulation.state.alert
        motion = simulation.state.motion
        self.ui = ui
        self.session = session
    }
}
