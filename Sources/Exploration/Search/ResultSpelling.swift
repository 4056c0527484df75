import Replay

/// The lists a unit's result spells out — the UI lines it reached, its transitions, its rules by
/// name — kept by what they were spelled from, for the next unit of the same worker. Most units of
/// one exploration reach the same UIs and fire the same rules (the bench scenario's 210 units, a
/// few kinds), and spelling, sorting and later freeing the same strings for each cost as much as
/// exploring a timeline. A unit that repeats an earlier one's lists shares their storage.
struct ResultSpelling {
    private var uiStates: [[Int]: [String]] = [:]
    private var transitions: [[Int]: [[String]]] = [:]
    private var rules: [RuleCounts: [String: Int]] = [:]

    /// The lines numbered `numbers` in `lines`, in the order of their text.
    mutating func uiStates(_ numbers: Set<Int>, lines: UILines) -> [String] {
        Self.remembered(numbers.sorted(), in: &uiStates) { $0.map { lines.line($0) }.sorted() }
    }

    /// The transitions `pairs` (`from << 32 | to`, by line number) as `[from, to]` lines, in the
    /// order of their text.
    mutating func transitions(_ pairs: Set<Int>, lines: UILines) -> [[String]] {
        Self.remembered(pairs.sorted(), in: &transitions) {
            $0.map { [lines.line($0 >> 32), lines.line($0 & 0xFFFF_FFFF)] }.sorted { $0.lexicographicallyPrecedes($1) }
        }
    }

    /// `counts` by rule name (``RuleCounts/byName``).
    mutating func rules(_ counts: RuleCounts) -> [String: Int] {
        Self.remembered(counts, in: &rules) { $0.byName }
    }

    /// What `table` holds for `key`, spelled by `spell` and kept the first time.
    private static func remembered<Key: Hashable, Value>(
        _ key: Key, in table: inout [Key: Value], spell: (Key) -> Value
    ) -> Value {
        if let known = table[key] { return known }
        let spelled = spell(key)
        table[key] = spelled
        return spelled
    }
}
