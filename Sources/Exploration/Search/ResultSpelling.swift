import Replay

/// The lists a unit's result spells out — the UI lines it reached, its transitions, its rules by
/// name — kept by what they were spelled from, for the next unit of the same worker. Most units of
/// one exploration reach the same UIs and fire the same rules (the bench scenario's 210 units, a
/// few kinds), and spelling, sorting and later freeing the same strings for each cost as much as
/// exploring a timeline. A unit that repeats an earlier one's lists shares their storage.
struct ResultSpelling {
    private var uiStates = Remembered<[Int], [String]>()
    private var transitions = Remembered<[Int], [[String]]>()
    private var rules = Remembered<RuleCounts, [String: Int]>()

    /// The lines numbered `numbers` (ascending) in `lines`, in the order of their text.
    mutating func uiStates(_ numbers: [Int], lines: UILines) -> [String] {
        uiStates.value(for: numbers) { $0.map { lines.line($0) }.sorted() }
    }

    /// The transitions `pairs` (`from << 32 | to`, by line number, ascending) as `[from, to]` lines,
    /// in the order of their text.
    mutating func transitions(_ pairs: [Int], lines: UILines) -> [[String]] {
        transitions.value(for: pairs) {
            $0.map { [lines.line($0 >> 32), lines.line($0 & 0xFFFF_FFFF)] }.sorted { $0.lexicographicallyPrecedes($1) }
        }
    }

    /// `counts` by rule name (``RuleCounts/byName``).
    mutating func rules(_ counts: RuleCounts) -> [String: Int] {
        rules.value(for: counts) { $0.byName }
    }

    /// Values spelled once by their key, the last one looked up held apart: a unit mostly repeats
    /// the unit before it, and comparing with that one key costs less than hashing it.
    private struct Remembered<Key: Hashable, Value> {
        private var table: [Key: Value] = [:]
        private var last: (key: Key, value: Value)?

        /// What is kept for `key`, spelled by `spell` and kept the first time.
        mutating func value(for key: Key, spell: (Key) -> Value) -> Value {
            if let last, last.key == key { return last.value }
            let value: Value
            if let known = table[key] {
                value = known
            } else {
                value = spell(key)
                table[key] = value
            }
            last = (key, value)
            return value
        }
    }
}
