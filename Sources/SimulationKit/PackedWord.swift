/// Small values packed side by side into one word for a hasher: a state's hash then combines a few
/// words instead of making a call into the hasher per field, and exploration hashes every state it
/// keeps. A field wider than its bits keeps its low bits; bits past 64 are dropped. A hash may lose
/// information (equality compares everything), so neither is an error.
public struct PackedWord {
    /// The fields packed so far.
    @inlinable public var value: UInt64 { packed }
    @usableFromInline var packed: UInt64 = 0
    @usableFromInline var used: UInt64 = 0

    /// An empty word.
    @inlinable public init() {}

    /// Appends the low `bits` bits of `field`. Always inlined: the widths are constants at every
    /// call, so a hash packs with fixed shifts.
    @inlinable @inline(__always)
    public mutating func add(_ field: Int, bits: UInt64) {
        packed |= (UInt64(truncatingIfNeeded: field) & ((1 << bits) &- 1)) << used
        used += bits
    }

    /// Appends one bit.
    @inlinable @inline(__always)
    public mutating func add(_ flag: Bool) {
        add(flag ? 1 : 0, bits: 1)
    }

    /// Appends the case of a payload-free enum (see ``caseTag(of:)``).
    @inlinable @inline(__always)
    public mutating func add<Case>(case value: Case) {
        add(caseTag(of: value), bits: 8)
    }
}

/// The tag of a payload-free enum's case, its position among the cases: such an enum of 2 to 256
/// cases is that one byte. Its `Hashable` would hash its raw string when it has one (equality
/// already compares cases), and rule IDs are counted by it on every record.
@inlinable
public func caseTag<Case>(of value: Case) -> Int {
    precondition(MemoryLayout<Case>.size == 1, "a payload-free enum of 2 to 256 cases")
    return withUnsafeBytes(of: value) { Int($0.load(as: UInt8.self)) }
}
