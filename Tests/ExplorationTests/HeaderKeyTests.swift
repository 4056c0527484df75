import Testing

@testable import Exploration

/// Setups are cached by a key the static choices give each header: equal keys must mean equal
/// headers (the cache hands one header's setup to the other), and different headers different keys.
@Suite("StaticChoices.headerKey: one key for each header a rewrite makes")
struct HeaderKeyTests {
    static let text = """
        model authorization
        set allowOnceExpiry 10s..20s step 5s
        fault delayCallback 2s
        0s      launch
        1s      tap "Start run"
        2s..4s step 1s background
        end 30s
        """

    /// Every combination of `statics`' values.
    static func combinations(_ statics: StaticChoices) -> [[Int]] {
        (0..<statics.combinations).map { statics.values(at: $0) }
    }

    @Test("keys are equal exactly when the rewritten headers are, the window aside")
    func keyFollowsHeader() throws {
        let statics = StaticChoices(try input(Self.text))
        #expect(statics.points.map(\.count) == [3, 2, 3])
        let all = Self.combinations(statics)
        for a in all {
            for b in all {
                let sameHeader = statics.rewrite(a).header == statics.rewrite(b).header
                #expect((statics.headerKey(a) == statics.headerKey(b)) == sameHeader, "\(a) against \(b)")
            }
        }
    }

    @Test("the boundary copy shares the cache, and its index for a value is another: keys still name values")
    func boundaryCopyNamesTheSameValues() throws {
        let text = Self.text.replacingOccurrences(of: "10s..20s step 5s", with: "10s..30s step 5s")
        let written = StaticChoices(try input(text))
        let boundaries = written.boundaries()
        // Index 1 of the range is 15 s as written, but the middle, 20 s, in the boundary copy.
        #expect(written.rewrite([1, 0, 0]).header != boundaries.rewrite([1, 0, 0]).header)
        #expect(written.headerKey([1, 0, 0]) != boundaries.headerKey([1, 0, 0]))
        #expect(written.headerKey([2, 0, 0]) == boundaries.headerKey([1, 0, 0]))
        let first = try written.prepare([1, 0, 0]).get()
        let second = try boundaries.prepare([1, 0, 0]).get()
        #expect(first.scenario.header != second.scenario.header)
        #expect(first.configuration != second.configuration)
    }
}
