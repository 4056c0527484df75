import SimulationKit
import Vocabulary

/// One location fix as the app receives it (a `CLLocation`), in integer units so that traces print
/// the same bytes everywhere: 5 m is 50 dm and 5,411.8 m is 54,118 dm exactly.
///
/// Speed and course use Core Location's convention: −1 means invalid (ACC-1, a still precise fix);
/// an approximate fix reports 0 and 0, which look valid and are not (ACC-2).
public struct Fix: Hashable, Sendable, CustomStringConvertible {
    /// Where the fix says the device is: the true position or a snapped centre.
    public var coordinate: Coordinate
    /// The radius of uncertainty in decimetres (50 = 5 m, 54,118 = 5,411.8 m).
    public var horizontalAccuracy_dm: Int64
    /// Speed in centimetres per second; −100 (−1 m/s) means invalid.
    public var speed_cmps: Int64
    /// Course in centidegrees clockwise from north; −100 (−1 °) means invalid.
    public var course_cdeg: Int64
    /// When the fix was taken.
    public var timestamp: SimInstant

    /// Speed and course value meaning "invalid", in their units (−1 m/s, −1 °).
    public static let invalid: Int64 = -100

    /// Bundles a fix's fields.
    public init(
        coordinate: Coordinate, horizontalAccuracy_dm: Int64, speed_cmps: Int64, course_cdeg: Int64,
        timestamp: SimInstant
    ) {
        self.coordinate = coordinate
        self.horizontalAccuracy_dm = horizontalAccuracy_dm
        self.speed_cmps = speed_cmps
        self.course_cdeg = course_cdeg
        self.timestamp = timestamp
    }

    /// Whether this is an approximate (snapped) fix rather than a precise one.
    public var isApproximate: Bool { horizontalAccuracy_dm > 10_000 }

    /// Horizontal accuracy in metres as text (`5`, `5411.8`).
    public var horizontalAccuracyText: String { DecimalText.format(horizontalAccuracy_dm, scale: 1) }
    /// Speed in m/s as text (`-1`, `0`, `1.39`).
    public var speedText: String { DecimalText.format(speed_cmps, scale: 2) }
    /// Course in degrees as text (`-1`, `0`, `90`).
    public var courseText: String { DecimalText.format(course_cdeg, scale: 2) }

    /// `51.5007,-0.1246 ±5m speed -1 course -1`, as trace lines print a fix.
    public var description: String {
        "\(coordinate) ±\(horizontalAccuracyText)m speed \(speedText) course \(courseText)"
    }
}
