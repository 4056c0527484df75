import Replay

/// The distinct states one unit has met, told apart exactly without a copy of each: a state is
/// stored as its hash and the options that lead to it from time zero, and its whole key
/// (``RunStateKey``) is built only when a state with the same hash arrives — the arriving one from
/// its run, a stored one by running its options again (once: the key is kept from then on).
///
/// Most units of a search merge nothing, and a copy of every state's run, kept to the unit's end and
/// destroyed then, cost more than the rest of the search. A unit that merges once tends to merge
/// again, so from its first equal hash on the table keeps each new state's key at once.
struct StateTable {
    /// One state: its key once built, its options, the next state with its hash, and the value
    /// the search stored with it.
    private struct Entry {
        var key: KeyBox?
        let options: [Int]
        let next: Int
        let value: Int
    }

    /// A key on the heap: entries move a reference when the table grows, not a whole run's state.
    private final class KeyBox {
        let key: RunStateKey
        init(_ key: RunStateKey) { self.key = key }
    }

    /// The newest entry of each hash; the others follow through ``Entry/next`` (-1 ends the chain).
    private var newest: [Int: Int] = [:]
    private var entries: [Entry] = []
    /// Whether a state has arrived whose hash was already stored.
    private(set) var keepsKeys = false

    /// A table with room for `capacity` states.
    init(capacity: Int) {
        newest.reserveCapacity(capacity)
        entries.reserveCapacity(capacity)
    }

    /// Forgets every state, keeping the storage.
    mutating func removeAll() {
        newest.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        keepsKeys = false
    }

    /// The states stored.
    var count: Int { entries.count }

    /// The newest stored state with `hash`; nil if none, and then `hash` is held for the state
    /// the next ``add(options:value:key:hash:after:)`` stores. One probe of the table.
    mutating func chain(_ hash: Int) -> Int? {
        var found: Int?
        Self.hold(&newest[hash, default: -1], for: entries.count, found: &found)
        return found
    }

    private static func hold(_ head: inout Int, for index: Int, found: inout Int?) {
        if head < 0 { head = index } else { found = head }
    }

    /// The value stored with a state equal to `arriving` among those with its hash (the chain
    /// from `head`), building a stored state's key from its options with `rebuild` the first time.
    mutating func value(equalTo arriving: RunStateKey, from head: Int, rebuild: ([Int]) -> RunStateKey) -> Int? {
        keepsKeys = true
        var index = head
        while index >= 0 {
            let stored: RunStateKey
            if let box = entries[index].key {
                stored = box.key
            } else {
                stored = rebuild(entries[index].options)
                entries[index].key = KeyBox(stored)
            }
            if stored == arriving { return entries[index].value }
            index = entries[index].next
        }
        return nil
    }

    /// Stores a new state with `value`, its key if it was built, and the options that reach it;
    /// `head` is the newest state with its hash, nil when ``chain(_:)`` has just held the hash.
    mutating func add(options: [Int], value: Int, key: RunStateKey?, hash: Int, after head: Int?) {
        entries.append(Entry(key: key.map(KeyBox.init), options: options, next: head ?? -1, value: value))
        if head != nil { newest[hash] = entries.count - 1 }
    }
}
