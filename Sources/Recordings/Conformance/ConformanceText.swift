import SimulationKit

/// `locsim conform`'s text report: per recording, its verdict, then per rule what matched and what
/// differed, each difference on its own line with both times and the figures the rule reads.
public enum ConformanceText {
    /// The report of `results`, ending with a summary line.
    public static func report(_ results: [RecordingConformance]) -> String {
        var text = ""
        for result in results { text += recording(result) }
        let conforming = results.filter(\.conforms).count
        let profiles = Set(results.map(\.profile)).sorted().joined(separator: ", ")
        text +=
            "# \(results.count) recording\(results.count == 1 ? "" : "s") against \(profiles): "
            + "\(conforming) conform\(conforming == 1 ? "s" : ""), \(results.count - conforming) differ"
            + "\(results.count - conforming == 1 ? "s" : "")\n"
        return text
    }

    /// One recording's block.
    static func recording(_ result: RecordingConformance) -> String {
        var text = "\(result.file) (\(result.device)) against \(result.profile): \(result.verdict)\n"
        text += "  margin \(result.margin.explanation)\n"
        if let failure = result.replayFailure { text += "  replay stopped: \(failure)\n" }
        let width = max(10, (result.rules.map(\.count).max() ?? 0) + 2)
        for rule in result.rules {
            let findings = result.findings(for: rule)
            let matched = findings.filter { !$0.differs }.count
            let differed = findings.count - matched
            var counts = ["matched \(matched)"]
            if differed > 0 { counts.append("differed \(differed)") }
            text += "  " + rule + String(repeating: " ", count: width - rule.count) + counts.joined(separator: ", ")
            if let figures = result.ruleFigures[rule], !figures.isEmpty, differed > 0 { text += " (\(figures))" }
            text += "\n"
            for finding in findings where finding.differs {
                text += "    " + finding.kind.rawValue.padded(10) + describe(finding, margin: result.margin) + "\n"
            }
        }
        return text
    }

    /// What a difference is, in words, with both sides' times.
    static func describe(_ finding: ConformanceFinding, margin: TimingMargin) -> String {
        let device = finding.deviceTime.map { "\($0) on the device (line \(finding.line ?? 0))" } ?? "not on the device"
        let simulator = finding.simulatorTime.map { "\($0) in the simulator" } ?? "not in the simulator"
        var text = "\(finding.callback): \(device), \(simulator)"
        if finding.kind == .timing, let deviceTime = finding.deviceTime, let simulatorTime = finding.simulatorTime {
            let apart = SimDuration.microseconds(Int64((deviceTime - simulatorTime).microseconds.magnitude))
            text += ", \(apart) apart (margin ±\(margin.total.scenarioText))"
        }
        if finding.kind == .foreground { text += ", heard in the foreground on one side only" }
        if let detail = finding.detail { text += "; the simulator had \(detail)" }
        return text
    }
}

extension String {
    /// The text padded with spaces to `width` (never cut).
    fileprivate func padded(_ width: Int) -> String {
        self + String(repeating: " ", count: max(1, width - count))
    }
}
