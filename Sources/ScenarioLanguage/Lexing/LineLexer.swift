/// Cuts one line (valid UTF-8) into tokens, dropping the `#` comment.
///
/// Words are maximal runs of anything but spaces, tabs, quotes and the symbol characters, so times
/// (`8.7s`, `+2s`, `2ms..9ms`), names (`while-using`, `ui.screen`) and numbers (`-0.1246`) are one
/// word each and the parser decides what they mean. Every character with a meaning is ASCII, so the
/// lexer reads bytes and counts scalars only for columns.
///
/// - Complexity: O(n) in the line's length.
enum LineLexer {
    static func tokenize(_ bytes: ArraySlice<UInt8>) throws(LineError) -> [Token] {
        var tokens: [Token] = []
        var index = bytes.startIndex
        var column = 1
        let end = bytes.endIndex
        while index < end {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09:  // space, tab
                index += 1
                column += 1
            case 0x23:  // #
                return tokens
            case 0x22:  // "
                let (text, after, width) = try string(bytes, from: index, column: column)
                tokens.append(Token(kind: .string, text: text, column: column, length: width))
                index = after
                column += width
            case 0x3D, 0x21, 0x3C, 0x3E:  // = ! < >
                if index + 1 < end, bytes[index + 1] == 0x3D {
                    let text = String(decoding: bytes[index..<index + 2], as: UTF8.self)
                    tokens.append(Token(kind: .symbol, text: text, column: column, length: 2))
                    index += 2
                    column += 2
                } else if byte == 0x21 {
                    throw LineError(.unexpectedCharacter("!"), column: column)
                } else {
                    tokens.append(Token(kind: .symbol, text: String(UnicodeScalar(byte)), column: column, length: 1))
                    index += 1
                    column += 1
                }
            case 0x28, 0x29, 0x5B, 0x5D, 0x2C:  // ( ) [ ] ,
                tokens.append(Token(kind: .symbol, text: String(UnicodeScalar(byte)), column: column, length: 1))
                index += 1
                column += 1
            default:
                let start = index
                var width = 0
                while index < end, isWordByte(bytes[index]) {
                    try check(bytes, at: index, column: column + width)
                    if bytes[index] & 0xC0 != 0x80 { width += 1 }
                    index += 1
                }
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                tokens.append(Token(kind: .word, text: text, column: column, length: width))
                column += width
            }
        }
        return tokens
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x23, 0x22, 0x3D, 0x21, 0x3C, 0x3E, 0x28, 0x29, 0x5B, 0x5D, 0x2C: return false
        default: return true
        }
    }

    /// Control characters and curly quotes are faults wherever they appear outside a string.
    private static func check(_ bytes: ArraySlice<UInt8>, at index: Int, column: Int) throws(LineError) {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F { throw LineError(.controlCharacter(UInt32(byte)), column: column) }
        if byte == 0xE2, index + 2 < bytes.endIndex, bytes[index + 1] == 0x80,
            bytes[index + 2] == 0x9C || bytes[index + 2] == 0x9D
        {
            throw LineError(.curlyQuote, column: column)
        }
    }

    /// A string from the opening quote at `start`: its unescaped text, the index after the closing
    /// quote, and its width in scalars (quotes included).
    private static func string(
        _ bytes: ArraySlice<UInt8>, from start: Int, column: Int
    ) throws(LineError) -> (String, Int, Int) {
        var text: [UInt8] = []
        var escaped = false
        var index = start + 1
        var width = 1
        let end = bytes.endIndex
        func unterminated() -> LineError {
            let rest = bytes[start...].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
            return LineError(.unterminatedString, column: column, length: rest)
        }
        while index < end {
            let byte = bytes[index]
            switch byte {
            case 0x22:
                let value =
                    escaped
                    ? String(decoding: text, as: UTF8.self)
                    : String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
                return (value, index + 1, width + 1)
            case 0x5C:  // backslash
                guard index + 1 < end else { throw unterminated() }
                let escapedByte = bytes[index + 1]
                guard escapedByte == 0x22 || escapedByte == 0x5C else {
                    var after = index + 2
                    while after < end, bytes[after] & 0xC0 == 0x80 { after += 1 }
                    let shown = String(decoding: bytes[index..<after], as: UTF8.self)
                    throw LineError(.badEscape(shown), column: column + width, length: 2)
                }
                if !escaped { text = Array(bytes[(start + 1)..<index]) }
                escaped = true
                text.append(escapedByte)
                index += 2
                width += 2
            default:
                if byte < 0x20 && byte != 0x09 || byte == 0x7F {
                    throw LineError(.controlCharacter(UInt32(byte)), column: column + width)
                }
                if escaped { text.append(byte) }
                if byte & 0xC0 != 0x80 { width += 1 }
                index += 1
            }
        }
        throw unterminated()
    }
}
