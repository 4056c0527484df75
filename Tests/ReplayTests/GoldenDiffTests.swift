import Replay
import Testing

@Suite("GoldenDiff: the first differing region, readable")
struct GoldenDiffTests {
    @Test("equal texts have no diff")
    func equal() {
        #expect(GoldenDiff.between(expected: "a\nb\n", actual: "a\nb\n") == nil)
    }

    @Test("a changed line shows alone, with context, and the later changes are counted")
    func firstHunkOnly() throws {
        let golden = (1...20).map { "    \($0).000s     step  line \($0)" }.joined(separator: "\n")
        var lines = golden.split(separator: "\n").map(String.init)
        lines[4] = "    5.000s     step  CHANGED"
        lines.insert("    9.500s     step  INSERTED", at: 9)
        lines[15] = "   15.000s     step  CHANGED TOO"
        let diff = try #require(GoldenDiff.between(expected: golden, actual: lines.joined(separator: "\n")))
        #expect(diff.line == 5)
        #expect(diff.expected == ["    5.000s     step  line 5"])
        #expect(diff.actual == ["    5.000s     step  CHANGED"])
        #expect(diff.time == "5.000s")
        #expect(diff.omitted == 3)
        #expect(
            diff.description == """
                golden differs at line 5 (time 5.000s):
                     2 |     2.000s     step  line 2
                     3 |     3.000s     step  line 3
                     4 |     4.000s     step  line 4
                  -  5 |     5.000s     step  line 5
                  +  5 |     5.000s     step  CHANGED
                     (and 3 more differing lines further on)

                """)
    }

    @Test("an inserted line shows as + only")
    func insertion() throws {
        let diff = try #require(GoldenDiff.between(expected: "a\nb\nc\n", actual: "a\nb\nnew\nc\n"))
        #expect(diff.expected.isEmpty)
        #expect(diff.actual == ["new"])
        #expect(diff.line == 3)
    }
}
