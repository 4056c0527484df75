import AppModels
import Foundation

/// The values of a plain-old-data field by bit pattern, each worked out once.
final class RememberedValues: @unchecked Sendable {
    /// At most this many patterns are kept per field; past it, values are worked out each time.
    static let limit = 64

    let size: Int
    let read: (UnsafeRawPointer) -> StateValue?
    private var known: [Pattern: StateValue?] = [:]
    /// The first patterns seen, searched before ``known``: a field usually takes a handful of values
    /// (an enum's cases), and comparing two words beats hashing them.
    private var recent: [(pattern: Pattern, value: StateValue?)] = []
    private let lock = NSLock()

    /// Up to 16 bytes, zero-padded.
    struct Pattern: Hashable {
        var low: UInt64 = 0
        var high: UInt64 = 0
    }

    init(size: Int, read: @escaping (UnsafeRawPointer) -> StateValue?) {
        self.size = size
        self.read = read
    }

    func value(at address: UnsafeRawPointer) -> StateValue? {
        var pattern = Pattern()
        withUnsafeMutableBytes(of: &pattern) { $0.baseAddress!.copyMemory(from: address, byteCount: size) }
        lock.lock()
        if let hit = recent.first(where: { $0.pattern == pattern }) {
            lock.unlock()
            return hit.value
        }
        let found = known[pattern]
        lock.unlock()
        if let found { return found }
        let value = read(address)
        lock.lock()
        if known.count < Self.limit {
            known[pattern] = value
            if recent.count < 8 { recent.append((pattern, value)) }
        }
        lock.unlock()
        return value
    }
}
