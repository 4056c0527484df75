/// Cuts one decoded line into tokens, dropping the `#` comment.
///
/// Words are maximal runs of anything but spaces, tabs, quotes and the symbol characters, so times
/// (`8.7s`, `+2s`, `2ms..9ms`), names (`while-using`, `ui.screen`) and numbers (`-0.1246`) are one
/// word each and the parser decides what they mean.
///
/// - Complexity: O(n) in the line's length.
enum LineLexer {
    static func tokenize(_ scalars: [Unicode.Scalar]) throws(LineFault) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        let count = scalars.count
        while index < count {
            let scalar = scalars[index]
            let column = index + 1
            switch scalar {
            case " ", "\t":
                index += 1
            case "#":
                return tokens
            case "\"":
                let (text, end) = try string(scalars, from: index)
                tokens.append(Token(kind: .string, text: text, column: column, length: end - index))
                index = end
            case "=", "!", "<", ">":
                if index + 1 < count, scalars[index + 1] == "=" {
                    tokens.append(Token(kind: .symbol, text: String(scalar) + "=", column: column, length: 2))
                    index += 2
                } else if scalar == "!" {
                    throw LineFault(.unexpectedCharacter("!"), column: column)
                } else {
                    tokens.append(Token(kind: .symbol, text: String(scalar), column: column, length: 1))
                    index += 1
                }
            case "(", ")", "[", "]", ",":
                tokens.append(Token(kind: .symbol, text: String(scalar), column: column, length: 1))
                index += 1
            default:
                try check(scalar, column: column)
                var end = index + 1
                while end < count, isWordScalar(scalars[end]) {
                    try check(scalars[end], column: end + 1)
                    end += 1
                }
                let text = String(String.UnicodeScalarView(scalars[index..<end]))
                tokens.append(Token(kind: .word, text: text, column: column, length: end - index))
                index = end
            }
        }
        return tokens
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "#", "\"", "=", "!", "<", ">", "(", ")", "[", "]", ",": return false
        default: return true
        }
    }

    private static func check(_ scalar: Unicode.Scalar, column: Int) throws(LineFault) {
        if scalar.value < 0x20 || scalar.value == 0x7F {
            throw LineFault(.controlCharacter(scalar.value), column: column)
        }
        if scalar == "\u{201C}" || scalar == "\u{201D}" {
            throw LineFault(.curlyQuote, column: column)
        }
    }

    /// A string from the opening quote at `start`: its unescaped text and the index after the closing quote.
    private static func string(_ scalars: [Unicode.Scalar], from start: Int) throws(LineFault) -> (String, Int) {
        var text = String.UnicodeScalarView()
        var index = start + 1
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\"":
                return (String(text), index + 1)
            case "\\":
                guard index + 1 < scalars.count else {
                    throw LineFault(.unterminatedString, column: start + 1, length: scalars.count - start)
                }
                let escaped = scalars[index + 1]
                guard escaped == "\"" || escaped == "\\" else {
                    throw LineFault(.badEscape("\\" + String(escaped)), column: index + 1, length: 2)
                }
                text.append(escaped)
                index += 2
            default:
                if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                    throw LineFault(.controlCharacter(scalar.value), column: index + 1)
                }
                text.append(scalar)
                index += 1
            }
        }
        throw LineFault(.unterminatedString, column: start + 1, length: scalars.count - start)
    }
}
