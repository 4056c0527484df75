import ScenarioLanguage
import SimulationKit

/// A line of the scenario that runs at its time: a step, or a check written for that moment.
///
/// A run reads its scenario's timed lines in order through a cursor rather than holding them on
/// the simulation's queue: a state exploration keeps then holds one number for them, not every line
/// still to come (a 6,000-line scenario made each kept state about 200 KB).
public struct TimedLine: Equatable, Sendable {
    /// When the line runs.
    public let time: SimInstant
    /// Its index in the scenario's timeline.
    public let entry: Int

    /// The timed lines of `scenario` in the order they run: by time, then as written. A line runs
    /// before any system event due at the same time (a system event is scheduled by something that
    /// ran before it, and a step written for a moment is the user acting at that moment), which is
    /// the order a queue holding the lines from the start gave them.
    static func schedule(of scenario: Scenario) -> [TimedLine] {
        var lines: [TimedLine] = []
        for (index, entry) in scenario.timeline.enumerated() where entry.timing != .untimed {
            if case .expectation(let expectation) = entry.action, !expectation.isCheckedAtItsTime { continue }
            lines.append(TimedLine(time: entry.time, entry: index))
        }
        // Stable by construction: entries are unique, so (time, entry) orders them totally.
        lines.sort { ($0.time.microsecondsSinceStart, $0.entry) < ($1.time.microsecondsSinceStart, $1.entry) }
        return lines
    }
}
