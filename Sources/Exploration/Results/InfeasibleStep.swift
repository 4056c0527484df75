import Replay

/// A step some timelines reached when a person could not have taken it — a `tap` on a control that
/// is not on screen, an `alert` with no alert up, `background` when the app is not in the
/// foreground — with how many timelines it stopped and the simplest of them as the example.
///
/// Such a timeline is *infeasible*: no user can follow it to its end, so it is not a violation of
/// any check and what it would have done after the step was not explored. Kept one per line.
public struct InfeasibleStep: Hashable, Sendable, Codable {
    /// The step's line.
    public var line: Int
    /// The step as written (the line with its spaces collapsed).
    public var step: String
    /// Why the example's step could not happen, and what was on screen instead.
    public var message: String
    /// Timelines that stopped at it.
    public var timelines: Int
    /// The simplest timeline that stopped at it (fewest steps, then simplest options, then
    /// canonical order, as for a counterexample).
    public var example: Candidate

    /// `line 9: 1s tap "Start run"`.
    public var title: String { "line \(line): \(step)" }

    /// The infeasible step of `failure`, met by the timeline `candidate`.
    init(_ failure: RuntimeFailure, candidate: Candidate) {
        line = failure.location.line
        step = failure.lineText.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        message = failure.message
        timelines = 1
        example = candidate
    }

    /// Counts `other`, timelines stopped at the same line, keeping the simpler example.
    mutating func add(_ other: InfeasibleStep) {
        add(timelines: other.timelines, example: other.example, message: other.message)
    }

    /// Counts one more timeline stopped at the same line by `failure`: the step's text is the
    /// line's, spelled when the step was first met.
    mutating func add(_ failure: RuntimeFailure, candidate: Candidate) {
        add(timelines: 1, example: candidate, message: failure.message)
    }

    private mutating func add(timelines count: Int, example candidate: Candidate, message text: String) {
        timelines += count
        if candidate < example {
            example = candidate
            message = text
        }
    }
}
