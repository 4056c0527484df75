/// The binary-heap mechanics behind ``EventQueue``: the hole technique (move one entry, shift the
/// others) over an unsafe buffer, because these loops are the engine's inner loop and bounds checks
/// in them cost a measurable share of the benchmark.
extension EventQueue {
    /// Restores heap order after the entry at `index` got earlier (or was just appended).
    ///
    /// - Complexity: O(log *n*).
    @inlinable
    mutating func siftUp(from index: Int) {
        heap.withUnsafeMutableBufferPointer { buffer in
            var child = index
            let moving = buffer[child]
            while child > 0 {
                let parent = (child &- 1) >> 1
                guard moving.runsBefore(buffer[parent]) else { break }
                buffer[child] = buffer[parent]
                child = parent
            }
            buffer[child] = moving
        }
    }

    /// Restores heap order after the entry at `index` got later.
    ///
    /// - Complexity: O(log *n*).
    @inlinable
    mutating func siftDown(from index: Int) {
        heap.withUnsafeMutableBufferPointer { buffer in
            let count = buffer.count
            var parent = index
            let moving = buffer[parent]
            while true {
                var child = 2 &* parent &+ 1
                if child >= count { break }
                let right = child &+ 1
                if right < count && buffer[right].runsBefore(buffer[child]) { child = right }
                guard buffer[child].runsBefore(moving) else { break }
                buffer[parent] = buffer[child]
                parent = child
            }
            buffer[parent] = moving
        }
    }

    /// Takes the earliest entry out.
    ///
    /// Uses Floyd's variant: the hole left at the root walks down to a leaf along the earlier child
    /// (one comparison a level instead of two), then the heap's last entry sifts up from there. The
    /// last entry is usually among the latest, so it rarely climbs far; this is what lets the queue
    /// keep pace with the C reference at 100,000 pending events.
    ///
    /// - Precondition: the heap is not empty.
    /// - Complexity: O(log *n*).
    @inlinable
    mutating func removeFirst() -> Entry {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return last }
        return heap.withUnsafeMutableBufferPointer { buffer in
            let first = buffer[0]
            let count = buffer.count
            var hole = 0
            while true {
                var child = 2 &* hole &+ 1
                if child >= count { break }
                let right = child &+ 1
                if right < count && buffer[right].runsBefore(buffer[child]) { child = right }
                buffer[hole] = buffer[child]
                hole = child
            }
            while hole > 0 {
                let parent = (hole &- 1) >> 1
                guard last.runsBefore(buffer[parent]) else { break }
                buffer[hole] = buffer[parent]
                hole = parent
            }
            buffer[hole] = last
            return first
        }
    }

    /// Takes the entry at `index` out, wherever it is in the heap.
    ///
    /// - Complexity: O(log *n*).
    @inlinable
    @discardableResult
    mutating func remove(at index: Int) -> Entry {
        let last = heap.removeLast()
        guard index < heap.count else { return last }
        let removed = heap[index]
        heap[index] = last
        if index > 0 && last.runsBefore(heap[(index - 1) >> 1]) {
            siftUp(from: index)
        } else {
            siftDown(from: index)
        }
        return removed
    }

    /// Rebuilds heap order over the whole array (after a bulk removal).
    ///
    /// - Complexity: O(*n*).
    @inlinable
    mutating func heapify() {
        guard heap.count > 1 else { return }
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) {
            siftDown(from: index)
        }
    }
}
