import LocationSystem

/// Which catalog rules produced records, and — when a run counts them — how many each: one counter
/// per rule in catalog order, so counting a record is an array increment (a run counts every record
/// it makes; exploration makes millions).
///
/// Exploration only needs to know which rules fired on a timeline, so its runs keep just the set
/// (a bit per rule, in two words: up to 128 rules): the counters are an array that a forked run
/// would copy on its first count.
public struct RuleCounts: Hashable, Sendable {
    /// Empty until the first count: a run that only marks rules never allocates it.
    private var counts: [Int] = []
    /// Bit `ordinal` set for each rule that fired: ordinals 0–63 here, 64–127 in ``firedHigh``.
    private var fired: UInt64 = 0
    private var firedHigh: UInt64 = 0

    /// No rule counted yet.
    public init() {}

    /// Counts `count` more records of `rule`.
    public mutating func add(_ rule: RuleID, _ count: Int = 1) {
        allocateCounts()
        counts[rule.ordinal] += count
        setBit(rule.ordinal)
    }

    /// Notes that `rule` fired without counting it: exploration only asks which rules each timeline
    /// fired, and a count per rule would be an array for every run it forks.
    public mutating func mark(_ rule: RuleID) {
        setBit(rule.ordinal)
    }

    /// Adds every count of `other` (and notes every rule it marked).
    public mutating func add(_ other: RuleCounts) {
        fired |= other.fired
        firedHigh |= other.firedHigh
        guard !other.counts.isEmpty else { return }
        if counts.isEmpty {
            counts = other.counts
            return
        }
        for index in counts.indices { counts[index] += other.counts[index] }
    }

    /// Counts one for each rule that fired at all in `other`: timelines per rule, in exploration.
    public mutating func addOnce(_ other: RuleCounts) {
        guard other.fired != 0 || other.firedHigh != 0 else { return }
        allocateCounts()
        other.forEachFired { index in
            counts[index] += 1
            setBit(index)
        }
    }

    /// The rules that were counted, by name, with their counts (a rule only marked is left out).
    /// Only the rules whose bit is set are looked at: a count is never set without its bit.
    public var byName: [String: Int] {
        var named: [String: Int] = [:]
        named.reserveCapacity(fired.nonzeroBitCount + firedHigh.nonzeroBitCount)
        let catalog = RuleID.allCases
        forEachFired { index in
            if index < counts.count && counts[index] > 0 { named[catalog[index].rawValue] = counts[index] }
        }
        return named
    }

    /// Equal when the same rules fired with the same counts, as ``hash(into:)`` hashes them: the
    /// counters of rules that did not fire are zero or not allocated, and comparing them all would
    /// walk the whole catalog for each unit whose counts exploration looks up.
    public static func == (lhs: RuleCounts, rhs: RuleCounts) -> Bool {
        guard lhs.fired == rhs.fired, lhs.firedHigh == rhs.firedHigh else { return false }
        var same = true
        lhs.forEachFired { index in
            if same && lhs.count(at: index) != rhs.count(at: index) { same = false }
        }
        return same
    }

    /// The count of the rule of `ordinal` (zero before any count).
    private func count(at ordinal: Int) -> Int {
        ordinal < counts.count ? counts[ordinal] : 0
    }

    /// Hashes which rules fired and their counts, not the counters of the rules that did not (a
    /// count is never set without its bit): exploration keys the names of each unit's counts by them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fired)
        hasher.combine(firedHigh)
        forEachFired { index in hasher.combine(count(at: index)) }
    }

    /// Calls `body` with the ordinal of each rule that fired, in catalog order.
    private func forEachFired(_ body: (Int) -> Void) {
        func each(_ word: UInt64, from offset: Int) {
            var remaining = word
            while remaining != 0 {
                body(offset + remaining.trailingZeroBitCount)
                remaining &= remaining - 1
            }
        }
        each(fired, from: 0)
        each(firedHigh, from: 64)
    }

    /// The rules that fired, counted or only marked, in catalog order: ``byName`` names only the
    /// counted ones, so a run that only marks rules (an exploring run) lists them here.
    public var rules: [RuleID] {
        RuleID.allCases.enumerated().filter { isSet($0.offset) }.map(\.element)
    }

    private mutating func allocateCounts() {
        if counts.isEmpty { counts = [Int](repeating: 0, count: RuleID.allCases.count) }
    }

    private mutating func setBit(_ ordinal: Int) {
        precondition(ordinal < 128, "RuleCounts keeps one bit per rule: 128 rules at most")
        if ordinal < 64 {
            fired |= 1 << UInt64(ordinal)
        } else {
            firedHigh |= 1 << UInt64(ordinal - 64)
        }
    }

    private func isSet(_ ordinal: Int) -> Bool {
        ordinal < 64 ? fired & (1 << UInt64(ordinal)) != 0 : firedHigh & (1 << UInt64(ordinal - 64)) != 0
    }
}
