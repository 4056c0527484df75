/// A small set of numbers kept sorted as they are inserted: a unit's UI lines and transitions, a
/// few each, which the unit's result spells in order. Sorted on insertion, the set is ready to
/// spell and to compare with the last unit's as it stands, where a `Set` was sorted at every
/// unit's end.
struct SortedNumbers: Equatable {
    /// The numbers, ascending, each once.
    private(set) var elements: [Int] = []

    /// Inserts `number` unless it is there already.
    mutating func insert(_ number: Int) {
        var low = 0
        var high = elements.count
        while low < high {
            let middle = (low + high) / 2
            if elements[middle] < number { low = middle + 1 } else { high = middle }
        }
        guard low == elements.count || elements[low] != number else { return }
        if low == elements.count { elements.append(number) } else { elements.insert(number, at: low) }
    }

    /// Forgets every number, keeping the storage.
    mutating func removeAll() {
        elements.removeAll(keepingCapacity: true)
    }

    /// Room for `count` numbers.
    mutating func reserveCapacity(_ count: Int) {
        elements.reserveCapacity(count)
    }
}
