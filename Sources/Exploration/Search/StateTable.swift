/// The distinct states a unit has reached, each held whole with what it stands for (a choice
/// point's slot), found by its hash.
///
/// A state at a timeline's end is moved in when the timeline is done with it, so keeping it costs
/// nothing; one at a choice point is a copy of the run, as the timeline goes on. Each is hashed
/// where it lies and compared whole only with states of the same hash: two states merge only when
/// they are equal (without their apps under ``ExplorationOptions/mergeByRecordedState``, a
/// heuristic: the recorded UI and session stand in for the app).
struct StateTable {
    /// One state: its hash, what it stands for, and the next entry in its bucket (or -1). Its node
    /// is at the same index in `kept`.
    private struct Entry {
        let hash: Int
        let value: Int
        var next: Int
    }

    /// The first entry of each bucket, a power of two of them, chosen by the hash's low bits: the
    /// hash is already well mixed, and a dictionary keyed by it would hash it again.
    private var buckets: [Int]
    private var entries: [Entry] = []
    private var kept: [TimelineNode] = []

    /// Room for a small unit's states.
    init() {
        buckets = Array(repeating: -1, count: Self.initialBuckets)
        entries.reserveCapacity(Self.initialBuckets)
        kept.reserveCapacity(Self.initialBuckets)
    }

    /// The buckets of an empty table.
    private static let initialBuckets = 16

    /// The states kept.
    var count: Int { entries.count }

    /// Forgets every state, keeping the storage (a table grown past a small unit's size starts
    /// small again, rather than clearing every bucket for each unit after it).
    mutating func removeAll() {
        if buckets.count > Self.initialBuckets * 64 {
            buckets = Array(repeating: -1, count: Self.initialBuckets)
        } else {
            for entry in entries { buckets[entry.hash & (buckets.count - 1)] = -1 }
        }
        entries.removeAll(keepingCapacity: true)
        kept.removeAll(keepingCapacity: true)
    }

    /// What the state equal to `node`'s, among those kept with `hash`, stands for; nil when there is
    /// none. States compare with their apps unless `includingApp` is false.
    func value(equalTo node: TimelineNode, hash: Int, includingApp: Bool) -> Int? {
        var entry = buckets[hash & (buckets.count - 1)]
        while entry >= 0 {
            if entries[entry].hash == hash && kept[entry].run.isSameState(as: node.run, includingApp: includingApp) {
                return entries[entry].value
            }
            entry = entries[entry].next
        }
        return nil
    }

    /// Keeps `node`'s state, of `hash`, standing for `value`.
    mutating func add(_ node: consuming TimelineNode, hash: Int, value: Int) {
        if entries.count >= buckets.count { grow() }
        let bucket = hash & (buckets.count - 1)
        entries.append(Entry(hash: hash, value: value, next: buckets[bucket]))
        buckets[bucket] = entries.count - 1
        kept.append(node)
    }

    /// Twice the buckets, every entry linked again in its new bucket: at most one entry a bucket
    /// on average.
    private mutating func grow() {
        buckets = Array(repeating: -1, count: buckets.count * 2)
        let mask = buckets.count - 1
        for index in entries.indices {
            let bucket = entries[index].hash & mask
            entries[index].next = buckets[bucket]
            buckets[bucket] = index
        }
    }
}
