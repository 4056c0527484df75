/// A greedy pairwise covering array: rows of factor levels such that every pair of levels, for every
/// two factors, appears in at least one row.
///
/// Exhaustive products grow multiplicatively, and most interaction bugs involve two factors (seed
/// 001). The greedy choice is deterministic — candidates in lexicographic order, ties to the first —
/// so the same factors always give the same rows, which a regression suite and sharded exploration
/// both need. On seed 001's five conditions (5 × 2 × 2 × 4 × 2 = 160) it gives 20 rows, the lower
/// bound set by the two largest factors.
///
/// ```swift
/// let rows = PairwiseCover.greedy(levels: [5, 2, 2, 4, 2])
/// rows.count       // 20
/// rows[0]          // [0, 0, 0, 0, 0]
/// ```
public enum PairwiseCover {
    /// The covering rows for factors with `levels[i]` levels each (level indices `0..<levels[i]`).
    ///
    /// Complexity: O(rows × product × factors²); meant for the tens of thousands of combinations
    /// a test matrix has, not for millions. Limited to products of at most 1,000,000 rows.
    ///
    /// - Precondition: every factor has at least one level; the product is at most 1,000,000.
    public static func greedy(levels: [Int]) -> [[Int]] {
        precondition(levels.allSatisfy { $0 > 0 }, "every factor needs a level: \(levels)")
        let product = levels.reduce(1) { $0 * $1 }
        precondition(product <= 1_000_000, "pairwise over \(product) combinations is past the limit of 1,000,000")
        guard levels.count >= 2 else { return (0..<(levels.first ?? 1)).map { [$0] } }
        let candidates = allRows(levels: levels)
        let index = PairIndex(levels: levels)
        var covered = [Bool](repeating: false, count: index.count)
        var remaining = index.count
        var chosen: [[Int]] = []
        while remaining > 0 {
            var best = 0
            var bestGain = -1
            for (position, row) in candidates.enumerated() {
                let gain = index.pairs(of: row).reduce(0) { $0 + (covered[$1] ? 0 : 1) }
                if gain > bestGain {
                    best = position
                    bestGain = gain
                }
            }
            for pair in index.pairs(of: candidates[best]) where !covered[pair] {
                covered[pair] = true
                remaining -= 1
            }
            chosen.append(candidates[best])
        }
        return chosen
    }

    /// Whether `rows` hold every pair of levels for every two factors: the property a cover must have.
    public static func coversAllPairs(_ rows: [[Int]], levels: [Int]) -> Bool {
        let index = PairIndex(levels: levels)
        var covered = [Bool](repeating: false, count: index.count)
        for row in rows { for pair in index.pairs(of: row) { covered[pair] = true } }
        return covered.allSatisfy { $0 }
    }

    /// The full product in lexicographic order (the last factor varies fastest).
    static func allRows(levels: [Int]) -> [[Int]] {
        levels.reduce([[]]) { rows, count in rows.flatMap { row in (0..<count).map { row + [$0] } } }
    }

    /// Numbers every (factor i, level a, factor j, level b) pair with i < j densely, so coverage is
    /// an array of flags rather than a hashed set.
    struct PairIndex {
        let levels: [Int]
        /// Where the block of pairs of factors (i, j) starts.
        var offsets: [[Int]]
        /// How many pairs there are.
        var count: Int

        init(levels: [Int]) {
            self.levels = levels
            offsets = Array(repeating: Array(repeating: 0, count: levels.count), count: levels.count)
            count = 0
            for i in levels.indices {
                for j in levels.indices where j > i {
                    offsets[i][j] = count
                    count += levels[i] * levels[j]
                }
            }
        }

        /// The numbers of the pairs `row` covers.
        func pairs(of row: [Int]) -> [Int] {
            var result: [Int] = []
            for i in row.indices {
                for j in row.indices where j > i {
                    result.append(offsets[i][j] + row[i] * levels[j] + row[j])
                }
            }
            return result
        }
    }
}
