/// Checked-build verification of ``EventQueue``, in the manner of swift-collections' heaps: after
/// every mutation a debug build proves the heap is ordered, nothing is due in the past, and every
/// sequence number was issued and is unique. Release builds compile this to nothing.
///
/// The check covers the first ``checkedEntries`` entries of the heap (the whole of any queue a test
/// builds by hand): checking all of a queue of thousands after every change made a debug run's time
/// grow with the square of its length.
extension EventQueue {
    /// Traps with the offending values if the queue's invariants do not hold (debug builds only).
    ///
    /// - Complexity: O(min(*n*, ``checkedEntries``)) in debug builds; O(1) in release builds.
    @inlinable
    @inline(__always)
    func checkInvariants() {
        #if DEBUG
            var seen = Set<UInt64>()
            for index in heap.indices.prefix(Self.checkedEntries) {
                let entry = heap[index]
                precondition(
                    entry.time >= clock,
                    "EventQueue: entry #\(entry.sequence) at \(entry.time)us is before now (\(clock)us)")
                precondition(
                    entry.sequence < nextSequence,
                    "EventQueue: entry #\(entry.sequence) was never issued (next is #\(nextSequence))")
                precondition(
                    seen.insert(entry.sequence).inserted, "EventQueue: sequence #\(entry.sequence) appears twice")
                if index > 0 {
                    let parent = heap[(index - 1) >> 1]
                    precondition(
                        !entry.runsBefore(parent),
                        "EventQueue: heap order broken: #\(entry.sequence) at \(entry.time)us sits below #\(parent.sequence) at \(parent.time)us"
                    )
                }
            }
        #endif
    }

    /// How many entries, from the root, a debug build checks after each change.
    @usableFromInline static var checkedEntries: Int { 256 }
}
