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

    /// A model invariant's message with its values masked, so one broken rule is one check however
    /// many values it reports (`points went from # to #`): every number becomes `#`, except one
    /// that is part of a word or a rule ID (`m1`, `AUTH-8`).
    public static func shape(of message: String) -> String {
        var shaped = ""
        var scalars = message.unicodeScalars[...]
        var (beforePrevious, previous): (Unicode.Scalar?, Unicode.Scalar?) = (nil, nil)
        func isLetter(_ scalar: Unicode.Scalar?) -> Bool { scalar?.properties.isAlphabetic ?? false }
        while let scalar = scalars.first {
            let isDigit = ("0"..."9").contains(scalar)
            let attached =
                isLetter(previous) || previous == "_" || previous == "." || previous == "#"
                || (previous == "-" && isLetter(beforePrevious))
            guard isDigit, !attached else {
                shaped.unicodeScalars.append(scalar)
                (beforePrevious, previous) = (previous, scalar)
                scalars.removeFirst()
                continue
            }
            // The number: digits, and a decimal part.
            var rest = scalars.drop { ("0"..."9").contains($0) }
            if rest.first == ".", let next = rest.dropFirst().first, ("0"..."9").contains(next) {
                rest = rest.dropFirst().drop { ("0"..."9").contains($0) }
            }
            shaped += "#"
            (beforePrevious, previous) = (previous, "#")
            scalars = rest
        }
        return shaped
    }

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
                id = CheckID(line: 0, text: shape(of: message))
            } else {
                id = CheckID(line: result.location.line, text: result.text)
            }
            if !found.contains(where: { $0.0 == id }) { found.append((id, result.message)) }
        }
        // A step a person could not take makes the timeline infeasible, not failing (InfeasibleStep).
        if let failure = outcome.failure, !failure.infeasible {
            found.append((CheckID(line: failure.location.line, text: "the step could happen"), failure.message))
        }
        if outcome.hitEventLimit {
            found.append((CheckID(line: 0, text: "the run ended within the event limit"), "stopped at the event limit"))
        }
        return found
    }
}
