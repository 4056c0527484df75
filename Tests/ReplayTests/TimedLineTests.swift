import AppModels
import ScenarioLanguage
import SimulationKit
import Testing

@testable import Replay

/// The timed lines a run reads through a cursor beside the system's queue, in the order a queue
/// holding them from time zero gave them.
@Suite("Timed lines: a cursor beside the queue, each line before the system's events of its moment")
struct TimedLineTests {
    static func prepared(_ text: String) throws -> PreparedRun {
        let registry = BuiltinModels.registry
        let scenario = try ScenarioParser.parse(text, file: "t.scenario", vocabulary: .system(models: registry)).get()
        return try RunSetup.prepare(scenario, source: text, registry: registry).get()
    }

    /// Allow Once answered, then the app backgrounded at 10 s with the grant set to lapse 18 s later.
    static func expiringAt28s(_ lines: String) -> String {
        """
        model authorization
        set allowOnceExpiry 18s
        0s      launch
        1s      tap "Start run"
        2s      alert "Allow Once"
        10s     background
        \(lines)
        end 40s
        """
    }

    @Test("the schedule is by time, then as written; untimed checks and unchecked lines are left out")
    func scheduleByTimeThenAsWritten() throws {
        let run = try ScenarioRun(
            Self.prepared(
                """
                model authorization
                always app != foreground or ui.button != none
                0s      launch
                1s      background
                1s      foreground
                        expect callback authorization status=0 between 0s and 2s
                end 5s
                """))
        let lines = run.preparedBox.lines
        #expect(lines.map(\.time.microsecondsSinceStart) == [0, 1_000_000, 1_000_000])
        #expect(lines.map(\.entry) == [1, 2, 3])
    }

    @Test("a line due with a system event runs first: at the grant's lapse the status is still granted")
    func lineBeforeSystemEventOfItsMoment() throws {
        let (atLapse, _) = try play(Self.expiringAt28s("28s     expect status == authorizedWhenInUse"))
        #expect(atLapse.passed)
        let (after, _) = try play(Self.expiringAt28s("28.001s expect status == notDetermined"))
        #expect(after.passed)
    }

    @Test("a run holds its place in the lines, not the lines: the queue has only the system's events")
    func queueHoldsNoTimedLines() throws {
        func queued(padding: Int) throws -> Int {
            let padded = Array(repeating: "35s expect app != foreground", count: padding).joined(separator: "\n")
            var run = ExploringRun(try Self.prepared(Self.expiringAt28s("20s maybe foreground\n" + padded)))
            #expect(run.advance() != nil)
            return run.core.simulation.queue.count
        }
        let short = try queued(padding: 1)
        #expect(short > 0)
        #expect(try queued(padding: 2_000) == short)
    }

    @Test("runs of one place in different preparations are the same state only if the lines ahead are")
    func sameStateNeedsSameLinesAhead() throws {
        func atChoice(_ later: String) throws -> ExploringRun {
            var run = ExploringRun(try Self.prepared(Self.expiringAt28s("20s maybe foreground\n" + later)))
            #expect(run.advance() != nil)
            return run
        }
        let first = try atChoice("30s background")
        #expect(first.core.isSameState(as: try atChoice("30s background").core, includingApp: true))
        #expect(!first.core.isSameState(as: try atChoice("31s background").core, includingApp: true))
    }
}
