/// Whether the user stopped or started moving, with Core Motion's raw values.
public enum CMPedometerEventType: Int, Sendable {
    /// The user stopped moving.
    case pause = 0
    /// The user started moving again.
    case resume = 1
}
