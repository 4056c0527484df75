import Vocabulary

/// A callback injected by `deliver …`, bypassing the system rules, to replay a log recorded on a device.
///
/// ```scenario
/// 3s  deliver authorization 2 reduced
/// 4s  deliver failure 1
/// 5s  deliver fix 51.5007,-0.1246 accuracy 5
/// ```
public enum Delivery: Hashable, Sendable {
    /// `deliver authorization STATUS [full|reduced]`: locationManagerDidChangeAuthorization.
    case authorization(status: AuthorizationStatus, accuracy: Accuracy?)
    /// `deliver failure CODE`: didFailWithError with a CLError code (0, 1, 18).
    case failure(code: Int)
    /// `deliver fix LAT,LON [accuracy M] [speed V] [course C]`: didUpdateLocations with one fix.
    case fix(Coordinate, fields: [FixField])
}

/// One measured field of a delivered fix, in file order.
public struct FixField: Hashable, Sendable {
    /// `accuracy` (horizontal, metres), `speed` (m/s, −1 invalid) or `course` (degrees, −1 invalid).
    public var name: String
    /// The value exactly as written.
    public var value: ExactDecimal

    /// The field names a fix may carry, in the order the printer writes them.
    public static let names = ["accuracy", "speed", "course"]

    /// A field, for scenarios built by tools.
    public init(name: String, value: ExactDecimal) {
        self.name = name
        self.value = value
    }
}
