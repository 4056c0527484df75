import SimulationKit

/// Walks the tokens of one line, turning "something else was here" into a precise ``LineError``.
struct TokenCursor {
    let tokens: [Token]
    private(set) var index = 0

    init(_ tokens: [Token]) {
        self.tokens = tokens
    }

    var isAtEnd: Bool { index >= tokens.count }

    func peek(_ offset: Int = 0) -> Token? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    /// The token just consumed (the statement keyword at worst), for "expected … after X".
    var previous: Token? { index > 0 ? tokens[index - 1] : nil }

    mutating func advance() -> Token? {
        guard index < tokens.count else { return nil }
        index += 1
        return tokens[index - 1]
    }

    /// The fault of a line that ended too soon: the caret goes right after the last token.
    func missing(_ expected: @autoclosure () -> String) -> LineError {
        let last = tokens.last
        let column = last.map { $0.column + $0.length } ?? 1
        return LineError(.missingArgument(after: previous?.spelling ?? "", expected: expected()), column: column)
    }

    /// Any next token, or a "missing" fault.
    mutating func any(_ expected: @autoclosure () -> String) throws(LineError) -> Token {
        guard let token = advance() else { throw missing(expected()) }
        return token
    }

    /// A bare word.
    mutating func word(_ expected: String) throws(LineError) -> Token {
        let token = try any(expected)
        guard token.kind == .word else {
            throw LineError(.unexpectedToken(token.spelling, expected: expected), at: token)
        }
        return token
    }

    /// A quoted string.
    mutating func string(_ expected: String) throws(LineError) -> Token {
        let token = try any(expected)
        guard token.kind == .string else {
            throw LineError(.unexpectedToken(token.spelling, expected: expected), at: token)
        }
        return token
    }

    /// One of a few fixed words; a near miss gets a suggestion.
    mutating func keyword(_ options: [String]) throws(LineError) -> Token {
        let token = try any(ScenarioProblem.list(options))
        guard token.kind == .word, options.contains(token.text) else {
            let suggestion = token.kind == .word ? Suggestion.nearest(to: token.text, among: options) : nil
            throw LineError(.unexpectedWord(token.spelling, expected: options, suggestion: suggestion), at: token)
        }
        return token
    }

    /// A word from a vocabulary list.
    mutating func name(
        _ category: VocabularyCategory, known: [String], expected: String, context: String? = nil
    ) throws(LineError) -> Token {
        let token = try word(expected)
        try Self.check(token, category, known: known, context: context)
        return token
    }

    /// Throws the "unknown … did you mean" fault when `token` is not in `known`.
    static func check(
        _ token: Token, _ category: VocabularyCategory, known: [String], context: String? = nil
    ) throws(LineError) {
        guard !known.contains(token.text) else { return }
        let suggestion = Suggestion.nearest(to: token.text, among: known)
        throw LineError(
            .unknownName(category, token.text, suggestion: suggestion, known: known, context: context), at: token)
    }

    /// Consumes the word if it is next.
    mutating func skip(word: String) -> Bool {
        guard let token = peek(), token.isWord(word) else { return false }
        index += 1
        return true
    }

    /// Consumes the symbol if it is next.
    mutating func skip(symbol: String) -> Bool {
        guard let token = peek(), token.isSymbol(symbol) else { return false }
        index += 1
        return true
    }

    /// The symbol, or a fault.
    mutating func expect(symbol: String) throws(LineError) {
        let token = try any("\"\(symbol)\"")
        guard token.isSymbol(symbol) else {
            throw LineError(.unexpectedToken(token.spelling, expected: "\"\(symbol)\""), at: token)
        }
    }

    /// Nothing may follow a complete statement. When it ended in a word compared with something
    /// (`ui.screen == Location access`) and only words follow, they may be one text written without
    /// quotes: the fault says how to quote it.
    func finish(_ statement: String) throws(LineError) {
        guard let token = peek() else { return }
        let rest = tokens[max(0, index - 1)...]
        let quoted =
            index >= 2 && tokens[index - 2].kind == .symbol && rest.allSatisfy({ $0.kind == .word })
            ? ScenarioQuoting.quoted(rest.map(\.text).joined(separator: " ")) : nil
        throw LineError(.trailingGarbage(token.spelling, statement: statement, quoted: quoted), at: token)
    }
}
