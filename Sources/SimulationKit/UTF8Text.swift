/// Text written and scanned as UTF-8 bytes from a string's contiguous storage: every layer spells
/// lines, quotes and expressions this way, where the UTF-8 view hands a string over a byte at a
/// time and appending strings to a string costs a call into the runtime each.
extension Array where Element == UInt8 {
    /// Appends `text`'s UTF-8.
    @inlinable
    public mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}

extension String {
    /// Whether a byte of the string's UTF-8 satisfies `predicate`.
    @inlinable
    public func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        var text = self
        return text.withUTF8 { $0.contains(where: predicate) }
    }
}
