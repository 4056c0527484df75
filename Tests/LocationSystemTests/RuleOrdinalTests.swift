import Testing

@testable import LocationSystem

@Suite("RuleID.ordinal: a rule's place in the catalog, read from its tag")
struct RuleOrdinalTests {
    @Test("the tag fits a byte, so reading one byte reads all of it")
    func oneByte() {
        #expect(MemoryLayout<RuleID>.size == 1)
        #expect(RuleID.allCases.count < 256)
    }

    @Test("each rule's ordinal is its index in allCases", arguments: Array(RuleID.allCases.enumerated()))
    func ordinal(_ pair: (offset: Int, element: RuleID)) {
        #expect(pair.element.ordinal == pair.offset)
    }
}
