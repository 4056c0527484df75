import AppModels
import Replay

/// What a timeline picture shows of a run, on its time axis: the app's lifecycle, alerts,
/// authorization status and accuracy, callbacks, fixes, verdicts, steps, and every UI and session
/// key's value over time. ``DigestBuilder`` folds it from the records one at a time.
///
/// What grows with a run's length is kept in pixels (fixes as runs of columns, a key's values as
/// boxes at least a few pixels wide), so it is bounded by the picture's width; everything else is
/// kept up to ``itemLimit`` items of a kind, and what is left out is counted in ``leftOut``.
struct RunDigest: Sendable {
    /// Where the app's process was.
    enum Lifecycle: String, CaseIterable, Sendable {
        case notRunning = "not running"
        case foreground
        case background
        case suspended
        case crashed
    }

    /// A value held from `start_us` until `end_us`.
    struct Span<Value: Equatable & Sendable>: Equatable, Sendable {
        var start_us: Int64
        var end_us: Int64
        var value: Value
    }

    /// A system alert on screen.
    struct AlertSpan: Sendable {
        var start_us: Int64
        var end_us: Int64
        var alert: String
        var answer: String?
        var rule: String?
    }

    /// A callback that is not a fix.
    struct Callback: Sendable {
        var time_us: Int64
        var name: String
        var rule: String?
        var detail: String
        var foreground: Bool
    }

    /// An expectation's verdict, or an error that stopped or troubled the run.
    struct Verdict: Sendable {
        var time_us: Int64
        var passed: Bool
        var label: String
        var message: String
    }

    /// A scenario step.
    struct Step: Sendable {
        var time_us: Int64
        var text: String
    }

    /// One UI or session key's lane as drawn: a box per value, and boxes too narrow to draw one by
    /// one joined into a count.
    struct KeyLane: Sendable {
        var name: String
        var marks: [KeyMark]
    }

    /// A box of a key lane, in pixels.
    enum KeyMark: Sendable {
        /// A value held from `x0` to `x1`.
        case value(x0: Int, x1: Int, StateValue)
        /// `count` values too close together to draw one by one.
        case busy(x0: Int, x1: Int, count: Int)
    }

    let axis: TimeAxis
    var end_us: Int64
    var lifecycle: [Span<Lifecycle>] = []
    var alerts: [AlertSpan] = []
    /// Authorization status (0–4) from the first evidence on.
    var status: [Span<Int64>] = []
    /// Full accuracy (true) or reduced, from the first evidence on.
    var accuracy: [Span<Bool>] = []
    var callbacks: [Callback] = []
    var preciseFixes = FixRow()
    var approximateFixes = FixRow()
    var verdicts: [Verdict] = []
    var steps: [Step] = []
    var keys: [KeyLane] = []
    /// What was left out to keep the picture's memory bounded, one line each, for the notes.
    var leftOut: [String] = []

    /// The most items of each kind (steps, callbacks, spans of a band …) a picture draws; the rest
    /// are counted and the count is written under the picture.
    static let itemLimit = 10_000

    /// The fix accuracy above which a fix counts as approximate (ACC: reduced accuracy reports
    /// 5411.8 m, precise fixes at most tens of metres).
    static let preciseLimit_dm: Int64 = 1_000

    /// The lifecycle an `app` record moves to, if it moves.
    static func lifecycle(after change: TraceAppChange) -> Lifecycle? {
        switch change {
        case .lifecycle(.launched(_, let byLocationEvent)): return byLocationEvent ? .background : .foreground
        case .lifecycle(.didEnterBackground), .lifecycle(.resumed): return .background
        case .lifecycle(.willEnterForeground), .lifecycle(.didBecomeActive): return .foreground
        case .lifecycle(.suspended): return .suspended
        case .lifecycle(.terminated): return .notRunning
        case .crashed: return .crashed
        case .lifecycle: return nil
        }
    }

    /// The short text after a callback's name: its status, code or class.
    static func detail(_ callback: TraceCallback) -> String {
        switch callback.event {
        case .authorization(_, let status, let fullAccuracy):
            return fullAccuracy ? "\(status.rawValue)" : "\(status.rawValue) reduced"
        case .failure(_, let code):
            return "code \(code)"
        case .fullAccuracyResult(_, let code):
            return code.map { "code \($0)" } ?? "ok"
        case .motionResult(let motionClass, _):
            return motionClass.rawValue
        case .accessResult(let permission, let granted):
            return "\(permission) \(granted ? "granted" : "refused")"
        default:
            return ""
        }
    }
}
