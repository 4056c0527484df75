/// The error codes the simulated frameworks deliver, with Core Location's and Core Motion's raw
/// values so traces match device logs.
public enum ErrorCodes {
    /// `CLError.locationUnknown` (0): transient, no fix yet.
    public static let locationUnknown = 0
    /// `CLError.denied` (1): access was revoked or lost (AUTH-11, AUTH-12, SET-NEVER).
    public static let denied = 1
    /// `CLError.regionMonitoringFailure` (5): a region could not be monitored (MON-4).
    public static let regionMonitoringFailure = 5
    /// `CLError.promptDeclined` (18): the full-accuracy alert was not shown (ACC-5).
    public static let promptDeclined = 18
    /// `CMErrorMotionActivityNotAvailable` (104): no motion hardware (MOT-3).
    public static let motionNotAvailable = 104
    /// `CMErrorMotionActivityNotAuthorized` (105): the user denied Motion & Fitness (A: the seeds
    /// measured only the allow path).
    public static let motionNotAuthorized = 105
}
