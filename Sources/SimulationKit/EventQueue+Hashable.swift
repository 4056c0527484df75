/// Value semantics for timelines: exploration forks a simulation by copying it and deduplicates
/// identical states by hashing them. Two queues are equal when they are at the same time and hold the
/// same events, with the same times and sequence numbers, in the same order — regardless of how the
/// heap happens to lay them out in memory.
extension EventQueue: Equatable where Event: Equatable {
    /// Equal clocks and equal pending events in run order.
    ///
    /// - Complexity: O(*n* log *n*).
    public static func == (lhs: EventQueue, rhs: EventQueue) -> Bool {
        guard lhs.clock == rhs.clock, lhs.heap.count == rhs.heap.count else { return false }
        let left = lhs.heap.sorted { $0.runsBefore($1) }
        let right = rhs.heap.sorted { $0.runsBefore($1) }
        for (a, b) in zip(left, right) where a.time != b.time || a.sequence != b.sequence || a.event != b.event {
            return false
        }
        return true
    }
}

extension EventQueue: Hashable where Event: Hashable {
    /// Hashes the clock and the pending events in run order.
    ///
    /// - Complexity: O(*n* log *n*).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(clock)
        hasher.combine(heap.count)
        for entry in heap.sorted(by: { $0.runsBefore($1) }) {
            hasher.combine(entry.time)
            hasher.combine(entry.sequence)
            hasher.combine(entry.event)
        }
    }
}
