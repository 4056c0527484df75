/// Reads one line of JSON Lines into a ``JSONValue``: the strict grammar of RFC 8259 (no comments,
/// no trailing commas, no duplicate keys), failing with the byte offset of the fault so the
/// recording reader can point a caret at it. A line that ends inside a value is told apart
/// (``Failure/truncated``): that is what a recorder killed mid-write leaves.
struct JSONLineReader {
    /// Why a line is not JSON.
    struct Failure: Error, Equatable {
        /// The byte offset of the fault.
        var offset: Int
        /// What was found and what was expected.
        var message: String
        /// Whether the line ended before the value did.
        var truncated: Bool
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// The deepest nesting read; a recording's lines are two levels deep.
    static let maximumDepth = 16
    /// The most members an object may have; a recording's objects have at most a dozen. Keys are
    /// checked for repeats one by one, which stays cheap only for a bounded count.
    static let maximumMembers = 256

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The value of `line`, which must hold exactly one value (spaces around it allowed).
    static func read(_ line: [UInt8]) throws(Failure) -> JSONValue {
        var reader = JSONLineReader(line)
        let value = try reader.value()
        reader.skipSpace()
        if reader.index < line.count { throw reader.failure("more text after the value") }
        return value
    }

    private mutating func value() throws(Failure) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw failure("a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("a value (an object, array, string, number, true, false or null)")
        }
    }

    private mutating func object() throws(Failure) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONMember] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpace()
            let start = index
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("a quoted key") }
            guard members.count < Self.maximumMembers else {
                throw Failure(
                    offset: start, message: "more than \(Self.maximumMembers) keys in one object", truncated: false)
            }
            let key = try string()
            if members.contains(where: { $0.key == key }) {
                throw Failure(offset: start, message: "the key \"\(key)\" appears twice", truncated: false)
            }
            try expect(":")
            members.append(JSONMember(key: key, value: try value(), offset: start))
            skipSpace()
            if try separator(closing: "}") { return .object(members) }
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value())
            skipSpace()
            if try separator(closing: "]") { return .array(elements) }
        }
    }

    /// Consumes `,` (false: another member follows) or the closing bracket (true).
    private mutating func separator(closing: Character) throws(Failure) -> Bool {
        guard index < bytes.count else { throw failure("',' or '\(closing)'") }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return false
        }
        if bytes[index] == closing.asciiValue {
            index += 1
            return true
        }
        throw failure("',' or '\(closing)'")
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var scalars: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"): scalars += try escape()
            case 0..<0x20:
                index -= 1
                throw failure("a character (control characters must be escaped in a string)")
            default: scalars.append(byte)
            }
        }
        throw failure("the closing quote of the string")
    }

    private mutating func escape() throws(Failure) -> [UInt8] {
        guard index < bytes.count else { throw failure("an escape after '\\'") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return [byte]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "u"):
            guard index + 4 <= bytes.count,
                let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { throw failure("four hexadecimal digits after \\u") }
            index += 4
            let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
            return Array(String(Character(scalar)).utf8)
        default:
            index -= 1
            throw failure("one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\'")
        }
    }

    private mutating func number() throws(Failure) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard index > digitsStart, Double(text) != nil else {
            throw Failure(
                offset: start, message: "expected a number, found \"\(text)\"", truncated: index >= bytes.count)
        }
        return text
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-")
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        let expected = Array(word.utf8)
        let end = min(bytes.count, index + expected.count)
        guard Array(bytes[index..<end]) == expected else {
            throw Failure(
                offset: index, message: "expected \(word)",
                truncated: end == bytes.count && end - index < expected.count)
        }
        index = end
        return value
    }

    private mutating func expect(_ character: Character) throws(Failure) {
        skipSpace()
        guard index < bytes.count, bytes[index] == character.asciiValue else { throw failure("'\(character)'") }
        index += 1
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth {
            throw Failure(offset: index, message: "values nested deeper than \(Self.maximumDepth)", truncated: false)
        }
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// "expected X, found Y" at the current offset; at the end of the line, a truncation.
    private func failure(_ expected: String) -> Failure {
        guard index < bytes.count else {
            return Failure(offset: index, message: "the line ends where \(expected) was expected", truncated: true)
        }
        let found = String(decoding: bytes[index..<min(bytes.count, index + 1)], as: UTF8.self)
        return Failure(offset: index, message: "expected \(expected), found '\(found)'", truncated: false)
    }
}
