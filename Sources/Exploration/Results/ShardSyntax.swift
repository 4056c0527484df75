import Foundation

/// The shape of a shard file's bytes before it is decoded: how deep its JSON nests, and where a file
/// that is not JSON goes wrong in the cases a person can act on (Foundation's decoder says only "not
/// valid JSON", with no place). A shard file is one JSON object on one line, so an empty file, one
/// cut short (a worker killed mid-write) and two files joined are told apart.
enum ShardSyntax {
    /// Calls `body` with the offset, byte and nesting depth after it of every byte outside strings
    /// that is not white space, until `body` returns false; returns whether the walk ended inside a
    /// string, and the depth there.
    @discardableResult
    static func walk(_ data: Data, _ body: (Int, UInt8, Int) -> Bool) -> (inString: Bool, depth: Int) {
        var depth = 0
        var inString = false
        var escaped = false
        for (offset, byte) in data.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09: continue
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
            if !body(offset, byte, depth) { break }
        }
        return (inString, depth)
    }

    /// The byte offset where JSON nesting passes ``ShardBounds/nesting`` (outside strings), or nil.
    static func nestingPastLimit(_ data: Data) -> Int? {
        var past: Int?
        walk(data) { offset, _, depth in
            if depth > ShardBounds.nesting { past = offset }
            return past == nil
        }
        return past
    }

    /// What is wrong with `data` as one JSON value, when it is one of those cases; nil otherwise.
    static func hint(_ data: Data) -> String? {
        var started = false
        var end: Int?
        var second: Int?
        let last = walk(data) { offset, byte, depth in
            if end != nil {
                second = offset
                return false
            }
            started = true
            if depth == 0, byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { end = offset }
            return true
        }
        if let second, let end {
            return "a second JSON value starts at byte \(second) after the first ended at byte \(end): a shard file "
                + "is one JSON line (were two files joined?)"
        }
        guard started else { return "the file is empty" }
        guard last.inString || last.depth > 0 else { return nil }
        return "the file ends at byte \(data.count) inside "
            + (last.inString ? "a string" : "\(last.depth) unclosed bracket\(last.depth == 1 ? "" : "s")")
            + ": it was cut short (a worker stopped while writing it?)"
    }
}
