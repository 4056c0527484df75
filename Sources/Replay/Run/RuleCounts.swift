import LocationSystem

/// How many records each catalog rule produced in a run: one counter per rule in catalog order,
/// so counting a record is an array increment (a run counts every record it makes; exploration
/// makes millions).
struct RuleCounts: Hashable, Sendable {
    private var counts = [Int](repeating: 0, count: RuleID.allCases.count)

    mutating func add(_ rule: RuleID, _ count: Int = 1) {
        counts[rule.ordinal] += count
    }

    /// Adds a record's rule, given as it is printed (`AUTH-3`).
    mutating func add(named name: String) {
        if let rule = RuleID(rawValue: name) { add(rule) }
    }

    mutating func add(_ other: RuleCounts) {
        for index in counts.indices { counts[index] += other.counts[index] }
    }

    /// The rules that fired, by name, with their counts.
    var byName: [String: Int] {
        var named: [String: Int] = [:]
        for (index, rule) in RuleID.allCases.enumerated() where counts[index] > 0 {
            named[rule.rawValue] = counts[index]
        }
        return named
    }
}
