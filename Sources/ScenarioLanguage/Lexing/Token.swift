/// One token of a line: a bare word, a quoted string, or a symbol.
struct Token: Hashable, Sendable {
    /// The three shapes the lexer knows.
    enum Kind: Hashable, Sendable {
        /// A run of characters without spaces or symbols: keywords, names, times, numbers, `ui.screen`.
        case word
        /// A double-quoted string; ``Token/text`` holds it unescaped, without the quotes.
        case string
        /// `==`, `!=`, `<`, `<=`, `>`, `>=`, `=`, `(`, `)`, `[`, `]`, `,`.
        case symbol
    }

    var kind: Kind
    /// The word, the unescaped string contents, or the symbol.
    var text: String
    /// The column of the first scalar, from 1.
    var column: Int
    /// Scalars the token spans in the source (quotes included).
    var length: Int

    /// How a message quotes the token: the word itself, or the string with its quotes.
    var spelling: String { kind == .string ? "\"\(text)\"" : text }

    func isWord(_ word: String) -> Bool { kind == .word && text == word }
    func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
}
