import AppModels
import Exploration
import Testing

@Suite("PairwiseCover: a greedy covering array of every pair of levels")
struct PairwiseCoverTests {
    @Test("the cover of run-screen's five conditions has 20 rows and covers every pair, each row a valid screen")
    func runScreenConditionsAreCovered() {
        let rows = PairwiseCover.greedy(levels: RunConditions.levels)
        #expect(rows.count == 20, "the lower bound: 5 access levels × 4 motion levels")
        #expect(PairwiseCover.coversAllPairs(rows, levels: RunConditions.levels))
        #expect(!PairwiseCover.coversAllPairs(Array(rows.dropLast()), levels: RunConditions.levels))
        #expect(rows[0] == [0, 0, 0, 0, 0])
        for row in rows {
            let conditions = RunConditions(levels: row)
            #expect(RunScreen(conditions).violations(for: conditions).isEmpty)
        }
    }

    @Test("the same levels always give the same rows")
    func coverIsDeterministic() {
        #expect(
            PairwiseCover.greedy(levels: RunConditions.levels) == PairwiseCover.greedy(levels: RunConditions.levels))
        #expect(PairwiseCover.greedy(levels: [3, 2, 2]) == PairwiseCover.greedy(levels: [3, 2, 2]))
    }

    @Test(
        "every pair of levels of every two factors appears in some row",
        arguments: [[2, 2], [3, 2, 2], [4, 3, 2, 2]])
    func everyPairAppears(_ levels: [Int]) {
        let rows = PairwiseCover.greedy(levels: levels)
        for i in levels.indices {
            for j in levels.indices where j > i {
                for a in 0..<levels[i] {
                    for b in 0..<levels[j] {
                        #expect(rows.contains { $0[i] == a && $0[j] == b }, "factors \(i), \(j) levels \(a), \(b)")
                    }
                }
            }
        }
    }
}
