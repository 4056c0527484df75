/// How sure Core Motion is of a motion activity, with Core Motion's raw values.
public enum CMMotionActivityConfidence: Int, Sendable {
    /// Low confidence.
    case low = 0
    /// Medium confidence.
    case medium = 1
    /// High confidence.
    case high = 2
}
