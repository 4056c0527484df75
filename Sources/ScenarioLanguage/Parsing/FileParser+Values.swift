import SimulationKit
import Vocabulary

/// Reading the typed values of a line: times, numbers, coordinates, quantities, switches.
extension FileParser {
    /// A duration through the one time parser; the caret lands where ``SimTimeParseError`` says.
    func duration(_ text: String, token: Token, offset: Int = 0) throws(LineError) -> SimDuration {
        let value: SimDuration
        do {
            value = try SimDuration(parsing: text)
        } catch {
            let column = token.column + offset + error.offset
            throw LineError(
                .badTime(text, reason: error), column: column, length: max(1, token.length - offset - error.offset))
        }
        guard value <= limits.maximumTime else {
            throw LineError(
                .outOfRange(text, what: "time", range: "at most \(limits.maximumTime.scenarioText)"), at: token)
        }
        return value
    }

    /// An instant written absolutely (`8.7s`) or relative to `base` (`+2s`).
    func instant(_ text: String, token: Token, offset: Int, relativeTo base: SimInstant) throws(LineError) -> SimInstant
    {
        if text.hasPrefix("+") {
            let span = try duration(String(text.dropFirst()), token: token, offset: offset + 1)
            return try instant(base, plus: span, token: token)
        }
        return SimInstant(microsecondsSinceStart: try duration(text, token: token, offset: offset).microseconds)
    }

    /// `base + span`, kept under the time limit.
    func instant(_ base: SimInstant, plus span: SimDuration, token: Token) throws(LineError) -> SimInstant {
        let sum = base + span
        guard sum.sinceStart <= limits.maximumTime else {
            throw LineError(
                .outOfRange(token.text, what: "time", range: "at most \(limits.maximumTime.scenarioText)"), at: token)
        }
        return sum
    }

    /// An absolute or `+relative` instant token, as `at`, `between`, `by` take.
    func instantToken(_ cursor: inout TokenCursor, relativeTo base: SimInstant) throws(LineError) -> SimInstant {
        let token = try cursor.word("a time such as 27s")
        return try instant(token.text, token: token, offset: 0, relativeTo: base)
    }

    /// `on`/`off` (also `yes`/`no`, `true`/`false`).
    func toggle(_ cursor: inout TokenCursor, words: [String] = ["on", "off"]) throws(LineError) -> Bool {
        let token = try cursor.any(ScenarioProblem.list(words))
        let accepted = ["on", "off", "yes", "no", "true", "false"]
        guard token.kind == .word, accepted.contains(token.text) else {
            let suggestion = token.kind == .word ? Suggestion.nearest(to: token.text, among: words) : nil
            throw LineError(.unexpectedWord(token.spelling, expected: words, suggestion: suggestion), at: token)
        }
        return ["on", "yes", "true"].contains(token.text)
    }

    /// A whole number in `range`.
    func integer(_ token: Token, what: String, in range: ClosedRange<Int64>) throws(LineError) -> Int64 {
        guard token.kind == .word, let value = Int64(token.text) else {
            throw LineError(.badNumber(token.spelling, expected: "\(what) (a whole number)"), at: token)
        }
        guard range.contains(value) else {
            throw LineError(
                .outOfRange(token.text, what: what, range: "\(range.lowerBound)–\(range.upperBound)"), at: token)
        }
        return value
    }

    /// An exact decimal.
    func decimal(_ token: Token, expected: String) throws(LineError) -> ExactDecimal {
        guard token.kind == .word, let value = ExactDecimal(parsing: token.text) else {
            throw LineError(.badNumber(token.spelling, expected: expected), at: token)
        }
        return value
    }

    /// `LAT,LON` (spaces allowed after the comma).
    func coordinate(_ cursor: inout TokenCursor) throws(LineError) -> Coordinate {
        let latitudeToken = try cursor.word("a position such as 51.5007,-0.1246")
        let latitude = try decimal(latitudeToken, expected: "a latitude such as 51.5007")
        guard latitude >= ExactDecimal(-90), latitude <= ExactDecimal(90) else {
            throw LineError(.outOfRange(latitudeToken.text, what: "latitude", range: "-90 to 90"), at: latitudeToken)
        }
        try cursor.expect(symbol: ",")
        let longitudeToken = try cursor.word("a longitude such as -0.1246")
        let longitude = try decimal(longitudeToken, expected: "a longitude such as -0.1246")
        guard longitude >= ExactDecimal(-180), longitude <= ExactDecimal(180) else {
            throw LineError(
                .outOfRange(longitudeToken.text, what: "longitude", range: "-180 to 180"), at: longitudeToken)
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// What a number-with-unit word is, without deciding what was wanted.
    enum QuantityShape {
        case duration(SimDuration)
        case distance(ExactDecimal)
        case number(ExactDecimal)
        case unknownUnit(number: String, unit: String)
        case notANumber
    }

    /// Splits `5411.8m`, `2km`, `17s`, `4` into number and unit.
    func shape(of text: String) -> QuantityShape {
        if let value = try? SimDuration(parsing: text) { return .duration(value) }
        let scalars = Array(text.unicodeScalars)
        var split = 0
        while split < scalars.count, "0123456789.+-".unicodeScalars.contains(scalars[split]) { split += 1 }
        let numberText = String(String.UnicodeScalarView(scalars[..<split]))
        let unit = String(String.UnicodeScalarView(scalars[split...]))
        guard let number = ExactDecimal(parsing: numberText) else { return .notANumber }
        switch unit {
        case "": return .number(number)
        case "m": return .distance(number)
        case "km":
            guard let meters = Self.timesThousand(number) else { return .notANumber }
            return .distance(meters)
        default: return .unknownUnit(number: numberText, unit: unit)
        }
    }

    private static func timesThousand(_ value: ExactDecimal) -> ExactDecimal? {
        if value.fractionDigits >= 3 {
            guard ExactDecimal.fits(significand: value.significand, fractionDigits: value.fractionDigits - 3) else {
                return nil
            }
            return ExactDecimal(significand: value.significand, fractionDigits: value.fractionDigits - 3)
        }
        let factor: Int64 = [1000, 100, 10][value.fractionDigits]
        let (scaled, overflow) = value.significand.multipliedReportingOverflow(by: factor)
        guard !overflow, scaled.magnitude < 1_000_000_000 else { return nil }
        return ExactDecimal(significand: scaled, fractionDigits: 0)
    }

    /// A quantity of the kind a parameter declares.
    func quantity(_ token: Token, kind: ParameterKind, parameter: String) throws(LineError) -> Quantity {
        let shape = shape(of: token.text)
        switch (kind, shape) {
        case (.duration, .duration):
            return .duration(try duration(token.text, token: token))
        case (.duration, .distance):
            throw LineError(.wrongKind(parameter: parameter, expected: kind, found: token.text), at: token)
        case (.duration, _):
            _ = try duration(token.text, token: token)  // throws the precise time error
            throw LineError(.wrongKind(parameter: parameter, expected: kind, found: token.text), at: token)
        case (.distance, .distance(let meters)):
            return .distance(meters: meters)
        case (.distance, .unknownUnit(let number, let unit)):
            let suggestion = EditDistance.nearest(to: unit, among: ["m", "km"], maximumDistance: 2).map { number + $0 }
            throw LineError(.badDistance(token.text, suggestion: suggestion), at: token)
        case (.distance, .number), (.distance, .notANumber):
            throw LineError(.badDistance(token.text, suggestion: nil), at: token)
        case (.number, .number(let value)):
            return .number(value)
        case (.flag, _):
            switch token.text {
            case "true", "on", "yes": return .flag(true)
            case "false", "off", "no": return .flag(false)
            default:
                let suggestion = EditDistance.nearest(to: token.text, among: ["true", "false"])
                throw LineError(
                    .unexpectedWord(token.text, expected: ["true", "false"], suggestion: suggestion), at: token)
            }
        case (.number, .notANumber), (.number, .unknownUnit):
            throw LineError(.badNumber(token.text, expected: ParameterKind.number.example), at: token)
        default:
            throw LineError(.wrongKind(parameter: parameter, expected: kind, found: token.text), at: token)
        }
    }

    /// A value whose type the word itself decides: for `ui.KEY`, `session.KEY` and callback fields.
    func untypedValue(_ token: Token) -> Value {
        if token.kind == .string { return .string(token.text) }
        if token.text == "true" { return .bool(true) }
        if token.text == "false" { return .bool(false) }
        if let integer = Int64(token.text) { return .integer(integer) }
        switch shape(of: token.text) {
        case .number(let value):
            if value.isInteger { return .integer(value.significand) }
            return .decimal(value)
        case .duration(let value):
            if value <= limits.maximumTime { return .duration(value) }
            return .word(token.text)
        default:
            return .word(token.text)
        }
    }
}
