import AppModels
import Foundation
import LocsimHost

/// A team's own tests run their app object on a scenario with one call:
///
/// ```swift
/// func testDeniedUserIsOfferedSettings() throws {          // XCTest: in this process
///     let run = try Locsim.run("Scenarios/denied.scenario", app: NearbyLocsim.app)
///     XCTAssertTrue(run.passed, run.report)
/// }
/// @Test func deniedUserIsOfferedSettings() throws {         // Swift Testing: in a child process
///     let run = try Locsim.run("Scenarios/denied.scenario", app: NearbyLocsim.app, executable: "nearby-locsim")
///     #expect(run.passed, "\(run.report)")
/// }
/// ```
///
/// It runs exactly what `locsim run FILE --model NAME` runs with the app registered, so the
/// timeline is the same bytes the command prints and a golden beside the file is compared too.
///
/// The app's code runs on the main thread, and its `DispatchQueue.main` work is drained after every
/// event; that needs the main thread outside any main-queue block. An XCTest test method has it.
/// Swift Testing runs tests where it does not (on Linux, after `dispatchMain()`), so there the run
/// happens in a child process: `executable` names the team's own locsim command (the package's
/// executable that registers the app), found beside the test bundle.
public enum Locsim {
    /// Runs the scenario at `path` (relative to the current directory) with `app` as its model.
    ///
    /// - Throws: ``LocsimRunError`` when the run could not happen at all: the file is missing or
    ///   malformed, an option is wrong, or the run needs a child process and none was named — with
    ///   the message `locsim run` prints.
    public static func run<App: AnyObject>(
        _ path: String, app: HostedApp<App>, executable: String? = nil, seed: UInt64? = nil
    ) throws(LocsimRunError) -> LocsimRun {
        var arguments = ["run", path, "--model", app.name]
        if let seed { arguments += ["--seed", String(seed)] }
        let output = StringSink()
        let errors = StringSink()
        let status: ExitCode
        do {
            try MainQueue.check()
            status = LocsimCommandLine(extraModels: [app.descriptor]).run(arguments, output: output, errors: errors)
        } catch {
            guard let executable else {
                throw LocsimRunError(
                    status: ExitCode.usage.rawValue,
                    message: "Locsim.run cannot host the app here (\(error)); name your locsim executable "
                        + "(Locsim.run(…, executable: \"my-locsim\")) to run it in a child process")
            }
            status = try ChildRun.run(executable, arguments, output: output, errors: errors)
        }
        guard status == .success || status == .failure else {
            throw LocsimRunError(status: status.rawValue, message: errors.text)
        }
        return LocsimRun(passed: status == .success, timeline: output.text, report: errors.text)
    }
}

/// What one run of an app object showed.
public struct LocsimRun: Sendable {
    /// Whether every expectation, invariant and golden held.
    public let passed: Bool
    /// The timeline, as `locsim run` prints it.
    public let timeline: String
    /// What went wrong, one message per line (`FILE:LINE:COL: expectation failed: …`), with the
    /// scenario's line and a caret; empty when the run passed.
    public let report: String

    /// The failure messages, one per broken expectation or invariant.
    public var failures: [String] {
        report.split(separator: "\n").map(String.init).filter {
            $0.contains(": expectation failed: ") || $0.contains(": error")
        }
    }
}

/// Why a run could not happen at all.
public struct LocsimRunError: Error, CustomStringConvertible {
    /// The exit status `locsim run` would give (64 for a missing file or a wrong option, 65 for a
    /// malformed scenario).
    public let status: Int32
    /// What `locsim run` would print.
    public let message: String

    /// The message.
    public var description: String { message }
}
