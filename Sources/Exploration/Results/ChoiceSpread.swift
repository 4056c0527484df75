import Replay

/// The options the failing timelines of one check took at one choice point, and how many of them
/// made that choice at all: what tells "every failing timeline answered Allow Once" from a choice
/// that did not matter.
///
/// Counted over the failing timelines simulated; a timeline merged into an explored state continues
/// as that one did, and is neither counted as failing nor here.
public struct ChoiceSpread: Hashable, Sendable, Codable {
    /// One option taken: its index (simplest first) and its label.
    public struct Taken: Hashable, Comparable, Sendable, Codable {
        /// The option's index at the point.
        public var option: Int
        /// The option as printed (`Allow Once`, `skipped`, `6s`).
        public var label: String

        /// By index, then label (an `alert any` may offer other buttons in other states).
        public static func < (lhs: Taken, rhs: Taken) -> Bool { (lhs.option, lhs.label) < (rhs.option, rhs.label) }
    }

    /// The choice point.
    public var point: ChoicePoint
    /// The options the failing timelines took there, in order.
    public var taken: [Taken]
    /// Failing timelines that made this choice.
    public var timelines: Int
    /// How many values the point offers, for a choice made before the run (a window, a range, a
    /// header fault); nil for a choice made at a step, whose options depend on the state.
    public var offered: Int?

    /// The spread of one decision.
    init(_ decision: Decision, offered: Int?) {
        point = decision.point
        taken = [Taken(option: decision.option, label: decision.label)]
        timelines = 1
        self.offered = offered
    }

    /// Adds the options and timelines of `other`, a spread at the same point.
    mutating func add(_ other: ChoiceSpread) {
        timelines += other.timelines
        for option in other.taken where !taken.contains(option) {
            taken.insert(option, at: taken.firstIndex { option < $0 } ?? taken.count)
        }
    }

    /// What every one of `failing` timelines has in common at this point, in words, or nil when
    /// they differ (or some did not reach it): `line 10 alert any → "Allow Once"`, `line 11 window →
    /// 3s or 6s (2 of 4 values)`.
    public func shared(by failing: Int) -> String? {
        guard timelines == failing, let first = taken.first else { return nil }
        if taken.count == 1 { return Decision(point: point, option: first.option, label: first.label).description }
        guard let offered, taken.count < offered else { return nil }
        let labels = taken.map(\.label)
        let values =
            labels.count <= 3
            ? labels.dropLast().joined(separator: ", ") + " or " + labels[labels.count - 1]
            : "\(labels[0]) to \(labels[labels.count - 1])"
        return "\(point) → \(values) (\(taken.count) of \(offered) values)"
    }
}
