import LocationSystem
import SimulationKit

/// How far a recorded callback may be from the simulator's and still be the same behaviour: the
/// recording's stated tolerance (its clock, or the rounding of a transcribed figure) plus the
/// profile's spread of callback delays (a reply lands anywhere in `replyDelay`, 2–9 ms, so two
/// faithful runs differ by up to 7 ms). `import` writes each window with it and says so in the
/// file; `conform` accepts a timing within it.
public struct TimingMargin: Hashable, Sendable {
    /// The recording's part.
    public var tolerance: SimDuration
    /// The profile's part: the widest of its callback-delay ranges.
    public var spread: SimDuration

    /// The margin for `recording` under `profile`.
    public init(tolerance: SimDuration, profile: Profile) {
        self.tolerance = tolerance
        let ranges = [profile.initialCallbackDelay, profile.replyDelay, profile.backgroundAccessLossDelay]
        self.spread = ranges.map { $0.upper - $0.lower }.max() ?? .microseconds(0)
    }

    /// Tolerance and spread together.
    public var total: SimDuration { tolerance + spread }

    /// `±157ms: the recording's tolerance (150ms) and the profile's spread of callback delays (7ms)`.
    public var explanation: String {
        "±\(total.scenarioText): the recording's tolerance (\(tolerance.scenarioText)) and the profile's "
            + "spread of callback delays (\(spread.scenarioText))"
    }

    /// The window `time ± total`, not before the start.
    public func window(around time: SimDuration) -> ClosedRange<SimDuration> {
        max(.microseconds(0), time - total)...(time + total)
    }
}
