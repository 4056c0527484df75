import SimulationKit

/// How a timeline line wrote its time: kept so the printer writes `+2s` back as `+2s`, and so the
/// runner can tell a step pinned to a time from one that shares the previous line's.
public enum Timing: Hashable, Sendable {
    /// `8.7s launch`: an absolute time.
    case absolute
    /// `+2s foreground`: this long after the previous timed line.
    case relative(SimDuration)
    /// An indented line with no time: it happens at the previous timed line's time, after it.
    case continued
    /// An expectation written before the first timed line: it covers the whole run (its time is 0).
    case untimed
    /// `5s..20s step 1s background`: a what-if choice of times from the entry's time up to `end`,
    /// every `step` (without a step, the runner draws one time from the seed).
    case window(end: SimInstant, step: SimDuration?)
}
