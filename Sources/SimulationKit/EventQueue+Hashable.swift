/// Value semantics for timelines: exploration forks a simulation by copying it and deduplicates
/// identical states by hashing them. Two queues are equal when they are at the same time and hold the
/// same events, with the same times and sequence numbers, in the same order — regardless of how the
/// heap happens to lay them out in memory.
extension EventQueue: Equatable where Event: Equatable {
    /// Equal clocks and equal pending events in run order.
    ///
    /// - Complexity: O(*n* log *n*).
    @inlinable
    public static func == (lhs: EventQueue, rhs: EventQueue) -> Bool {
        guard lhs.clock == rhs.clock, lhs.heap.count == rhs.heap.count else { return false }
        // Queues forked from one another usually keep one layout: compare in place first, and sort
        // only when the layouts differ.
        if same(lhs.heap, rhs.heap) { return true }
        return same(lhs.heap.sorted { $0.runsBefore($1) }, rhs.heap.sorted { $0.runsBefore($1) })
    }

    /// Whether two entry lists of one length hold the same entries in the same order.
    @inlinable
    static func same(_ left: [Entry], _ right: [Entry]) -> Bool {
        zip(left, right).allSatisfy { $0.time == $1.time && $0.sequence == $1.sequence && $0.event == $1.event }
    }
}

extension EventQueue: Hashable where Event: Hashable {}

extension EventQueue: FoldHashable where Event: Hashable {
    /// Folds in the clock and the pending (time, sequence) pairs, summed so the heap's layout does
    /// not matter, without sorting or hashing the payloads: exploration hashes a queue at every
    /// choice point, and equality still compares everything.
    @inlinable
    public func fold(into fold: inout HashFold) {
        fold.add(UInt64(bitPattern: clock))
        fold.add(heap.count)
        var sum: UInt64 = 0
        var folded: UInt64 = 0
        for entry in heap {
            var mixed = UInt64(bitPattern: entry.time) &* 0x9E37_79B9_7F4A_7C15 ^ entry.sequence
            mixed ^= mixed >> 29
            sum &+= mixed
            folded ^= mixed &* 0xBF58_476D_1CE4_E5B9
        }
        fold.add(sum)
        fold.add(folded)
    }
}
