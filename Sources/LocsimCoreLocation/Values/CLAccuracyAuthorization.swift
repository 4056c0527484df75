/// Whether the app receives precise or approximate locations, with Core Location's raw values.
public enum CLAccuracyAuthorization: Int, Sendable {
    /// Precise location.
    case fullAccuracy = 0
    /// Approximate location only.
    case reducedAccuracy = 1
}
