import SimulationKit
import Vocabulary

/// What is wrong with a scenario file, as data: each case carries the offending input, so tests and
/// tools can match on it; ``description`` holds the wording (what was expected, and the nearest valid
/// word). Where it happened lives in ``ScenarioError``.
public enum ScenarioProblem: Equatable, Sendable {
    /// A word that is not in the list it was checked against; `known` is that list, in its order.
    case unknownName(VocabularyCategory, String, suggestion: String?, known: [String], context: String?)
    /// A word where one of a few fixed words belongs (`on`/`off`, `and`, `in`, `status`).
    case unexpectedWord(String, expected: [String], suggestion: String?)
    /// A token of the wrong shape (`alert Allow` without quotes); `expected` says what belongs there.
    case unexpectedToken(String, expected: String)
    /// The line ended where more was needed.
    case missingArgument(after: String, expected: String)
    /// More tokens after a complete statement.
    /// `quoted` is the words from the one before it to the line's end, quoted, when they may be one
    /// text written without its quotes (`expect ui.screen == Location access`).
    case trailingGarbage(String, statement: String, quoted: String? = nil)
    /// A time that ``SimDuration/init(parsing:)`` rejects, with its reason.
    case badTime(String, reason: SimTimeParseError)
    /// A number that is not one, or not of the kind needed (`expected` says which).
    case badNumber(String, expected: String)
    /// A number outside its range (`latitude 91`, `status 7`).
    case outOfRange(String, what: String, range: String)
    /// A distance with a unit that is neither `m` nor `km`.
    case badDistance(String, suggestion: String?)
    /// A `set` distance finer than the whole millimetres a profile holds (`snappingCell 1.23456m`),
    /// with the nearest distance it takes, in the unit written (`1.235m`).
    case finerThanMillimetre(String, parameter: String, nearest: String)
    /// A `set` value of the wrong kind (`allowOnceExpiry 5m`).
    case wrongKind(parameter: String, expected: ParameterKind, found: String)
    /// A range whose low end is above its high end.
    case emptyRange(low: String, high: String)
    /// A range or window step that is zero or negative.
    case nonPositiveStep(String)
    /// A duration that must be positive and is not (`walk 90 1m in 0s`): the text and what it is.
    case nonPositiveDuration(String, what: String, example: String)
    /// An order comparison on a subject that has no order (`accuracy < full`).
    case unorderedComparison(ComparisonOperator, subject: String)
    /// `maybe maybe …`.
    case nestedMaybe
    /// Parentheses or `not` nested beyond the limit.
    case expressionTooDeep(limit: Int)
    /// A `"` with no closing `"` on the line.
    case unterminatedString
    /// A backslash escape other than `\"` and `\\`.
    case badEscape(String)
    /// Curly quotes where straight ones belong.
    case curlyQuote
    /// A control character (other than tab) in the text.
    case controlCharacter(UInt32)
    /// A character that starts no token (`!` not followed by `=`).
    case unexpectedCharacter(String)
    /// Bytes that are not UTF-8; `byte` is the first bad byte, `offset` its 0-based byte offset in the line.
    case invalidUTF8(byte: UInt8, offset: Int)
    /// A line longer than the limit (in bytes).
    case lineTooLong(length: Int, limit: Int)
    /// A file larger than the limit (in bytes).
    case fileTooLarge(length: Int, limit: Int)
    /// A time earlier than the previous timed line's.
    case timeGoesBackwards(time: SimInstant, previous: SimInstant, previousLine: Int)
    /// `end` before the last timed line.
    case endBeforeLastLine(end: SimInstant, last: SimInstant, lastLine: Int)
    /// A header statement that may appear once, given again (`set`/`plist`/`device` per key).
    case duplicate(String, firstLine: Int)
    /// A header statement after the first timed line.
    case headerAfterTimeline(String, firstTimedLine: Int)
    /// A header statement written on a timed line (`1s set fixInterval 1s`).
    case timedHeader(String)
    /// A step on a line with no time before any timed line.
    case stepWithoutTime(String)
    /// `wait`, `sleep`, `pause` or `delay` written as a step: time passes between lines instead.
    case waitStep(String)
    /// A label or text that is empty (`tap ""`).
    case emptyText(statement: String)
    /// Nothing but blank lines and comments.
    case emptyFile
    /// A header but no step.
    case noSteps
}
