import SimulationKit

/// What the recordings say about one timing parameter: the samples measured, and where from.
public struct ParameterEvidence: Hashable, Sendable {
    /// The parameter (`allowOnceExpiry`).
    public var parameter: String
    /// Every sample, in the order found.
    public var samples: [SimDuration]
    /// The recordings the samples came from, in order, each once.
    public var recordings: [String]

    /// Evidence for `parameter` with no samples yet.
    public init(parameter: String) {
        self.parameter = parameter
        self.samples = []
        self.recordings = []
    }

    /// The smallest and largest sample; nil without samples.
    public var range: ClosedRange<SimDuration>? {
        guard let low = samples.min(), let high = samples.max() else { return nil }
        return low...high
    }

    /// `6 samples: 11.2s..11.3s from 6 recordings`, or `1 sample: 18s from 1 recording`.
    public var summary: String {
        guard let range else { return "no evidence" }
        let span =
            range.lowerBound == range.upperBound
            ? range.lowerBound.scenarioText : "\(range.lowerBound.scenarioText)..\(range.upperBound.scenarioText)"
        return "\(samples.count) sample\(samples.count == 1 ? "" : "s"): \(span) from \(recordings.count) "
            + "recording\(recordings.count == 1 ? "" : "s")"
    }

    mutating func add(_ sample: SimDuration, from recording: String) {
        samples.append(sample)
        if !recordings.contains(recording) { recordings.append(recording) }
    }
}
