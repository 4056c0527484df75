import AppModels

/// A `state` record's changes are ``StateEntry`` pairs too: each key that changed with its new value
/// (``StateValue/none`` when the key went away), sorted by key.
extension StateEntry {
    /// The keys whose value differs between `old` and `new`, sorted by key: each key of `new`
    /// whose value changed (the last of a repeated key winning), and each key of `old` that `new`
    /// lacks, as `none`.
    public static func changes(from old: [StateEntry], to new: [StateEntry]) -> [StateEntry] {
        var changed: [StateEntry] = []
        for entry in new where old.last(where: { $0.key == entry.key })?.value != entry.value {
            set(entry.key, entry.value, in: &changed)
        }
        for entry in old where !new.contains(where: { $0.key == entry.key }) {
            set(entry.key, .none, in: &changed)
        }
        return changed
    }

    /// Puts `key` in its sorted place, replacing an earlier value.
    private static func set(_ key: String, _ value: StateValue, in changes: inout [StateEntry]) {
        var low = 0
        var high = changes.count
        while low < high {
            let middle = (low + high) / 2
            if changes[middle].key < key { low = middle + 1 } else { high = middle }
        }
        if low < changes.count, changes[low].key == key {
            changes[low].value = value
        } else {
            changes.insert(StateEntry(key, value), at: low)
        }
    }

    /// A list of changes as a schema object, keys sorted.
    static func object(_ changes: [StateEntry]) -> TraceValue {
        .object(TraceFields(sortedEntries: changes.map { ($0.key, $0.value.traceValue) }))
    }
}
