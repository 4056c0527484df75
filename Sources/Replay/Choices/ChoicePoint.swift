/// A place in a scenario where exploration branches: the line, what kind of what-if it is, and how
/// deep inside `maybe` it sits.
///
/// Identity matters more than content here: a timeline is the list of choices made at its points, a
/// counterexample fixes each point's choice, and pairwise exploration treats each point as a factor.
///
/// ```swift
/// let point = ChoicePoint(kind: .alertAny, line: 12, entry: 3)
/// point.description   // "line 12 alert any"
/// ```
public struct ChoicePoint: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// What kind of choice, which decides the options and how a counterexample fixes it.
    public enum Kind: String, Hashable, Comparable, Sendable, Codable {
        /// `set PARAM LOW..HIGH step S`: one timeline per value (decided before the run).
        case set
        /// `fault NAME` in the header: switched on or off for the whole run (decided before the run).
        case headerFault = "fault"
        /// `TIME..TIME step S STEP`: one timeline per time (decided before the run).
        case window
        /// `maybe STEP`: with and without the step (decided at the step).
        case maybe
        /// `alert any`: every button of the alert actually on screen (decided at the step).
        case alertAny = "alert any"
        /// `fault NAME` on the timeline: switched on or not at that moment (decided at the step).
        case stepFault = "fault step"

        /// Orders kinds as they are decided: header choices, windows, then the steps' own.
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rank < rhs.rank }

        private var rank: Int {
            switch self {
            case .set: return 0
            case .headerFault: return 1
            case .window: return 2
            case .maybe: return 3
            case .alertAny: return 4
            case .stepFault: return 5
            }
        }

        /// Whether the choice is made before the run starts (it changes the setup, not a step).
        public var isStatic: Bool { isInHeader || self == .window }

        /// Whether the choice rewrites a header line (a `set` range, a header fault), and so the
        /// setup the scenario gets; a window moves a timeline line only.
        public var isInHeader: Bool { self == .set || self == .headerFault }
    }

    /// The kind of choice.
    public var kind: Kind
    /// The source line it was written on.
    public var line: Int
    /// The index of its timeline entry, or of its header statement for `set` and header faults.
    public var entry: Int
    /// How many `maybe`s it is nested in (`maybe alert any` has its alert at depth 1).
    public var depth: Int

    /// A choice point.
    public init(kind: Kind, line: Int, entry: Int, depth: Int = 0) {
        self.kind = kind
        self.line = line
        self.entry = entry
        self.depth = depth
    }

    /// `line 12 alert any`.
    public var description: String { "line \(line) \(kind.rawValue)" }

    /// File order: header first, then by entry, then outer before inner.
    public static func < (lhs: ChoicePoint, rhs: ChoicePoint) -> Bool {
        let left = (lhs.kind.isStatic && lhs.kind != .window ? 0 : 1, lhs.entry, lhs.depth, lhs.kind)
        let right = (rhs.kind.isStatic && rhs.kind != .window ? 0 : 1, rhs.entry, rhs.depth, rhs.kind)
        if left.0 != right.0 { return left.0 < right.0 }
        if left.1 != right.1 { return left.1 < right.1 }
        if left.2 != right.2 { return left.2 < right.2 }
        return left.3 < right.3
    }
}
