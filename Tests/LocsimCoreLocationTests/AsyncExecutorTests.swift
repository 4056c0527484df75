import Foundation
import LocsimHost
import XCTest

/// An async app on the simulated clock: its tasks, sleeps and continuations are ordered by the
/// simulation alone (XCTest runs on the main thread, where an object app's work is drained).
final class AsyncExecutorTests: XCTestCase {
    static let app = HostedApp(name: "async-probe") { AsyncProbe() }
        .control("Start") { $0.start() }

    static let scenario = """
        model async-probe
        0s      launch
        1s      tap "Start"
        2s      alert "Allow While Using App"
        8s      expect ui.last == "slept until +20ms" and ui.status == "4"
        end 9s
        """

    /// The probe without its sleep until a real-clock deadline: what the app wrote alone.
    static let writtenOnly = HostedApp(name: "async-probe") { AsyncProbe(sleepsUntilDeadline: false) }
        .control("Start") { $0.start() }

    static let writtenOnlyScenario = scenario.replacingOccurrences(
        of: #"ui.last == "slept until +20ms""#, with: #"ui.last == "slept 1.5ms""#)

    func play(_ format: String = "text") throws -> (status: Int32, output: String, errors: String) {
        try ScenarioFolder.locsim(
            ["run", "FILE", "--format", format], scenario: Self.scenario, apps: [Self.app.descriptor])
    }

    /// sleeps wake at their simulated time, continuations and streams run within the event that resumed them
    func testAsyncWorkRunsOnTheSimulatedClock() throws {
        #if compiler(>=6.3)
            let run = try play()
            XCTAssertEqual(run.status, 0, run.output + run.errors)
            let lines = run.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
            // AUTH-2's callback comes at 2.003250 s under seed 0; each sleep wakes exactly its
            // duration later; work without a sleep runs within the event that resumed it.
            for expected in [
                "1.000s state ui.last=yielded",
                "2.003250s call sleep duration=2.000s token=1",
                "2.003250s state ui.last=\"answered 4\" ui.status=4",
                "4.003250s app wake token=1",
                "4.003250s state ui.last=\"slept 2s\"",
                "5.503250s state ui.last=\"group 6\"",
                "5.753250s app wake token=3",
                "5.753250s state ui.last=\"cancelled true\"",
                // A duration the app wrote is exact to the microsecond.
                "5.754750s state ui.last=\"slept 1.5ms\"",
            ] {
                XCTAssertTrue(lines.contains(expected), "missing \(expected) in\n\(run.output)")
            }
            // A deadline of its own is read against the real clock and rounded up to the
            // millisecond: 20 ms, or a millisecond or two less when the machine stalls between
            // the app's reading of the clock and locsim's.
            let woke = lines.first { $0.hasSuffix("state ui.last=\"slept until +20ms\"") }
            let at = woke.flatMap { Double($0.prefix { $0 != "s" }) } ?? 0
            XCTAssertTrue((5.769750...5.774750).contains(at), "the deadline's wake-up at \(at) s in\n\(run.output)")
        #endif
    }

    /// the same async app under the same scenario gives byte-identical traces over 200 runs (the
    /// app's sleeps are the durations it wrote: one until a real-clock deadline is measured against
    /// the real clock, docs/real-code.md)
    func testTwoHundredRunsGiveOneTrace() throws {
        #if compiler(>=6.3)
            let play = {
                try ScenarioFolder.locsim(
                    ["run", "FILE", "--format", "jsonl"], scenario: Self.writtenOnlyScenario,
                    apps: [Self.writtenOnly.descriptor])
            }
            let first = try play()
            XCTAssertEqual(first.status, 0, first.output + first.errors)
            for index in 2...200 {
                let again = try play()
                guard again.output == first.output else {
                    return XCTFail("run \(index) differs:\n\(again.output)\nfrom:\n\(first.output)")
                }
            }
        #endif
    }

    /// a task started from a thread of the app's own is reported, never silently off the clock
    func testWorkFromAnotherThreadIsReported() throws {
        #if compiler(>=6.3)
            let app = HostedApp(name: "off-clock") { OffClockProbe() }
                .control("Start elsewhere") { $0.startElsewhere() }
            let scenario = """
                model off-clock
                0s      launch
                1s      tap "Start elsewhere"
                end 2s
                """
            let run = try ScenarioFolder.locsim(["run", "FILE"], scenario: scenario, apps: [app.descriptor])
            XCTAssertEqual(run.status, 1, run.output)
            XCTAssertTrue(
                (run.output + run.errors).contains("a task was started or resumed from another thread"),
                run.output + run.errors)
        #endif
    }
}
