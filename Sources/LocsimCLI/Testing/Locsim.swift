import AppModels
import LocsimHost

/// A team's own tests run their app object on a scenario with one call, in XCTest or Swift Testing:
///
/// ```swift
/// @Test @MainActor func deniedUserIsOfferedSettings() throws {
///     let run = try Locsim.run("Scenarios/denied.scenario", app: NearbyApp.hosted)
///     #expect(run.passed, "\(run.failures)")
/// }
/// ```
///
/// It runs exactly what `locsim run FILE --model NAME` runs with the app registered, so the
/// timeline is the same bytes the command prints and a golden beside the file is compared too.
public enum Locsim {
    /// Runs the scenario at `path` (relative to the current directory) with `app` as its model.
    ///
    /// - Throws: ``LocsimRunError`` when the run could not happen at all: the file is missing or
    ///   malformed, or an option is wrong — with the message `locsim run` prints.
    @MainActor
    public static func run<App: AnyObject>(
        _ path: String, app: HostedApp<App>, seed: UInt64? = nil
    ) throws(LocsimRunError) -> LocsimRun {
        var arguments = ["run", path, "--model", app.name]
        if let seed { arguments += ["--seed", String(seed)] }
        let output = StringSink()
        let errors = StringSink()
        let status = LocsimCommandLine(extraModels: [app.descriptor]).run(arguments, output: output, errors: errors)
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
