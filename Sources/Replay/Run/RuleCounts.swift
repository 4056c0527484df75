import LocationSystem

/// How many records each catalog rule produced: one counter per rule in catalog order, so counting
/// a record is an array increment (a run counts every record it makes; exploration makes millions).
public struct RuleCounts: Hashable, Sendable {
    private var counts = [Int](repeating: 0, count: RuleID.allCases.count)

    /// No rule counted yet.
    public init() {}

    /// Counts `count` more records of `rule`.
    public mutating func add(_ rule: RuleID, _ count: Int = 1) {
        counts[rule.ordinal] += count
    }

    /// Adds every count of `other`.
    public mutating func add(_ other: RuleCounts) {
        for index in counts.indices { counts[index] += other.counts[index] }
    }

    /// Counts one for each rule that fired at all in `other`: timelines per rule, in exploration.
    public mutating func addOnce(_ other: RuleCounts) {
        for index in counts.indices where other.counts[index] > 0 { counts[index] += 1 }
    }

    /// The rules that fired, by name, with their counts.
    public var byName: [String: Int] {
        var named: [String: Int] = [:]
        for (index, rule) in RuleID.allCases.enumerated() where counts[index] > 0 {
            named[rule.rawValue] = counts[index]
        }
        return named
    }
}
