/// How near a ranged beacon is, with Core Location's raw values.
public enum CLProximity: Int, Sendable {
    /// Not determined.
    case unknown = 0
    /// Very close.
    case immediate = 1
    /// Relatively close.
    case near = 2
    /// Far away.
    case far = 3
}
