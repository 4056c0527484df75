/// A prepared scenario behind one reference: what every copy of a run shares, and what the runs
/// made from one preparation share (exploration starts many timelines from one), so that handing it
/// on retains one object instead of every buffer of the scenario.
public final class PreparedBox: Sendable {
    /// The prepared scenario.
    public let value: PreparedRun
    /// The scenario's timed lines in the order they run, shared by every run made from the box.
    let lines: [TimedLine]

    /// A box holding `value`, taken rather than copied when the caller is done with it.
    public init(_ value: consuming PreparedRun) {
        lines = TimedLine.schedule(of: value.scenario)
        self.value = value
    }
}
