import Replay
import SimulationKit

/// `locsim conform --format jsonl`: one object per recording (keys sorted, times in microseconds),
/// then a summary object, written through the trace's one JSON writer.
public enum ConformanceJSON {
    /// The report of `results`, one line each and a last summary line.
    public static func report(_ results: [RecordingConformance]) -> String {
        var text = ""
        for result in results { text += TraceValue.object(TraceFields(recording(result))).json + "\n" }
        let conforming = results.filter(\.conforms).count
        let summary: [String: TraceValue] = [
            "recordings": .int(Int64(results.count)), "conform": .int(Int64(conforming)),
            "differ": .int(Int64(results.count - conforming)),
        ]
        return text + TraceValue.object(TraceFields(summary)).json + "\n"
    }

    static func recording(_ result: RecordingConformance) -> [String: TraceValue] {
        var fields: [String: TraceValue] = [
            "recording": .string(result.file), "device": .string(result.device), "profile": .string(result.profile),
            "verdict": .string(result.verdict), "margin_us": .int(result.margin.total.microseconds),
            "rules": .array(result.rules.map { rule(result, $0) }),
        ]
        if let failure = result.replayFailure { fields["replay_failure"] = .string(failure) }
        return fields
    }

    static func rule(_ result: RecordingConformance, _ rule: String) -> TraceValue {
        let findings = result.findings(for: rule)
        let fields: [String: TraceValue] = [
            "rule": .string(rule), "figures": .string(result.ruleFigures[rule] ?? ""),
            "matched": .int(Int64(findings.filter { !$0.differs }.count)),
            "differed": .int(Int64(findings.filter(\.differs).count)),
            "findings": .array(findings.map(finding)),
        ]
        return .object(TraceFields(fields))
    }

    static func finding(_ finding: ConformanceFinding) -> TraceValue {
        var fields: [String: TraceValue] = [
            "kind": .string(finding.kind.rawValue), "callback": .string(finding.callback),
        ]
        if let time = finding.deviceTime { fields["device_time_us"] = .int(time.microseconds) }
        if let time = finding.simulatorTime { fields["simulator_time_us"] = .int(time.microseconds) }
        if let line = finding.line { fields["line"] = .int(Int64(line)) }
        if let detail = finding.detail { fields["simulator"] = .string(detail) }
        return .object(TraceFields(fields))
    }
}
