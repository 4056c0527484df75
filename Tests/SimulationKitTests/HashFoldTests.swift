import Testing

@testable import SimulationKit

@Suite("HashFold: a state's words folded into one for the hasher")
struct HashFoldTests {
    static func fold(_ words: [UInt64]) -> UInt64 {
        var fold = HashFold()
        for word in words { fold.add(word) }
        return fold.value
    }

    @Test("equal lists fold equal, and a list with one word changed, anywhere, folds differently")
    func oneChangedWordFoldsDifferently() {
        let base: [UInt64] = [0, 1, 2, 0xFFFF_FFFF, 1 << 63, 42, 7, 0]
        #expect(Self.fold(base) == Self.fold(base))
        for position in base.indices {
            for replacement: UInt64 in [3, 1 << 32, ~0, base[position] ^ 1] where replacement != base[position] {
                var changed = base
                changed[position] = replacement
                #expect(Self.fold(changed) != Self.fold(base), "position \(position), word \(replacement)")
            }
        }
    }

    @Test("every list of two words below 128 folds to its own value, so order counts too")
    func smallListsAreDistinct() {
        var seen = Set<UInt64>()
        for first: UInt64 in 0..<128 {
            for second: UInt64 in 0..<128 { seen.insert(Self.fold([first, second])) }
        }
        #expect(seen.count == 128 * 128)
    }

    @Test("an Int folds as its two's-complement bits")
    func intFoldsAsItsBits() {
        var fromInt = HashFold()
        fromInt.add(-1)
        fromInt.add(5)
        #expect(fromInt.value == Self.fold([~0, 5]))
    }
}
