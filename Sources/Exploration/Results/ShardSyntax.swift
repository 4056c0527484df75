import Foundation

/// Where a shard file that is not JSON goes wrong, in the cases a person can act on: Foundation's
/// decoder says only "not valid JSON", with no place. A shard file is one JSON object on one line, so
/// an empty file, one cut short (a worker killed mid-write) and two files joined are told apart.
enum ShardSyntax {
    /// What is wrong with `data` as one JSON value, when it is one of those cases; nil otherwise.
    static func hint(_ data: Data) -> String? {
        var depth = 0
        var inString = false
        var escaped = false
        var started = false
        var end: Int?
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
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { continue }
            if let end {
                return
                    "a second JSON value starts at byte \(offset) after the first ended at byte \(end): a shard file "
                    + "is one JSON line (were two files joined?)"
            }
            started = true
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { end = offset }
            default: break
            }
        }
        guard started else { return "the file is empty" }
        if inString || depth > 0 {
            return "the file ends at byte \(data.count) inside "
                + (inString ? "a string" : "\(depth) unclosed bracket\(depth == 1 ? "" : "s")")
                + ": it was cut short (a worker stopped while writing it?)"
        }
        return nil
    }
}
