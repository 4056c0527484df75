import Replay
import Reports

/// The verdict on one scenario file of a suite: its expectations, its golden, and — for a file that
/// names a buggy model with `catches` — whether that model fails it as it must.
public struct ScenarioResult: Sendable {
    /// How a file came out.
    public enum Status: String, Sendable {
        /// Every expectation held, the golden matched, every `catches` model was caught.
        case passed
        /// Something did not hold.
        case failed
        /// The file does not parse or set up (a bad scenario).
        case invalid
    }

    /// The file, relative to the working directory.
    public var path: String
    /// Its `scenario "…"` title.
    public var title: String
    /// The verdict.
    public var status: Status
    /// Every problem, each a ready-to-print message (expectation failures, the golden diff, a bug
    /// model that was not caught, parse errors).
    public var problems: [String]
    /// The file's warnings (an unknown Info.plist key), rendered for standard error; they never
    /// change the verdict.
    public var warnings: String = ""
    /// How many of `problems` are about the golden (a diff, a missing or unreadable golden); when
    /// they are all of them, the file failed only its golden and the HTML report says so.
    public var goldenProblems = 0
    /// The lines the run never reached because it stopped early, each ready to print with the
    /// reason it stopped: counted apart from the problems (the stop itself is the failure).
    public var notReached: [String] = []
    /// Whether `--update` rewrote the golden.
    public var updatedGolden: Bool
    /// The header of the reference run, when it ran.
    public var header: TraceHeader?
    /// The reference run's outcome, when it ran.
    public var outcome: RunOutcome?
    /// What the reference run's picture needs, kept only when a report draws it (`--html`).
    public var sketch: TimelineSketch?
    /// Wall-clock seconds the file took (console only; never in files that are compared).
    public var seconds: Double
    /// The golden `--update` could not write (a full disk, a read-only folder): the suite exits
    /// with its status (73 or 74) rather than 1, as the file itself may be fine.
    public var goldenWriteError: FileWriteError? = nil
}
