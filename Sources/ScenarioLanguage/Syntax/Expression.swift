import SimulationKit

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
    public var description: String {
        var text: [UInt8] = []
        text.reserveCapacity(64)
        write(into: &text, precedence: 0)
        return String(decoding: text, as: UTF8.self)
    }

    /// Writes the expression as bytes into one buffer: a string for each part, interpolated into
    /// its parent's, cost a few hundred instructions a piece, and every check's text is spelled.
    private func write(into text: inout [UInt8], precedence: Int) {
        switch self {
        case .comparison(let subject, let op, let value):
            text.append(utf8: subject.description)
            text.append(UInt8(ascii: " "))
            text.append(utf8: op.rawValue)
            text.append(UInt8(ascii: " "))
            text.append(utf8: value.description)
        case .membership(let subject, let values):
            text.append(utf8: subject.description)
            text.append(utf8: " in [")
            for index in values.indices {
                if index > 0 { text.append(utf8: ", ") }
                text.append(utf8: values[index].description)
            }
            text.append(UInt8(ascii: "]"))
        case .or(let left, let right):
            if precedence > 1 { text.append(UInt8(ascii: "(")) }
            left.write(into: &text, precedence: 1)
            text.append(utf8: " or ")
            right.write(into: &text, precedence: 2)
            if precedence > 1 { text.append(UInt8(ascii: ")")) }
        case .and(let left, let right):
            if precedence > 2 { text.append(UInt8(ascii: "(")) }
            left.write(into: &text, precedence: 2)
            text.append(utf8: " and ")
            right.write(into: &text, precedence: 3)
            if precedence > 2 { text.append(UInt8(ascii: ")")) }
        case .not(let inner):
            text.append(utf8: "not ")
            inner.write(into: &text, precedence: 3)
        }
    }
}
