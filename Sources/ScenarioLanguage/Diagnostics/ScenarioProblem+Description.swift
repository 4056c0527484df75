import SimulationKit

extension ScenarioProblem: CustomStringConvertible {
    /// The message after `error: `: what is wrong, what was expected, and the nearest valid word,
    /// with control and bidirectional characters escaped (``DisplayPath``): a word of the file can
    /// hold one the lexer lets through (U+202E, U+0085), and the message goes to a terminal.
    public var description: String { DisplayPath.escaped(message) }

    /// The message as worded, quoting the input as it is.
    private var message: String {
        switch self {
        case .unknownName(let category, let word, let suggestion, let known, let context):
            var message = "unknown \(category.noun) \(Self.quoted(word))"
            if let context { message += " \(context)" }
            if let suggestion { return message + "; did you mean \(Self.quoted(suggestion))?" }
            if known.isEmpty { return message + "; none are known here" }
            if known.count <= 12 { return message + "; expected " + Self.list(known) }
            return message
        case .unexpectedWord(let word, let expected, let suggestion):
            let message = "expected \(Self.list(expected)), found \(Self.quoted(word))"
            return message + (suggestion.map { "; did you mean \(Self.quoted($0))?" } ?? "")
        case .unexpectedToken(let token, let expected):
            return "expected \(expected), found \(Self.quoted(token))"
        case .missingArgument(let after, let expected):
            return "expected \(expected) after \(Self.quoted(after))"
        case .trailingGarbage(let token, let statement, let quoted):
            return "unexpected \(Self.quoted(token)) after a complete \(Self.quoted(statement)) statement"
                + (quoted.map { "; if the words are one text, quote it: \($0)" } ?? "")
        case .badTime(let text, let reason):
            if case .missingNumber = reason {
                return "expected a time such as 8.7s, 250ms, 2min, 1h or 1500us, found \(Self.quoted(text))"
            }
            return "bad time: \(reason)"
        case .badNumber(let text, let expected):
            return "expected \(expected), found \(Self.quoted(text))"
        case .outOfRange(let text, let what, let range):
            return "\(what) \(text) is out of range; expected \(range)"
        case .badDistance(let text, let suggestion):
            let message = "expected a distance such as 500m or 2km, found \(Self.quoted(text))"
            return message + (suggestion.map { "; did you mean \(Self.quoted($0))?" } ?? "")
        case .finerThanMillimetre(let text, let parameter, let nearest):
            return "\(Self.quoted(text)) is finer than a millimetre, and parameter \(Self.quoted(parameter)) holds "
                + "whole millimetres; did you mean \(Self.quoted(nearest))?"
        case .wrongKind(let parameter, let expected, let found):
            return "parameter \(Self.quoted(parameter)) takes \(expected.example), found \(Self.quoted(found))"
        case .emptyRange(let low, let high):
            return "range \(low)..\(high) is empty; write the smaller bound first"
        case .nonPositiveStep(let text):
            return "step \(text) must be greater than zero"
        case .nonPositiveDuration(let text, let what, let example):
            return "\(what) \(text) must be greater than zero, such as \(example)"
        case .unorderedComparison(let op, let subject):
            return "\(Self.quoted(op.rawValue)) does not apply to \(subject); use == or != or in [..]"
        case .nestedMaybe:
            return "\"maybe\" cannot apply to another \"maybe\""
        case .expressionTooDeep(let limit):
            return "expression nested more than \(limit) deep; split it into several expectations"
        case .unterminatedString:
            return "unterminated string; expected a closing \" on the same line"
        case .badEscape(let escape):
            return "unknown escape \(Self.quoted(escape)) in a string; expected \\\" or \\\\"
        case .curlyQuote:
            return "curly quote; write text between straight quotes (\"…\")"
        case .controlCharacter(let value):
            return "unexpected control character U+\(Self.hex(value, width: 4)); expected text"
        case .unexpectedCharacter(let text):
            return "unexpected character \(Self.quoted(text))"
        case .invalidUTF8(let byte, let offset):
            return "invalid UTF-8 (byte 0x\(Self.hex(UInt32(byte), width: 2)) at byte \(offset + 1) of the line); "
                + "a scenario is UTF-8 text"
        case .lineTooLong(let length, let limit):
            return "line is \(length) bytes long; the limit is \(limit)"
        case .fileTooLarge(let length, let limit):
            return "file is \(length) bytes long; the limit is \(limit)"
        case .timeGoesBackwards(let time, let previous, let previousLine):
            return "time \(time.sinceStart.scenarioText) is before \(previous.sinceStart.scenarioText) on line "
                + "\(previousLine); times must not go backwards (write +DURATION for a relative time)"
        case .endBeforeLastLine(let end, let last, let lastLine):
            return "end \(end.sinceStart.scenarioText) is before the last timed line "
                + "(\(last.sinceStart.scenarioText), line \(lastLine))"
        case .duplicate(let statement, let firstLine):
            return "duplicate \(Self.quoted(statement)); already given on line \(firstLine)"
        case .headerAfterTimeline(let statement, let firstTimedLine):
            return "header statement \(Self.quoted(statement)) after the timeline began (line \(firstTimedLine)); "
                + "move it above the first timed line"
        case .timedHeader(let statement):
            return "\(Self.quoted(statement)) is a header statement and takes no time; "
                + "write it without a time above the first timed line"
        case .waitStep(let word):
            return "there is no \(Self.quoted(word)) step: time passes between lines, so write the next step at "
                + "its later time (`+5s background`, 5 s after the line before)"
        case .stepWithoutTime(let step):
            return "step \(Self.quoted(step)) has no time; start the line with one, e.g. \"0s \(step)\""
        case .emptyText(let statement):
            return "\(Self.quoted(statement)) needs a non-empty text"
        case .emptyFile:
            return "the file has no statements; expected at least one timed step such as \"0s launch\""
        case .noSteps:
            return "the scenario has no steps; expected at least one timed step such as \"0s launch\""
        }
    }

    /// A word in double quotes, as messages quote input.
    static func quoted(_ word: String) -> String { "\"\(word)\"" }

    /// `"a"`, `"a" or "b"`, `one of "a", "b", "c"`.
    static func list(_ words: [String]) -> String {
        let quotedWords = words.map(quoted)
        switch quotedWords.count {
        case 0: return "nothing"
        case 1: return quotedWords[0]
        case 2: return "\(quotedWords[0]) or \(quotedWords[1])"
        default: return "one of " + quotedWords.joined(separator: ", ")
        }
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
