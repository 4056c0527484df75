import SimulationKit

/// One bit per expectation line of a run (failed, decided): the first 64 in a word of its own, so a
/// run's checks copy, compare and hash without a buffer for the scenarios people write, and any
/// number beyond in an array.
struct LineFlags: FoldHashable, Sendable {
    private var low: UInt64 = 0
    private var high: [UInt64] = []

    /// Folds in every word, for the tracker's hash.
    func fold(into fold: inout HashFold) {
        fold.add(low)
        fold.add(high.count)
        for word in high { fold.add(word) }
    }

    /// Whether bit `index` is set.
    func contains(_ index: Int) -> Bool {
        if index < 64 { return low & (1 << UInt64(index)) != 0 }
        let word = index / 64 - 1
        return word < high.count && high[word] & (1 << UInt64(index % 64)) != 0
    }

    /// Sets bit `index`.
    mutating func insert(_ index: Int) {
        if index < 64 {
            low |= 1 << UInt64(index)
            return
        }
        let word = index / 64 - 1
        while high.count <= word { high.append(0) }
        high[word] |= 1 << UInt64(index % 64)
    }

    /// Whether every bit in `range` is set.
    func containsAll(_ range: Range<Int>) -> Bool {
        if range.upperBound <= 64 {
            let count = UInt64(range.count)
            guard count > 0 else { return true }
            let ones: UInt64 = count == 64 ? ~0 : (1 << count) - 1
            let mask = ones << UInt64(range.lowerBound)
            return low & mask == mask
        }
        return range.allSatisfy(contains)
    }
}
