import SimulationKit
import Testing

@testable import Exploration

/// A unit's UI lines and transitions are kept sorted as they are inserted: the result spells them
/// in order without sorting, and compares them with the last unit's as they stand.
@Suite("sorted numbers: a small set kept in order")
struct SortedNumbersTests {
    @Test("inserting in any order keeps each number once, ascending, as a Set sorted would")
    func matchesSortedSet() {
        var generator = SplitMix64(seed: 16)
        for _ in 0..<50 {
            var numbers = SortedNumbers()
            var reference: Set<Int> = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                let number = Int.random(in: -5...30, using: &generator) << (Bool.random(using: &generator) ? 32 : 0)
                numbers.insert(number)
                reference.insert(number)
            }
            #expect(numbers.elements == reference.sorted())
        }
    }

    @Test("removing all empties the set; what is inserted after starts afresh")
    func removeAll() {
        var numbers = SortedNumbers()
        for number in [5, 1, 3, 1, 5] { numbers.insert(number) }
        #expect(numbers.elements == [1, 3, 5])
        numbers.removeAll()
        #expect(numbers.elements.isEmpty)
        numbers.insert(2)
        #expect(numbers.elements == [2])
    }
}
