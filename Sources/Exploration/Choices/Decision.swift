import Replay

/// One choice made on one timeline: the point, the option's index and its label.
///
/// A timeline *is* its decisions: they are printed with it (`line 12 alert any → "Don’t Allow"`),
/// they order timelines canonically, and a counterexample is written from them.
public struct Decision: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Where.
    public var point: ChoicePoint
    /// Which option, simplest first (0 is a `maybe` skipped, a fault off, the first button, the low end).
    public var option: Int
    /// The option as people read it: a button, `skipped`/`taken`, `off`/`on`, a time, a figure.
    public var label: String

    /// A decision.
    public init(point: ChoicePoint, option: Int, label: String) {
        self.point = point
        self.option = option
        self.label = label
    }

    /// `line 12 alert any → "Don’t Allow"`, `line 14 maybe → skipped`, `line 9 window → 13s`.
    public var description: String {
        let shown = point.kind == .alertAny ? "\"\(label)\"" : label
        return "\(point) → \(shown)"
    }
}

/// Where a dynamic choice sits on the timeline (its entry and `maybe` depth), to replay a plan.
public struct DynamicKey: Hashable, Comparable, Sendable, Codable {
    /// The timeline entry.
    public var entry: Int
    /// The `maybe` depth.
    public var depth: Int

    /// A key.
    public init(entry: Int, depth: Int) {
        self.entry = entry
        self.depth = depth
    }

    /// The key of a point.
    public init(_ point: ChoicePoint) {
        self.init(entry: point.entry, depth: point.depth)
    }

    /// Entry order, then depth.
    public static func < (lhs: DynamicKey, rhs: DynamicKey) -> Bool {
        (lhs.entry, lhs.depth) < (rhs.entry, rhs.depth)
    }
}
