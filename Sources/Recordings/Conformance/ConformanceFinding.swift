import SimulationKit

/// One comparison of a recorded callback with the simulator's, under the rule it concerns.
public struct ConformanceFinding: Hashable, Sendable {
    /// How the two sides compare.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The same callback on both sides, within the margin.
        case matched
        /// Delivered on the device, not by the simulator.
        case missing
        /// Delivered by the simulator, not on the device.
        case extra
        /// Delivered on both sides, in another order.
        case reordered
        /// The same callback, at a time outside the margin.
        case timing
        /// The same callback, heard in the foreground on one side and the background on the other.
        case foreground
        /// A status the app read on the device (Motion & Fitness) that the simulator did not have
        /// at that moment.
        case value
        /// A fix of the other accuracy (precise against reduced) than the simulator's at that time.
        case accuracy
        /// A flow of fixes with another number of fixes than the simulator's, in a recording of
        /// every fix.
        case count
    }

    /// How they compare.
    public var kind: Kind
    /// The rule it concerns (`AUTH-3`), or `—` when no rule has acted yet.
    public var rule: String
    /// The callback (`authorization m1 status=0 fullAccuracy=true`).
    public var callback: String
    /// When the device delivered it, if it did.
    public var deviceTime: SimDuration?
    /// When the simulator delivered it, if it did.
    public var simulatorTime: SimDuration?
    /// The recording line it came from, if from the recording.
    public var line: Int?
    /// What the simulator had instead, for a ``Kind/value``, ``Kind/accuracy`` or ``Kind/count``
    /// finding (`motion status=notDetermined`).
    public var detail: String?

    /// Whether it is a difference.
    public var differs: Bool { kind != .matched }
}
