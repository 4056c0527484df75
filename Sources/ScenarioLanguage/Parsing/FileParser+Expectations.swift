import SimulationKit
import Vocabulary

/// The expectations' longer readers and the expression language they use; ``ExpectationSyntax/table``
/// points here.
extension FileParser {
    /// One expectation, read by its ``ExpectationSyntax`` entry.
    func parseExpectation(
        _ cursor: inout TokenCursor, keyword: Token, lineTime: SimInstant
    ) throws(LineError)
        -> Expectation
    {
        let syntax = ExpectationSyntax.byKeyword[keyword.text] ?? ExpectationSyntax.table[0]
        let expectation = try syntax.parse(self, &cursor, lineTime)
        try cursor.finish(keyword.text)
        return expectation
    }

    /// `expect EXPR`, `expect callback ...`, `expect no callback|alert ...`, `expect alert TEXT`.
    func parseExpect(_ cursor: inout TokenCursor, lineTime: SimInstant) throws(LineError) -> Expectation {
        guard let next = cursor.peek() else { throw cursor.missing("a condition such as status == 4, or callback") }
        if next.isWord("callback") {
            _ = cursor.advance()
            let kind = try cursor.name(.callbackKind, known: vocabulary.callbackKinds, expected: "a callback kind")
            let fields = try callbackFields(&cursor)
            return .callback(kind: kind.text, fields: fields, window: try window(&cursor, lineTime: lineTime))
        }
        if next.isWord("no") {
            _ = cursor.advance()
            let what = try cursor.keyword(["callback", "alert"])
            if what.text == "alert" { return .noAlert }
            var kind: String?
            var fields: [CallbackField] = []
            if let token = cursor.peek(), token.kind == .word, !["at", "between", "within"].contains(token.text) {
                kind = try cursor.name(.callbackKind, known: vocabulary.callbackKinds, expected: "a callback kind").text
                fields = try callbackFields(&cursor)
            }
            return .noCallback(kind: kind, fields: fields, window: try window(&cursor, lineTime: lineTime))
        }
        if next.isWord("alert"), let text = cursor.peek(1), text.kind == .string {
            _ = cursor.advance()
            _ = cursor.advance()
            guard !text.text.isEmpty else { throw LineError(.emptyText(statement: "expect alert"), at: text) }
            return .alert(text: text.text)
        }
        return .state(try expression(&cursor))
    }

    /// `FIELD=VALUE …` after a callback kind: the fields a callback must (or, after `no`, must not)
    /// carry.
    private func callbackFields(_ cursor: inout TokenCursor) throws(LineError) -> [CallbackField] {
        var fields: [CallbackField] = []
        while let field = cursor.peek(), field.kind == .word, cursor.peek(1)?.isSymbol("=") == true {
            _ = cursor.advance()
            _ = cursor.advance()
            try TokenCursor.check(field, .callbackField, known: vocabulary.callbackFields)
            let valueToken = try cursor.any("a value after \"=\"")
            guard valueToken.kind != .symbol else {
                throw LineError(.unexpectedToken(valueToken.spelling, expected: "a value after \"=\""), at: valueToken)
            }
            let value: Value = field.text == "status" ? .status(try statusValue(valueToken)) : untypedValue(valueToken)
            fields.append(CallbackField(name: field.text, value: value))
        }
        return fields
    }

    /// `[at T | between T1 and T2 | within D]`.
    private func window(_ cursor: inout TokenCursor, lineTime: SimInstant) throws(LineError) -> CallbackWindow? {
        guard !cursor.isAtEnd else { return nil }
        let word = try cursor.keyword(["at", "between", "within"])
        switch word.text {
        case "at":
            return .at(try instantToken(&cursor, relativeTo: lineTime))
        case "between":
            let fromToken = try cursor.word("a time such as 27s")
            let from = try instant(fromToken.text, token: fromToken, offset: 0, relativeTo: lineTime)
            _ = try cursor.keyword(["and"])
            let toToken = try cursor.word("a time such as 29s")
            let to = try instant(toToken.text, token: toToken, offset: 0, relativeTo: lineTime)
            guard from <= to else { throw LineError(.emptyRange(low: fromToken.text, high: toToken.text), at: toToken) }
            return .between(from, to)
        default:
            let token = try cursor.word("a duration such as 2s")
            return .within(try duration(token.text, token: token))
        }
    }

    /// `A or B`, left to right.
    func expression(_ cursor: inout TokenCursor, depth: Int = 0) throws(LineError) -> Expression {
        var left = try conjunction(&cursor, depth: depth)
        while cursor.skip(word: "or") {
            left = .or(left, try conjunction(&cursor, depth: depth))
        }
        return left
    }

    private func conjunction(_ cursor: inout TokenCursor, depth: Int) throws(LineError) -> Expression {
        var left = try unary(&cursor, depth: depth)
        while cursor.skip(word: "and") {
            left = .and(left, try unary(&cursor, depth: depth))
        }
        return left
    }

    private func unary(_ cursor: inout TokenCursor, depth: Int) throws(LineError) -> Expression {
        guard let token = cursor.peek() else { throw cursor.missing("a condition such as status == 4") }
        if token.isWord("not") || token.isSymbol("(") {
            guard depth < limits.maximumExpressionDepth else {
                throw LineError(.expressionTooDeep(limit: limits.maximumExpressionDepth), at: token)
            }
            _ = cursor.advance()
            if token.isWord("not") { return .not(try unary(&cursor, depth: depth + 1)) }
            let inner = try expression(&cursor, depth: depth + 1)
            try cursor.expect(symbol: ")")
            return inner
        }
        return try comparison(&cursor)
    }

    private func comparison(_ cursor: inout TokenCursor) throws(LineError) -> Expression {
        let expected = "a name such as status, accuracy, app, alert, motion, ui.KEY or session.KEY"
        let token = try cursor.word(expected)
        let subject = try self.subject(token)
        let opToken = try cursor.any("a comparison (==, !=, <, <=, >, >= or in)")
        if opToken.isWord("in") {
            try cursor.expect(symbol: "[")
            var values: [Value] = []
            repeat {
                values.append(try value(&cursor, for: subject))
            } while cursor.skip(symbol: ",")
            try cursor.expect(symbol: "]")
            return .membership(subject, values)
        }
        guard opToken.kind == .symbol, let op = ComparisonOperator(rawValue: opToken.text) else {
            let suggestion = opToken.text == "=" || opToken.text == "is" ? "==" : nil
            let operators = ComparisonOperator.allCases.map(\.rawValue) + ["in"]
            throw LineError(.unexpectedWord(opToken.spelling, expected: operators, suggestion: suggestion), at: opToken)
        }
        if op.isOrdering, !subject.isOrdered {
            throw LineError(.unorderedComparison(op, subject: subject.description), at: opToken)
        }
        return .comparison(subject, op, try value(&cursor, for: subject))
    }

    private func subject(_ token: Token) throws(LineError) -> Subject {
        switch token.text {
        case "status": return .status
        case "accuracy": return .accuracy
        case "app": return .app
        case "alert": return .alert
        case "motion": return .motion
        default: break
        }
        if let permission = PrivacyPermission(rawValue: token.text) { return .privacy(permission) }
        if token.text.hasPrefix("notifications."),
            let interaction = NotificationInteraction(rawValue: String(token.text.dropFirst("notifications.".count)))
        {
            return .notificationSetting(interaction)
        }
        for (prefix, make) in [("ui.", Subject.ui), ("session.", Subject.session)] where token.text.hasPrefix(prefix) {
            let key = String(token.text.dropFirst(prefix.count))
            guard !key.isEmpty else {
                throw LineError(.missingArgument(after: prefix, expected: "a key such as \(prefix)screen"), at: token)
            }
            return make(key)
        }
        let head = token.text.split(separator: ".", maxSplits: 1).first.map(String.init) ?? token.text
        // A near miss of a dotted name (`notifications.alert`) is suggested whole, before its head.
        let dotted = Subject.names.filter { $0.contains(".") }
        let suggestion =
            Suggestion.nearest(to: token.text, among: dotted)
            ?? Suggestion.nearest(to: head, among: Subject.names).map { name -> String in
                name == "ui" || name == "session" ? name + token.text.dropFirst(head.count) : name
            }
        throw LineError(
            .unknownName(.subject, token.text, suggestion: suggestion, known: Subject.names, context: nil), at: token)
    }

    private func value(_ cursor: inout TokenCursor, for subject: Subject) throws(LineError) -> Value {
        let token = try cursor.any("a value to compare \(subject) with")
        guard token.kind != .symbol else {
            throw LineError(.unexpectedToken(token.spelling, expected: "a value to compare \(subject) with"), at: token)
        }
        switch subject {
        case .status:
            return .status(try statusValue(token))
        case .accuracy:
            try TokenCursor.check(token, .accuracy, known: Accuracy.names)
            return .accuracy(Accuracy(rawValue: token.text) ?? .full)
        case .motion:
            try TokenCursor.check(token, .motionStatus, known: MotionStatus.names)
            return .motion(MotionStatus(name: token.text) ?? .notDetermined)
        case .privacy(let permission):
            try TokenCursor.check(token, .privacyStatus, known: permission.statusNames)
            return .privacy(PrivacyStatus(permission, name: token.text) ?? permission.undecided)
        case .app:
            try TokenCursor.check(token, .appState, known: vocabulary.appStates)
            return .appState(token.text)
        case .alert:
            try TokenCursor.check(token, .alertKind, known: ["none"] + vocabulary.alertKinds)
            return .alertKind(token.text)
        case .notificationSetting:
            try TokenCursor.check(token, .privacyStatus, known: NotificationSetting.names)
            return .word(token.text)
        case .ui, .session:
            return untypedValue(token)
        }
    }
}
