/// Why a piece of text is not a duration, carrying the text so the message can quote it.
///
/// The scenario parser turns these into `file:line:column` diagnostics; ``offset`` says where in the
/// text the fault starts so its caret lands under the right character.
public enum SimTimeParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing was written where a time belongs.
    case empty
    /// The text does not start with a number (`abc`, `s`).
    case missingNumber(String)
    /// A decimal point with no digits after it (`8.s`).
    case missingFractionDigits(String, offset: Int)
    /// A number with no unit (`8.7`): locsim never guesses seconds.
    case missingUnit(String, offset: Int)
    /// A unit locsim does not know (`8.7sec`).
    case unknownUnit(String, unit: String, offset: Int)
    /// The value does not land on a whole microsecond (`0.5us`).
    case tooPrecise(String)
    /// The value does not fit in 64 bits of microseconds (about 292,000 years).
    case outOfRange(String)

    /// Where in the text (in Unicode scalars) the fault begins.
    public var offset: Int {
        switch self {
        case .empty, .missingNumber, .tooPrecise, .outOfRange: return 0
        case .missingFractionDigits(_, let offset), .missingUnit(_, let offset), .unknownUnit(_, _, let offset):
            return offset
        }
    }

    /// The nearest valid unit to a misspelt one, if any is close.
    public var suggestedUnit: String? {
        guard case .unknownUnit(_, let unit, _) = self else { return nil }
        return EditDistance.nearest(to: unit, among: ["us", "ms", "s", "min", "h"], maximumDistance: 2)
    }

    /// What went wrong and how to write it instead.
    public var description: String {
        let units = "us, ms, s, min or h"
        switch self {
        case .empty:
            return "expected a time such as 8.7s, 250ms, 2min, 1h or 1500us"
        case .missingNumber(let text):
            return "expected a time such as 8.7s, found \"\(text)\""
        case .missingFractionDigits(let text, _):
            return "expected digits after the decimal point in \"\(text)\""
        case .missingUnit(let text, _):
            return "time \"\(text)\" has no unit; write \(text)s or \(text)ms (units: \(units))"
        case .unknownUnit(let text, let unit, _):
            if let suggestion = suggestedUnit {
                return "unknown time unit \"\(unit)\" in \"\(text)\"; did you mean \"\(suggestion)\"? (units: \(units))"
            }
            return "unknown time unit \"\(unit)\" in \"\(text)\" (units: \(units))"
        case .tooPrecise(let text):
            return "time \"\(text)\" is finer than one microsecond, the simulator's resolution"
        case .outOfRange(let text):
            return "time \"\(text)\" is too large (the limit is about 292,000 years)"
        }
    }
}
