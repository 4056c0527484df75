import Replay
import Testing

@Suite("GoldenDiff: every differing region, readable")
struct GoldenDiffTests {
    @Test("equal texts have no diff")
    func equal() {
        #expect(GoldenDiff.between(expected: "a\nb\n", actual: "a\nb\n") == nil)
    }

    @Test("every differing region shows, each with its context, line and time")
    func everyHunk() throws {
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
        #expect(diff.hunks.count == 3)
        #expect(diff.omitted == 0)
        #expect(
            diff.description == """
                golden differs at line 5 (time 5.000s):
                      2 |     2.000s     step  line 2
                      3 |     3.000s     step  line 3
                      4 |     4.000s     step  line 4
                  -   5 |     5.000s     step  line 5
                  +   5 |     5.000s     step  CHANGED
                and at line 10 (time 9.500s):
                      7 |     7.000s     step  line 7
                      8 |     8.000s     step  line 8
                      9 |     9.000s     step  line 9
                  +  10 |     9.500s     step  INSERTED
                and at line 16 (line 15 of the golden, time 15.000s):
                     12 |     12.000s     step  line 12
                     13 |     13.000s     step  line 13
                     14 |     14.000s     step  line 14
                  -  15 |     15.000s     step  line 15
                  +  16 |    15.000s     step  CHANGED TOO

                """)
    }

    @Test("past 8 regions the rest are counted, regions and lines, and --diff full is named")
    func hunkLimit() throws {
        let golden = (1...100).map { "line \($0)" }
        let run = golden.enumerated().map { $0.offset % 10 == 5 ? "changed \($0.offset)" : $0.element }
        let diff = try #require(
            GoldenDiff.between(expected: golden.joined(separator: "\n"), actual: run.joined(separator: "\n")))
        #expect(diff.hunks.count == GoldenDiff.maximumHunks)
        #expect(diff.omittedHunks == 2)
        #expect(diff.omitted == 4)
        #expect(
            diff.description.hasSuffix(
                "     (and 4 more differing lines in 2 more regions further on; --diff full shows them all)\n"))
        let full = try #require(
            GoldenDiff.between(
                expected: golden.joined(separator: "\n"), actual: run.joined(separator: "\n"), extent: .full))
        #expect(full.hunks.count == 10)
        #expect(full.omitted == 0)
        #expect(!full.description.contains("further on"))
    }

    @Test("--diff full shows every line of a region longer than 12 lines, and pairs 3,000 changed lines by position")
    func fullExtent() throws {
        let golden = (1...3_000).map { "    \($0).000s  line" }
        let run = (1...3_000).map { $0 % 2 == 0 ? "    \($0).001s  line" : "    \($0).000s  line" }
        let text = (golden.joined(separator: "\n"), run.joined(separator: "\n"))
        let limited = try #require(GoldenDiff.between(expected: text.0, actual: text.1))
        #expect(limited.hunks.count == 1)
        #expect(limited.omitted == 2 * 2_999 - 24)
        let full = try #require(GoldenDiff.between(expected: text.0, actual: text.1, extent: .full))
        #expect(full.hunks.count == 1_500)
        #expect(full.hunks.allSatisfy { $0.expected.count == 1 && $0.actual.count == 1 })
        #expect(full.hunks.last?.actual == ["    3000.001s  line"])
        #expect(full.omitted == 0)
    }

    @Test("an inserted line shows as + only")
    func insertion() throws {
        let diff = try #require(GoldenDiff.between(expected: "a\nb\nc\n", actual: "a\nb\nnew\nc\n"))
        #expect(diff.expected.isEmpty)
        #expect(diff.actual == ["new"])
        #expect(diff.line == 3)
    }

    @Test("a golden's control characters are shown escaped in the diff, not sent to the terminal")
    func controlCharactersEscaped() throws {
        let diff = try #require(GoldenDiff.between(expected: "a\n\u{1B}[2Jb\u{202E}\n", actual: "a\nb\n"))
        #expect(diff.expected == ["\u{1B}[2Jb\u{202E}"], "the diff's lines are the golden's own")
        #expect(diff.description.contains("| \\u{1B}[2Jb\\u{202E}\n"), "\(diff.description)")
        #expect(!diff.description.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    }
}
