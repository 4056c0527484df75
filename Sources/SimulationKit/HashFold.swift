/// Words folded into one for a state's hash: a `hash(into:)` that folds its fields and hands the
/// hasher the one word makes one call into the hasher (a SipHash round, about 40 instructions a
/// word) instead of one a field, and exploration hashes every state it keeps.
///
/// Each step (xor the word in, multiply by an odd constant, xor the high half down) is a bijection of
/// the running value, so two lists of words of one length that differ in one word fold to different
/// values; the hasher still mixes the result, and equality compares everything.
///
/// ```swift
/// var fold = HashFold()
/// fold.add(clock)
/// fold.add(count)
/// hasher.combine(fold.value)
/// ```
public struct HashFold {
    /// The words folded so far.
    @inlinable public var value: UInt64 { folded }
    @usableFromInline var folded: UInt64 = 0

    /// Nothing folded yet.
    @inlinable public init() {}

    /// Folds in `word`. Always inlined: a handful of instructions where a call into the hasher costs
    /// a round.
    @inlinable @inline(__always)
    public mutating func add(_ word: UInt64) {
        folded = (folded ^ word) &* 0x9E37_79B9_7F4A_7C15
        folded ^= folded >> 32
    }

    /// Folds in `word`'s bits.
    @inlinable @inline(__always)
    public mutating func add(_ word: Int) {
        add(UInt64(bitPattern: Int64(word)))
    }
}

/// A value hashed as its fields folded into one word (``HashFold``): its `hash(into:)` is its
/// ``fold(into:)`` handed to the hasher, so a type that folds into a larger state's hash and hashes
/// on its own says what it hashes once.
public protocol FoldHashable: Hashable {
    /// Folds in what tells values of the type apart (equality may compare more).
    func fold(into fold: inout HashFold)
}

extension FoldHashable {
    /// The fields folded into one word, handed to the hasher. Inlinable, so each conforming type's
    /// hash is specialized where it is declared.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        var fold = HashFold()
        self.fold(into: &fold)
        hasher.combine(fold.value)
    }
}
