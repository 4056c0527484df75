import LocationSystem
import SimulationKit

/// Compares the location fixes each side delivered (`locations` callbacks and live updates with a
/// location), which come at the rhythm of the fix interval rather than one by one from a rule: the
/// simulator's fixes form *flows* — a target's fixes of one accuracy (precise or reduced) with no
/// gap longer than two fix intervals — and each recorded fix must fall in a flow of its target,
/// within the margin and a fix interval, of the same accuracy. A recording that says it holds
/// every fix (`all_fixes`) must also show each flow, with as many fixes within a tolerance; one
/// transcribed from notes holds a few fixes as evidence that fixes came, and is not counted.
struct FixComparison {
    /// A run of the simulator's fixes of one target and one accuracy.
    struct Flow {
        var target: String
        var reduced: Bool
        var first: SimDuration
        var last: SimDuration
        var count: Int
        var rule: String
        /// The device's fixes found in it, and the first one's line.
        var deviceCount = 0
        var deviceFirst: (time: SimDuration, line: Int)?

        /// `fixes m1 precise`.
        var label: String { FixComparison.label(target, reduced: reduced) }
    }

    let profile: Profile
    let margin: TimingMargin

    /// How far a fix may be from a flow's ends and still belong to it: the margin and a fix interval.
    var reach: SimDuration { margin.total + profile.fixInterval }

    /// Whether a fix of this `horizontalAccuracy` (metres, as recorded) is a reduced-accuracy one: at
    /// least half the profile's approximate accuracy (5,411.8 m on ios27-simulator; precise fixes
    /// are a few metres to a few hundred).
    func isReduced(_ fix: [String: String]) -> Bool {
        let metres = Double(fix["horizontalAccuracy"] ?? "") ?? 0
        return metres * 1000 >= Double(profile.approximateAccuracy.millimetres) / 2
    }

    static func label(_ target: String, reduced: Bool) -> String {
        "fixes \(target) \(reduced ? "reduced" : "precise")"
    }

    /// The simulator's flows, in order of their first fix.
    func flows(_ simulated: [SimulatedReplay.Callback]) -> [Flow] {
        var flows: [Flow] = []
        var open: [String: Int] = [:]
        for item in simulated where item.callback.followsFixRhythm {
            let target = item.callback.manager
            let reduced = isReduced(item.callback.fix)
            if let index = open[target], flows[index].reduced == reduced,
                item.time - flows[index].last <= profile.fixInterval + profile.fixInterval
            {
                flows[index].last = item.time
                flows[index].count += 1
                continue
            }
            open[target] = flows.count
            flows.append(
                Flow(target: target, reduced: reduced, first: item.time, last: item.time, count: 1, rule: item.rule))
        }
        return flows
    }

    /// The findings about fixes: per flow the device showed, matched (or a count off, for a recording
    /// of every fix); per recorded fix outside every flow, missing, or of the other accuracy; per
    /// flow a recording of every fix does not show, extra.
    func findings(
        _ recording: Recording, simulated: [SimulatedReplay.Callback], ruleMarks: [(time: SimDuration, rule: String)]
    ) -> [ConformanceFinding] {
        var flows = flows(simulated)
        var findings: [ConformanceFinding] = []
        for (event, callback) in recording.callbacks where callback.followsFixRhythm {
            let reduced = isReduced(callback.fix)
            let near = flows.indices.filter {
                flows[$0].target == callback.manager && event.time + reach >= flows[$0].first
                    && event.time <= flows[$0].last + reach
            }
            if let index = near.first(where: { flows[$0].reduced == reduced }) {
                flows[index].deviceCount += 1
                if flows[index].deviceFirst == nil { flows[index].deviceFirst = (event.time, event.line) }
                continue
            }
            let other = near.first.map { flows[$0] }
            findings.append(
                ConformanceFinding(
                    kind: other == nil ? .missing : .accuracy,
                    rule: other?.rule ?? ruleMarks.last { $0.time <= event.time }?.rule ?? "—",
                    callback: Self.label(callback.manager, reduced: reduced), deviceTime: event.time,
                    simulatorTime: other?.first, line: event.line,
                    detail: other.map { "\($0.label) from \($0.first) to \($0.last)" }))
        }
        for flow in flows { findings += flowFindings(flow, allFixes: recording.header.allFixes) }
        return findings
    }

    /// A flow's own finding: matched when the device showed it (with about as many fixes, for a
    /// recording of every fix), extra when a recording of every fix does not show it.
    func flowFindings(_ flow: Flow, allFixes: Bool) -> [ConformanceFinding] {
        let counts = "\(flow.deviceCount) on the device, \(flow.count) in the simulator"
        guard let deviceFirst = flow.deviceFirst else {
            guard allFixes else { return [] }
            return [
                ConformanceFinding(
                    kind: .extra, rule: flow.rule, callback: "\(flow.label) (\(counts))", deviceTime: nil,
                    simulatorTime: flow.first, line: nil)
            ]
        }
        let slack = max(1, flow.count / 10)
        let counted = !allFixes || abs(flow.deviceCount - flow.count) <= slack
        return [
            ConformanceFinding(
                kind: counted ? .matched : .count, rule: flow.rule, callback: "\(flow.label) (\(counts))",
                deviceTime: deviceFirst.time, simulatorTime: flow.first, line: deviceFirst.line,
                detail: counted ? nil : "\(flow.count) ± \(slack) fixes from \(flow.first) to \(flow.last)")
        ]
    }
}
