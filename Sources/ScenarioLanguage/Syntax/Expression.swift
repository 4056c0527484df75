/// A state predicate: what `expect`, `always` and `eventually` check.
///
/// An enum tree rather than text, so the runner evaluates it against the system and model state with
/// a switch, and exploration can hash it.
///
/// ```swift
/// // status == authorizedWhenInUse and not (accuracy == reduced)
/// Expression.and(
///     .comparison(.status, .equal, .status(.authorizedWhenInUse)),
///     .not(.comparison(.accuracy, .equal, .accuracy(.reduced))))
/// ```
public indirect enum Expression: Hashable, Sendable, CustomStringConvertible {
    /// `SUBJECT OP VALUE`.
    case comparison(Subject, ComparisonOperator, Value)
    /// `SUBJECT in [V1, V2, …]`.
    case membership(Subject, [Value])
    /// `A and B`.
    case and(Expression, Expression)
    /// `A or B`.
    case or(Expression, Expression)
    /// `not A`.
    case not(Expression)

    /// The expression as a file writes it, parenthesised only where precedence needs it
    /// (`not` binds tighter than `and`, which binds tighter than `or`).
    public var description: String { text(precedence: 0) }

    private func text(precedence: Int) -> String {
        switch self {
        case .comparison(let subject, let op, let value):
            return "\(subject) \(op.rawValue) \(value)"
        case .membership(let subject, let values):
            return "\(subject) in [" + values.map(\.description).joined(separator: ", ") + "]"
        case .or(let left, let right):
            let body = "\(left.text(precedence: 1)) or \(right.text(precedence: 2))"
            return precedence > 1 ? "(\(body))" : body
        case .and(let left, let right):
            let body = "\(left.text(precedence: 2)) and \(right.text(precedence: 3))"
            return precedence > 2 ? "(\(body))" : body
        case .not(let inner):
            return "not \(inner.text(precedence: 3))"
        }
    }
}
