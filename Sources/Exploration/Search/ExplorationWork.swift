import Foundation

/// The work of one exploration shared by its workers in one round: first the static combinations
/// to split into units (planning runs each to its first choice), then the units this shard owns.
/// One round rather than two: a journey explores in about a millisecond, and waking the workers
/// twice cost a noticeable part of it.
///
/// A worker that finds no combination left waits for the ones other workers are planning; those
/// are running, so the wait ends, and no worker ever waits for one that has not started. The units
/// come out in combination order whatever the workers, and results go to fixed slots.
final class ExplorationWork: @unchecked Sendable {
    /// The units once planned, each taken out by the worker that explores it.
    private struct Plan {
        /// Every unit of the exploration; nil once a worker has taken it.
        var units: [PlannedUnit?]
        /// The indices of the units this shard explores.
        var mine: [Int]
    }

    private let lock = ShortLock()
    /// Where workers wait for the plan to settle.
    private let settled = LookThenSleep()
    private let splitCount: Int
    private var splits: [[PlannedUnit]]
    private var splitsTaken = 0
    private var splitsDone = 0
    private let shard: Shard
    private var plan: Plan?
    private var unitsTaken = 0
    private var results: [UnitResult?] = []

    /// Work whose units are `ready`, or that has `splitCount` combinations to split first.
    init(splitCount: Int, ready: [PlannedUnit], shard: Shard) {
        self.splitCount = splitCount
        self.shard = shard
        splits = Array(repeating: [], count: splitCount)
        if splitCount == 0 { settle(ready) }
    }

    /// The next combination to split, or nil when every one is taken.
    func nextSplit() -> Int? {
        lock.acquire()
        defer { lock.release() }
        guard splitsTaken < splitCount else { return nil }
        splitsTaken += 1
        return splitsTaken - 1
    }

    /// Stores a combination's units; the last one settles the plan and wakes the waiting workers.
    func finishSplit(_ index: Int, _ units: [PlannedUnit]) {
        let last = lock.withLock {
            splits[index] = units
            splitsDone += 1
            if splitsDone == splitCount {
                settle(splits.joined())
                splits = []
            }
            return splitsDone == splitCount
        }
        if last { settled.wakeAll() }
    }

    private func settle(_ planned: some Sequence<PlannedUnit>) {
        let units = planned.map { Optional($0) }
        let mine = units.indices.filter { shard.owns($0) }
        plan = Plan(units: units, mine: mine)
        results = Array(repeating: nil, count: mine.count)
    }

    /// How many units the plan holds (this shard's and the others'), once every combination is split.
    func settledUnitCount() -> Int {
        // The other splits usually end within tens of microseconds.
        settled.wait { lock.withLock { plan != nil } }
        return lock.withLock { plan!.units.count }
    }

    /// The next unit this shard explores — its slot in ``Plan/mine``, its index in the plan, and the
    /// unit itself, moved out rather than copied (a copy retains every buffer of its run) — or nil.
    ///
    /// - Precondition: the plan is settled (``settledUnitCount()`` returned).
    func nextUnit() -> (slot: Int, index: Int, unit: PlannedUnit)? {
        lock.acquire()
        defer { lock.release() }
        guard let mine = plan?.mine, unitsTaken < mine.count else { return nil }
        let slot = unitsTaken
        unitsTaken += 1
        guard let unit = plan!.units[mine[slot]].take() else { preconditionFailure("a unit taken twice") }
        return (slot, mine[slot], unit)
    }

    /// Stores the result of the unit at `slot`.
    func store(_ result: UnitResult, at slot: Int) {
        lock.withLock { results[slot] = result }
    }

    /// Every result, in slot order.
    var allResults: [UnitResult] {
        lock.withLock { results.compactMap { $0 } }
    }
}
