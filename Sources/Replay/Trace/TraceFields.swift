/// The named fields of a trace record, kept sorted by name in a small array.
///
/// A record has a handful of fields and a 24-hour run makes hundreds of thousands of records, so a
/// sorted array beats a hash table here: no hashing, one allocation, and the sorted order that every
/// output (JSON Lines with sorted keys, the timeline's `key=value` list) needs for free. It reads like
/// a dictionary: `fields["status"]`, `fields["status"] = .int(4)`, `removeValue(forKey:)`.
public struct TraceFields: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// The fields, sorted by key, keys unique.
    public private(set) var entries: [(key: String, value: TraceValue)]

    /// No fields.
    public init() {
        entries = []
    }

    /// Fields from a literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, TraceValue)...) {
        entries = []
        entries.reserveCapacity(elements.count)
        for (key, value) in elements { self[key] = value }
    }

    /// Fields already in key order with unique keys (checked in debug builds): the fast way to
    /// build the records a long run makes by the hundred thousand.
    public init(sortedEntries: [(key: String, value: TraceValue)]) {
        assert(zip(sortedEntries, sortedEntries.dropFirst()).allSatisfy { $0.key < $1.key }, "keys out of order")
        entries = sortedEntries
    }

    /// Fields from any dictionary.
    public init(_ dictionary: [String: TraceValue]) {
        entries = dictionary.map { (key: $0.key, value: $0.value) }.sorted { $0.key < $1.key }
    }

    /// The position of `key`, or where it would go.
    private func search(_ key: String) -> (index: Int, found: Bool) {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key < key {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return (low, low < entries.count && entries[low].key == key)
    }

    /// The value of `key`; assigning nil removes it.
    public subscript(key: String) -> TraceValue? {
        get {
            let (index, found) = search(key)
            return found ? entries[index].value : nil
        }
        set {
            let (index, found) = search(key)
            switch (found, newValue) {
            case (true, let value?): entries[index].value = value
            case (true, nil): entries.remove(at: index)
            case (false, let value?): entries.insert((key, value), at: index)
            case (false, nil): break
            }
        }
    }

    /// Removes `key` and returns its value.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> TraceValue? {
        let value = self[key]
        self[key] = nil
        return value
    }

    /// Adds every field of `other`; `combine` decides between two values of one key.
    public mutating func merge(_ other: TraceFields, uniquingKeysWith combine: (TraceValue, TraceValue) -> TraceValue) {
        for (key, value) in other.entries {
            self[key] = self[key].map { combine($0, value) } ?? value
        }
    }

    /// The keys, sorted.
    public var keys: [String] { entries.map(\.key) }

    /// How many fields.
    public var count: Int { entries.count }

    /// Whether there are none.
    public var isEmpty: Bool { entries.isEmpty }

    /// The fields in key order.
    public func makeIterator() -> IndexingIterator<[(key: String, value: TraceValue)]> {
        entries.makeIterator()
    }

    /// Equal when they hold the same keys with the same values.
    public static func == (lhs: TraceFields, rhs: TraceFields) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// Hashes keys and values in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries.count)
        for (key, value) in entries {
            hasher.combine(key)
            hasher.combine(value)
        }
    }
}
