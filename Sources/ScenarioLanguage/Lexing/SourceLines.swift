/// Splits a file's bytes into lines and decodes each as UTF-8 on its own, so a bad byte costs one line
/// (reported with its offset) and every other line is still checked.
///
/// - Complexity: O(n) in the number of bytes; no line is scanned twice.
struct SourceLines {
    /// One line of the file.
    struct Line {
        /// The line number, from 1.
        var number: Int
        /// The decoded scalars, without the line break (and without a trailing `\r`).
        var scalars: [Unicode.Scalar]
        /// Why the line could not be decoded, if it could not.
        var fault: LineFault?
        /// The text for excerpts: the scalars, or for a bad line its bytes decoded with U+FFFD.
        var text: String
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
            var contentEnd = end
            if contentEnd > start, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            var contentStart = start
            if number == 1, contentEnd - start >= 3, bytes[start] == 0xEF, bytes[start + 1] == 0xBB,
                bytes[start + 2] == 0xBF
            {
                contentStart += 3  // a byte order mark is not content
            }
            let line = decode(bytes[contentStart..<contentEnd], number: number, maximumLineBytes: maximumLineBytes)
            if !body(line) { return }
            start = end + 1
        }
    }

    private static func decode(_ bytes: ArraySlice<UInt8>, number: Int, maximumLineBytes: Int) -> Line {
        if bytes.count > maximumLineBytes {
            let preview = String(decoding: bytes.prefix(ScenarioErrorRenderer.excerptLimit), as: UTF8.self)
            let fault = LineFault(.lineTooLong(length: bytes.count, limit: maximumLineBytes), column: 1)
            return Line(number: number, scalars: [], fault: fault, text: preview)
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            if lead < 0x80 {
                scalars.append(Unicode.Scalar(lead))
                index += 1
                continue
            }
            let (width, minimum): (Int, UInt32)
            switch lead {
            case 0xC2...0xDF: (width, minimum) = (2, 0x80)
            case 0xE0...0xEF: (width, minimum) = (3, 0x800)
            case 0xF0...0xF4: (width, minimum) = (4, 0x10000)
            default: return invalid(bytes, at: index, number: number, column: scalars.count + 1)
            }
            guard bytes.endIndex - index >= width else {
                return invalid(bytes, at: index, number: number, column: scalars.count + 1)
            }
            var value = UInt32(lead) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
            for offset in 1..<width {
                let continuation = bytes[index + offset]
                guard continuation & 0xC0 == 0x80 else {
                    return invalid(bytes, at: index + offset, number: number, column: scalars.count + 1)
                }
                value = value << 6 | UInt32(continuation & 0x3F)
            }
            guard value >= minimum, let scalar = Unicode.Scalar(value) else {
                return invalid(bytes, at: index, number: number, column: scalars.count + 1)
            }
            scalars.append(scalar)
            index += width
        }
        return Line(number: number, scalars: scalars, fault: nil, text: String(String.UnicodeScalarView(scalars)))
    }

    private static func invalid(_ bytes: ArraySlice<UInt8>, at index: Int, number: Int, column: Int) -> Line {
        let fault = LineFault(.invalidUTF8(byte: bytes[index], offset: index - bytes.startIndex), column: column)
        return Line(number: number, scalars: [], fault: fault, text: String(decoding: bytes, as: UTF8.self))
    }
}
