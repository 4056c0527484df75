import Replay

/// The identity of a check across timelines: its source line and text, or a model invariant by its
/// message. Counterexamples are kept one per check.
public struct CheckID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The line (0 for a model's own invariant, which has none of its own).
    public var line: Int
    /// The check as written, or the model invariant's message.
    public var text: String

    /// A check.
    public init(line: Int, text: String) {
        self.line = line
        self.text = text
    }

    /// `line 7: always status != denied`, `model invariant: …`.
    public var description: String { line == 0 ? "model invariant: \(text)" : "line \(line): \(text)" }

    /// By line, then text.
    public static func < (lhs: CheckID, rhs: CheckID) -> Bool { (lhs.line, lhs.text) < (rhs.line, rhs.text) }

    /// The checks a run failed, with the first message of each.
    public static func failures(of outcome: RunOutcome) -> [(CheckID, String)] {
        var found: [(CheckID, String)] = []
        // A line the run never reached did not fail: the stop that cut the run short is the failure.
        for result in outcome.results where !result.passed && result.reached {
            let id: CheckID
            if result.text == "invariant of the model" {
                let prefix = "model invariant broken: "
                let message =
                    result.message.hasPrefix(prefix) ? String(result.message.dropFirst(prefix.count)) : result.message
                id = CheckID(line: 0, text: message)
            } else {
                id = CheckID(line: result.location.line, text: result.text)
            }
            if !found.contains(where: { $0.0 == id }) { found.append((id, result.message)) }
        }
        if let failure = outcome.failure {
            found.append((CheckID(line: failure.location.line, text: "the step could happen"), failure.message))
        }
        if outcome.hitEventLimit {
            found.append((CheckID(line: 0, text: "the run ended within the event limit"), "stopped at the event limit"))
        }
        return found
    }
}
