import SimulationKit
import Vocabulary

/// The header statements' longer readers; ``HeaderSyntax/table`` points here.
extension FileParser {
    /// One header statement, read by its ``HeaderSyntax`` entry; a once-only part seen before faults.
    mutating func parseHeader(_ cursor: inout TokenCursor, keyword: Token) throws(LineError) {
        guard let syntax = HeaderSyntax.byKeyword[keyword.text] else {
            throw LineError(.unexpectedToken(keyword.text, expected: "a header statement"), at: keyword)
        }
        let statement = try syntax.parse(self, &cursor)
        try cursor.finish(keyword.text)
        let key = syntax.once(statement)
        try claim(key, display: key, at: keyword)
        header.append(HeaderStatement(statement, location: location(keyword.column)))
    }

    /// `model NAME [key=value …]`.
    func parseModel(_ cursor: inout TokenCursor) throws(LineError) -> Header {
        let known = vocabulary.models.map(\.name)
        let nameToken = try cursor.name(.model, known: known, expected: "a model name")
        let optionKeys = vocabulary.model(named: nameToken.text)?.optionKeys ?? []
        var options: [ModelOption] = []
        while !cursor.isAtEnd {
            let keyToken = try cursor.word("an option such as key=value")
            try TokenCursor.check(
                keyToken, .modelOption, known: optionKeys, context: "for model \"\(nameToken.text)\"")
            if options.contains(where: { $0.key == keyToken.text }) {
                throw LineError(.duplicate("option \(keyToken.text)", firstLine: lineNumber), at: keyToken)
            }
            try cursor.expect(symbol: "=")
            let value = try cursor.any("a value after \"=\"")
            guard value.kind != .symbol else {
                throw LineError(.unexpectedToken(value.spelling, expected: "a value after \"=\""), at: value)
            }
            options.append(ModelOption(key: keyToken.text, value: value.text))
        }
        return .model(name: nameToken.text, options: options)
    }

    /// `set PARAMETER VALUE` or `set PARAMETER LOW..HIGH [step STEP]`.
    func parseSet(_ cursor: inout TokenCursor) throws(LineError) -> (String, ParameterValue) {
        let names = vocabulary.parameters.map(\.name)
        let nameToken = try cursor.name(.parameter, known: names, expected: "a parameter name")
        let kind = vocabulary.parameter(named: nameToken.text)?.kind ?? .number
        let valueToken = try cursor.word(kind.example)
        guard let (lowText, highText) = valueToken.text.splitAtRangeDots() else {
            return (nameToken.text, .single(try setting(valueToken, kind: kind, parameter: nameToken.text)))
        }
        let lowToken = Token(
            kind: .word, text: lowText, column: valueToken.column, length: lowText.unicodeScalars.count)
        var highToken = Token(
            kind: .word, text: highText, column: valueToken.column + lowText.unicodeScalars.count + 2,
            length: highText.unicodeScalars.count)
        if highText.isEmpty { highToken = try cursor.word("the upper end of the range") }
        let low = try setting(lowToken, kind: kind, parameter: nameToken.text)
        let high = try setting(highToken, kind: kind, parameter: nameToken.text)
        guard low.orderKey <= high.orderKey else {
            throw LineError(.emptyRange(low: lowText, high: highToken.text), at: valueToken)
        }
        var step: Quantity?
        if cursor.skip(word: "step") {
            let stepToken = try cursor.word(kind.example)
            let value = try setting(stepToken, kind: kind, parameter: nameToken.text)
            guard value.orderKey > 0 else { throw LineError(.nonPositiveStep(stepToken.text), at: stepToken) }
            step = value
        }
        return (nameToken.text, .range(low: low, high: high, step: step))
    }

    /// One value of a `set` line: a quantity of the parameter's kind; a distance also in whole
    /// millimetres, which is what a profile holds (`1.23456m` would be refused only when the run
    /// sets it up, with no word about the precision).
    private func setting(_ token: Token, kind: ParameterKind, parameter: String) throws(LineError) -> Quantity {
        let value = try quantity(token, kind: kind, parameter: parameter)
        guard case .distance(let meters) = value else { return value }
        let nanometres = meters.nanoUnits
        guard nanometres % 1_000_000 != 0 else { return value }
        var millimetres = nanometres / 1_000_000
        if (nanometres % 1_000_000).magnitude >= 500_000 { millimetres += nanometres < 0 ? -1 : 1 }
        let nearest =
            token.text.hasSuffix("km")
            ? "\(ExactDecimal(significand: millimetres, fractionDigits: 6))km"
            : "\(ExactDecimal(significand: millimetres, fractionDigits: 3))m"
        throw LineError(.finerThanMillimetre(token.text, parameter: parameter, nearest: nearest), at: token)
    }

    /// `plist KEY "VALUE"`, `plist KEY true|false`, `plist temporary PURPOSEKEY "VALUE"`.
    func parsePlist(_ cursor: inout TokenCursor) throws(LineError) -> Header {
        let keyToken = try cursor.word("an Info.plist key such as NSLocationWhenInUseUsageDescription")
        if keyToken.text == "temporary", let next = cursor.peek(), next.kind == .word {
            let purpose = try cursor.word("a purpose key")
            let value = try cursor.string("a quoted purpose string")
            return .plistTemporary(purposeKey: purpose.text, value: value.text)
        }
        let value = try cursor.any("a quoted string or true/false")
        switch value.kind {
        case .string:
            return .plist(key: keyToken.text, value: .string(value.text))
        case .word where value.text == "true" || value.text == "false":
            return .plist(key: keyToken.text, value: .bool(value.text == "true"))
        default:
            let suggestion = value.kind == .word ? Suggestion.nearest(to: value.text, among: ["true", "false"]) : nil
            if let suggestion {
                throw LineError(
                    .unexpectedWord(value.text, expected: ["true", "false"], suggestion: suggestion), at: value)
            }
            throw LineError(.unexpectedToken(value.spelling, expected: "a quoted string or true/false"), at: value)
        }
    }

    /// `fault NAME [ARGS]`, shared by the header and the timeline.
    func parseFault(_ cursor: inout TokenCursor) throws(LineError) -> (String, [String]) {
        let name = try cursor.name(.fault, known: vocabulary.faults, expected: "a fault name")
        return (name.text, try arguments(&cursor))
    }

    /// The rest of the line as words and strings (`call requestTemporaryFullAccuracy RunRoute`).
    func arguments(_ cursor: inout TokenCursor) throws(LineError) -> [String] {
        var result: [String] = []
        while let token = cursor.advance() {
            guard token.kind != .symbol else {
                throw LineError(
                    .unexpectedToken(token.spelling, expected: "an argument (a word or a quoted string)"), at: token)
            }
            result.append(token.text)
        }
        return result
    }

    /// A status by name or raw value.
    func statusValue(_ token: Token) throws(LineError) -> AuthorizationStatus {
        if token.kind == .word, let raw = Int(token.text) {
            guard let status = AuthorizationStatus(rawValue: raw) else {
                throw LineError(.outOfRange(token.text, what: "status", range: "0–4 or a status name"), at: token)
            }
            return status
        }
        guard token.kind == .word else {
            throw LineError(
                .unexpectedToken(token.spelling, expected: "a status such as authorizedWhenInUse or 4"), at: token)
        }
        if let status = AuthorizationStatus(name: token.text) { return status }
        try TokenCursor.check(token, .status, known: AuthorizationStatus.names)
        return .notDetermined
    }
}
