/// The distinct states a unit has reached, each held whole with what it stands for (a choice
/// point's slot), found by its hash.
///
/// A state at a timeline's end is moved in when the timeline is done with it, so keeping it costs
/// nothing; one at a choice point is a copy of the run, as the timeline goes on. Each is hashed
/// where it lies and compared whole only with states of the same hash: two states merge only when
/// they are equal (without their apps under ``ExplorationOptions/mergeByRecordedState``, a
/// heuristic: the recorded UI and session stand in for the app).
struct StateTable {
    /// One state: what it stands for, and the next entry with the same hash (or -1). Its node is
    /// at the same index in `kept`.
    private struct Entry {
        let value: Int
        var next: Int
    }

    /// The first entry of each hash.
    private var heads: [Int: Int] = [:]
    private var entries: [Entry] = []
    private var kept: [TimelineNode] = []

    /// Room for a small unit's states.
    init() {
        heads.reserveCapacity(16)
        entries.reserveCapacity(16)
        kept.reserveCapacity(16)
    }

    /// The states kept.
    var count: Int { entries.count }

    /// Forgets every state, keeping the storage.
    mutating func removeAll() {
        heads.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        kept.removeAll(keepingCapacity: true)
    }

    /// What the state equal to `node`'s, among those kept with `hash`, stands for; nil when there is
    /// none. States compare with their apps unless `includingApp` is false.
    func value(equalTo node: TimelineNode, hash: Int, includingApp: Bool) -> Int? {
        var entry = heads[hash] ?? -1
        while entry >= 0 {
            if kept[entry].run.isSameState(as: node.run, includingApp: includingApp) { return entries[entry].value }
            entry = entries[entry].next
        }
        return nil
    }

    /// Keeps `node`'s state, of `hash`, standing for `value`.
    mutating func add(_ node: consuming TimelineNode, hash: Int, value: Int) {
        var entry = Entry(value: value, next: -1)
        Self.link(index: entries.count, head: &heads[hash, default: -1], next: &entry.next)
        entries.append(entry)
        kept.append(node)
    }

    /// Makes `index` the first entry of its hash and the former first (or -1) its next: one probe.
    private static func link(index: Int, head: inout Int, next: inout Int) {
        next = head
        head = index
    }
}
