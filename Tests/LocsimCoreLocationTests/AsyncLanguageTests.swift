import Foundation
import LocsimHost
import XCTest

/// Task cancellation, `Task.yield`, detached tasks and task groups behave as the language says, on
/// the simulated clock; work from other threads is reported. XCTest: an object app's work is
/// drained on the main thread.
final class AsyncLanguageTests: XCTestCase {
    static let app = HostedApp(name: "language-probe") { LanguageProbe() }
        .control("Sleep") { $0.startSleeper() }
        .control("Cancel") { $0.cancelSleeper() }
        .control("Interleave") { $0.interleave() }
        .control("Detach") { $0.detach() }
        .control("Race") { $0.race() }
        .control("Global") { $0.startFromGlobalQueue() }
        .control("Hop") { $0.hopFromThread() }

    /// Runs `steps` (scenario lines after the launch) and returns the trace's lines, spaces squeezed.
    func play(_ steps: String) throws -> (status: Int32, lines: [String], text: String) {
        let scenario = "model language-probe\n0s      launch\n" + steps + "\nend 20s\n"
        let run = try ScenarioFolder.locsim(["run", "FILE"], scenario: scenario, apps: [Self.app.descriptor])
        let lines = run.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        return (run.status, lines, run.output + run.errors)
    }

    /// cancelling a sleeping task ends its sleep at the moment of cancelling, with CancellationError
    func testCancellationEndsASleepAtOnce() throws {
        #if compiler(>=6.3)
            let run = try play("1s      tap \"Sleep\"\n3s      tap \"Cancel\"")
            XCTAssertEqual(run.status, 0, run.text)
            XCTAssertTrue(run.lines.contains("1.000s call sleep duration=60.000s token=1"), run.text)
            XCTAssertTrue(run.lines.contains("3.000s state ui.log=cancelled"), run.text)
        #endif
    }

    /// two tasks that yield to each other alternate, first in first out, within the tap's event
    func testYieldLetsTheOtherTaskRun() throws {
        #if compiler(>=6.3)
            let run = try play("1s      tap \"Interleave\"")
            XCTAssertEqual(run.status, 0, run.text)
            XCTAssertTrue(run.lines.contains("1.000s state ui.log=\"a1 b1 a2 b2 a3 b3\""), run.text)
        #endif
    }

    /// a detached task's sleep is on the simulated clock too: it wakes exactly 2 s later
    func testDetachedTaskSleepsOnTheClock() throws {
        #if compiler(>=6.3)
            let run = try play("1s      tap \"Detach\"")
            XCTAssertEqual(run.status, 0, run.text)
            XCTAssertTrue(run.lines.contains("1.000s call sleep duration=2.000s token=1"), run.text)
            XCTAssertTrue(run.lines.contains("3.000s state ui.log=\"detached 42\""), run.text)
        #endif
    }

    /// a task group's children sleep on the simulated clock and finish in the order of their sleeps
    func testTaskGroupChildrenFinishInSimulatedOrder() throws {
        #if compiler(>=6.3)
            let run = try play("1s      tap \"Race\"")
            XCTAssertEqual(run.status, 0, run.text)
            for expected in [
                "2.000s state ui.log=\"child 1\"",
                "3.000s state ui.log=\"child 1 child 2\"",
                "4.000s state ui.log=\"child 1 child 2 child 3 group done\"",
            ] {
                XCTAssertTrue(run.lines.contains(expected), "missing \(expected) in\n\(run.text)")
            }
        #endif
    }

    /// a task started from a DispatchQueue.global block is reported and fails the run
    func testWorkFromTheGlobalQueueIsReported() throws {
        #if compiler(>=6.3)
            let run = try play("1s      tap \"Global\"")
            XCTAssertEqual(run.status, 1, run.text)
            XCTAssertTrue(run.text.contains("a task was started or resumed from another thread"), run.text)
        #endif
    }

    /// main-actor work enqueued from a thread of the app's own is reported and fails the run
    func testMainActorWorkFromAnotherThreadIsReported() throws {
        #if compiler(>=6.3)
            let run = try play("1s      tap \"Hop\"")
            XCTAssertEqual(run.status, 1, run.text)
            XCTAssertTrue(run.text.contains("main-actor work was enqueued from another thread"), run.text)
        #endif
    }
}
