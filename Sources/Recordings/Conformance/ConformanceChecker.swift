import AppModels
import LocationSystem
import SimulationKit

/// `locsim conform`: replays a recording's actions in the simulator and compares what each side
/// delivered, callback by callback (location fixes aside: their rhythm is the fix interval, not a
/// rule), under the rule each concerns.
public struct ConformanceChecker {
    /// The profile compared against.
    public var profile: Profile
    /// How the profile is named on a `profile` line (a name, or a file path), nil for the default.
    public var profileLine: String?
    /// The models (the replay uses `recorder`).
    public var models: ModelRegistry

    /// A checker against `profile`.
    public init(profile: Profile, profileLine: String?, models: ModelRegistry) {
        self.profile = profile
        self.profileLine = profileLine
        self.models = models
    }

    /// How `recording` compares, or the faults that keep it from being replayed.
    public func check(_ recording: Recording) -> Result<RecordingConformance, RecordingErrors> {
        let replay: SimulatedReplay
        switch SimulatedReplay.replay(recording, profile: profile, profileLine: profileLine, models: models) {
        case .success(let done): replay = done
        case .failure(let errors): return .failure(errors)
        }
        let margin = TimingMargin(tolerance: recording.header.tolerance, profile: profile)
        let device = recording.callbacks.filter { !$0.callback.followsFixRhythm }
        let simulated = replay.callbacks.filter { !$0.callback.followsFixRhythm }
        let alignment = EventAlignment.align(device.map(\.callback.key), simulated.map(\.callback.key))
        var findings: [ConformanceFinding] = []
        for (d, s) in alignment.pairs {
            findings.append(compare(device[d], simulated[s], margin: margin))
        }
        for (d, s) in alignment.reordered {
            // Within the margin, order is no evidence: replies on two streams (a session's
            // diagnostics and its live updates) race, each within the profile's delay range.
            let near = compare(device[d], simulated[s], margin: margin)
            findings.append(
                near.kind == .timing ? finding(.reordered, device: device[d], simulated: simulated[s]) : near)
        }
        for d in alignment.missing {
            let rule = replay.ruleMarks.last { $0.time <= device[d].event.time }?.rule ?? "—"
            var missing = finding(.missing, device: device[d], simulated: nil)
            missing.rule = rule
            findings.append(missing)
        }
        for s in alignment.extra {
            findings.append(finding(.extra, device: nil, simulated: simulated[s]))
        }
        findings += motionReads(recording, replay: replay, margin: margin)
        findings += FixComparison(profile: profile, margin: margin).findings(
            recording, simulated: replay.callbacks, ruleMarks: replay.ruleMarks)
        var result = RecordingConformance(
            file: recording.file, device: recording.header.device.summary, profile: profile.name, margin: margin,
            findings: findings.sorted(by: RecordingConformance.order), replayFailure: replay.failure)
        for rule in result.rules { result.ruleFigures[rule] = figures(of: rule) }
        return .success(result)
    }

    /// Each Motion & Fitness status the app read on the device against the simulator's at that
    /// moment: matched when the simulator had it then, or changed to it within the margin.
    func motionReads(_ recording: Recording, replay: SimulatedReplay, margin: TimingMargin) -> [ConformanceFinding] {
        recording.motionReads.map { event, status in
            let window = margin.window(around: event.time)
            let then = replay.motionStatus(at: event.time)
            let near = replay.motionChanges.last { window.contains($0.time) && $0.status == status }
            let held = then.status == status || near != nil
            return ConformanceFinding(
                kind: held ? .matched : .value, rule: near?.rule ?? then.rule ?? "MOT-1",
                callback: "motion status=\(status.name)", deviceTime: event.time,
                simulatorTime: held ? (near?.time ?? event.time) : nil, line: event.line,
                detail: held ? nil : "motion status=\(then.status.name)")
        }
    }

    /// The profile figures `rule` reads, as `name=value` pairs.
    func figures(of rule: String) -> String {
        guard let id = RuleID(rawValue: rule) else { return "" }
        return Profile.parameters.filter { $0.rules.contains(id) }.map { "\($0.name)=\($0.value(in: profile))" }
            .joined(separator: ", ")
    }

    /// A paired callback: matched, or off in time or in foreground.
    func compare(
        _ device: (event: RecordedEvent, callback: ObservedCallback), _ simulated: SimulatedReplay.Callback,
        margin: TimingMargin
    ) -> ConformanceFinding {
        let offset = (device.event.time - simulated.time).microseconds.magnitude
        if offset > UInt64(margin.total.microseconds) {
            return finding(.timing, device: device, simulated: simulated)
        }
        if device.callback.foreground != simulated.callback.foreground {
            return finding(.foreground, device: device, simulated: simulated)
        }
        return finding(.matched, device: device, simulated: simulated)
    }

    func finding(
        _ kind: ConformanceFinding.Kind, device: (event: RecordedEvent, callback: ObservedCallback)?,
        simulated: SimulatedReplay.Callback?
    ) -> ConformanceFinding {
        ConformanceFinding(
            kind: kind, rule: simulated?.rule ?? "—",
            callback: (device?.callback ?? simulated?.callback)?.summary ?? "",
            deviceTime: device?.event.time, simulatorTime: simulated?.time, line: device?.event.line)
    }
}

extension ConformanceChecker {
    /// The alignment of two sequences of callback keys: paired, reordered, missing (device only)
    /// and extra (simulator only), by index. Public so the pairing rule can be pinned by tests.
    public static func align(
        _ device: [String], _ simulated: [String]
    ) -> (
        pairs: [(device: Int, simulated: Int)], reordered: [(device: Int, simulated: Int)], missing: [Int],
        extra: [Int]
    ) {
        let result = EventAlignment.align(device, simulated)
        return (result.pairs, result.reordered, result.missing, result.extra)
    }
}
