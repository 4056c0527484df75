import SimulationKit

/// How one recording compares with the simulator: every finding, grouped by rule, and the verdict.
public struct RecordingConformance: Hashable, Sendable {
    /// The recording's file, as given.
    public var file: String
    /// `iOS 27.0, iPhone 17, simulator`.
    public var device: String
    /// The profile compared against.
    public var profile: String
    /// The margin a timing may be off by.
    public var margin: TimingMargin
    /// Every finding, in the order of the device's timeline (then the simulator's extras).
    public var findings: [ConformanceFinding]
    /// A step of the recording the simulator could not replay, if any.
    public var replayFailure: String?
    /// For each rule with findings, the profile figures it reads (`allowOnceExpiry=18s`), empty when none.
    public var ruleFigures: [String: String] = [:]

    /// Whether the simulator did what the device did.
    public var conforms: Bool { replayFailure == nil && !findings.contains { $0.differs } }

    /// `conforms` or `differs`.
    public var verdict: String { conforms ? "conforms" : "differs" }

    /// The rules with findings, in the order their first finding's time, then by name.
    public var rules: [String] {
        var seen: [String] = []
        for finding in findings.sorted(by: Self.order) where !seen.contains(finding.rule) { seen.append(finding.rule) }
        return seen
    }

    /// The findings about `rule`, in time order.
    public func findings(for rule: String) -> [ConformanceFinding] {
        findings.filter { $0.rule == rule }.sorted(by: Self.order)
    }

    /// Time order: the device's time, else the simulator's; ties by rule and callback text.
    static func order(_ a: ConformanceFinding, _ b: ConformanceFinding) -> Bool {
        let left = (a.deviceTime ?? a.simulatorTime ?? .microseconds(0)).microseconds
        let right = (b.deviceTime ?? b.simulatorTime ?? .microseconds(0)).microseconds
        return (left, a.rule, a.callback) < (right, b.rule, b.callback)
    }
}
