/// The 64-bit FNV-1a hash, written out so a shard file can name the exact scenario bytes it explored
/// without a dependency; `merge` compares it to refuse shards of an edited scenario. Not for security:
/// it tells honest files apart, it does not resist a forger.
public enum FNV1a {
    /// The offset basis of FNV-1a 64.
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The prime of FNV-1a 64.
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of `bytes`.
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        return hash
    }

    /// The hash of `bytes` as 16 lowercase hex digits (`af63dc4c8601ec8c` for `a`).
    public static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = String(hash(bytes), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
