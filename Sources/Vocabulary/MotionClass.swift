/// The four Core Motion classes behind the Motion & Fitness permission (MOT-2). Raw sensors
/// (`CMMotionManager`) need no permission and are not modelled.
public enum MotionClass: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// `CMPedometer`.
    case pedometer
    /// `CMMotionActivityManager`.
    case activity
    /// `CMAltimeter` (needs a barometer to be available).
    case altimeter
    /// `CMHeadphoneMotionManager`.
    case headphone

    /// The name scenarios use.
    public var description: String { rawValue }
}
