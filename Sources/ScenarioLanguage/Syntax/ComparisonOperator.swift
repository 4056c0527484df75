/// A comparison of a state predicate.
public enum ComparisonOperator: String, Hashable, Sendable, CaseIterable {
    /// `==`
    case equal = "=="
    /// `!=`
    case notEqual = "!="
    /// `<`
    case less = "<"
    /// `<=`
    case lessOrEqual = "<="
    /// `>`
    case greater = ">"
    /// `>=`
    case greaterOrEqual = ">="

    /// True for the order comparisons, which only some subjects support.
    public var isOrdering: Bool { self != .equal && self != .notEqual }
}
