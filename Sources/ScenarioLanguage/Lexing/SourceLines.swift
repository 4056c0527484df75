/// Splits a file's bytes into lines and validates each as UTF-8 on its own, so a bad byte costs one
/// line (reported with its offset) and every other line is still checked.
///
/// What a line is is said here once: the parser reads lines this way, and a run that quotes a
/// scenario's line (``line(_:of:)``) finds it this way.
///
/// - Complexity: O(n) in the number of bytes; nothing is copied until a line's text is needed.
public struct SourceLines {
    /// One line of the file.
    struct Line {
        /// The line number, from 1.
        var number: Int
        /// The bytes, without the line break (and without a trailing `\r`).
        var bytes: ArraySlice<UInt8>
        /// Why the line cannot be lexed (bad UTF-8, too long), if it cannot.
        var fault: LineError?
    }

    /// The text for excerpts: the bytes decoded with U+FFFD for bad ones, cut short for a runaway line.
    static func text(of bytes: ArraySlice<UInt8>, maximumLineBytes: Int) -> String {
        if bytes.count > maximumLineBytes {
            return String(decoding: bytes.prefix(ScenarioErrorRenderer.excerptLimit), as: UTF8.self)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Calls `body` with every line in order; stops early when `body` returns false.
    static func forEach(in bytes: [UInt8], maximumLineBytes: Int, _ body: (Line) -> Bool) {
        var start = 0
        var number = 0
        let count = bytes.count
        while start < count {
            number += 1
            var end = start
            while end < count, bytes[end] != 0x0A { end += 1 }
            let slice = bytes[content(of: bytes, from: start, to: end, number: number)]
            let fault: LineError?
            if slice.count > maximumLineBytes {
                fault = LineError(.lineTooLong(length: slice.count, limit: maximumLineBytes), column: 1)
            } else {
                fault = validate(slice)
            }
            if !body(Line(number: number, bytes: slice, fault: fault)) { return }
            start = end + 1
        }
    }

    /// Line `number` (from 1) of `source` as the parser reads it, without its line break; empty when
    /// the source has no such line. Found in the UTF-8 bytes: a run quotes the line of each step
    /// that cannot happen, and an exploration's timelines may meet thousands.
    public static func line(_ number: Int, of source: String) -> String {
        guard number >= 1 else { return "" }
        var source = source
        return source.withUTF8 { bytes in
            var current = 1
            var start = 0
            for index in bytes.indices where bytes[index] == 0x0A {
                if current == number {
                    return String(
                        decoding: bytes[content(of: bytes, from: start, to: index, number: number)], as: UTF8.self)
                }
                current += 1
                start = index + 1
            }
            guard current == number else { return "" }
            return String(
                decoding: bytes[content(of: bytes, from: start, to: bytes.count, number: number)], as: UTF8.self)
        }
    }

    /// Every line of `source` as the parser reads them, without their breaks: for the other files
    /// locsim reads line by line (a profile file), so a file saved with CRLF line ends or a byte
    /// order mark reads the same (splitting the text at `"\n"` leaves `"\r\n"` whole: Swift sees
    /// one character).
    public static func lines(of source: String) -> [String] {
        var source = source
        return source.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            for index in bytes.indices where bytes[index] == 0x0A {
                lines.append(
                    String(
                        decoding: bytes[content(of: bytes, from: start, to: index, number: lines.count + 1)],
                        as: UTF8.self))
                start = index + 1
            }
            lines.append(
                String(
                    decoding: bytes[content(of: bytes, from: start, to: bytes.count, number: lines.count + 1)],
                    as: UTF8.self))
            return lines
        }
    }

    /// The part of the line `number` spanning `start..<end` (its line feed excluded) that is its
    /// content: a carriage return before the break is not, nor a byte order mark opening the file.
    static func content<Bytes: RandomAccessCollection<UInt8>>(
        of bytes: Bytes, from start: Int, to end: Int, number: Int
    ) -> Range<Int> where Bytes.Index == Int {
        var contentEnd = end
        if contentEnd > start, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
        var contentStart = start
        if number == 1, contentEnd - start >= 3, bytes[start] == 0xEF, bytes[start + 1] == 0xBB,
            bytes[start + 2] == 0xBF
        {
            contentStart += 3  // a byte order mark is not content
        }
        return contentStart..<contentEnd
    }

    /// The first UTF-8 fault of a line (overlong forms, surrogates and truncated sequences included),
    /// with its column in scalars so the caret lands on the U+FFFD the excerpt shows.
    static func validate(_ bytes: ArraySlice<UInt8>) -> LineError? {
        var index = bytes.startIndex
        var column = 1
        while index < bytes.endIndex {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                column += 1
                continue
            }
            let (width, minimum): (Int, UInt32)
            switch lead {
            case 0xC2...0xDF: (width, minimum) = (2, 0x80)
            case 0xE0...0xEF: (width, minimum) = (3, 0x800)
            case 0xF0...0xF4: (width, minimum) = (4, 0x10000)
            default: return invalid(bytes, at: index, column: column)
            }
            guard bytes.endIndex - index >= width else { return invalid(bytes, at: index, column: column) }
            var value = UInt32(lead) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
            for offset in 1..<width {
                let continuation = bytes[index + offset]
                guard continuation & 0xC0 == 0x80 else { return invalid(bytes, at: index + offset, column: column) }
                value = value << 6 | UInt32(continuation & 0x3F)
            }
            guard value >= minimum, Unicode.Scalar(value) != nil else {
                return invalid(bytes, at: index, column: column)
            }
            index += width
            column += 1
        }
        return nil
    }

    private static func invalid(_ bytes: ArraySlice<UInt8>, at index: Int, column: Int) -> LineError {
        LineError(.invalidUTF8(byte: bytes[index], offset: index - bytes.startIndex), column: column)
    }
}
