import Replay
import ScenarioLanguage
import TestSupport
import Testing

/// The streamed golden comparison must say what the whole-text diff said, character for character.
@Suite("GoldenComparison: the streamed diff matches the whole-text diff")
struct GoldenComparisonTests {
    static let run = (1...40).map { "   \($0).000s     step  line \($0)" }

    static func text(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }

    /// Goldens of the 40-line run: (name, lines).
    static let variants: [(String, [String])] = {
        let changed: [String] = run.enumerated().map { $0.offset == 9 ? "   10.000s     step  CHANGED" : $0.element }
        let longer: [String] = run + ["   41.000s     step  extra", "   42.000s     step  extra"]
        let lastChanged: [String] = Array(run.dropLast()) + ["   40.000s     step  LAST"]
        let inserted: [String] = Array(run.prefix(2)) + ["    2.500s     step  new"] + Array(run.dropFirst(2))
        let deleted: [String] = Array(run.prefix(2)) + Array(run.dropFirst(3))
        return [
            ("matching", run), ("one line changed", changed), ("shorter than the run", Array(run.prefix(25))),
            ("longer than the run", longer), ("differing only at the last line", lastChanged),
            ("one line inserted early", inserted), ("one line deleted early", deleted), ("empty", []),
        ]
    }()

    @Test(
        "a matching golden, and goldens changed, shorter, longer, changed only at the end or with a line inserted early",
        arguments: variants)
    func variant(_ name: String, golden: [String]) {
        let expected = Self.text(golden)
        let actual = Self.text(Self.run)
        let streamed = GoldenDiff.between(expected: expected, actual: actual)?.description
        #expect(
            streamed
                == ReferenceGoldenDiff.description(expected: expected, actual: actual, showing: DisplayPath.escaped),
            "\(name)")
        #expect((streamed == nil) == (name == "matching"))
    }

    @Test("differences past 2,000 lines a side are shown unaligned, counted as before")
    func unaligned() {
        let golden = Self.text((0..<2_500).map { "line \($0)" })
        let run = Self.text((0..<2_600).map { $0 % 7 == 0 ? "line \($0)" : "other \($0)" })
        let streamed = GoldenDiff.between(expected: golden, actual: run)?.description
        #expect(streamed != nil)
        #expect(
            streamed == ReferenceGoldenDiff.description(expected: golden, actual: run, showing: DisplayPath.escaped))
    }

    @Test("thousands of random pairs of texts give the whole-text diff's text")
    func random() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = ["a", "b", "c", "", "a\r", "d d", "1.000s x"]
        var mismatches = 0
        for _ in 0..<3_000 {
            let base = (0..<next(30)).map { _ in alphabet[next(alphabet.count)] }
            var other = base
            for _ in 0..<next(4) {
                switch next(3) {
                case 0 where !other.isEmpty: other[next(other.count)] = alphabet[next(alphabet.count)]
                case 1: other.insert(alphabet[next(alphabet.count)], at: next(other.count + 1))
                default: if !other.isEmpty { other.remove(at: next(other.count)) }
                }
            }
            let golden = base.joined(separator: "\n") + (next(2) == 0 ? "\n" : "")
            let run = other.joined(separator: "\n") + "\n"
            if GoldenDiff.between(expected: golden, actual: run)?.description
                != ReferenceGoldenDiff.description(expected: golden, actual: run, showing: DisplayPath.escaped)
            {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }

    @Test("fed line by line, the comparison keeps only the region it shows: 100,000 equal lines then one change")
    func streamedLongRun() throws {
        var comparison = GoldenComparison()
        for index in 0..<100_000 { comparison.add(expected: "line \(index)", actual: "line \(index)") }
        comparison.add(expected: "old", actual: "new")
        comparison.add(expected: "", actual: "")
        #expect(comparison.suffixOffset == nil)
        let diff = try #require(comparison.diff())
        #expect(diff.line == 100_001)
        #expect(diff.context.map(\.0) == [99_998, 99_999, 100_000])
        #expect(diff.expected == ["old"])
        #expect(diff.actual == ["new"])
    }
}

@Suite("LineSplitter: pieces split where String.split splits the whole")
struct LineSplitterTests {
    @Test("any cut of a text into pieces gives String.split's lines, CR LF kept inside its line")
    func pieces() {
        let text = "a\nb\r\nc\n\n\r\n\rd\n\u{301}e\nlast"
        let whole = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let bytes = Array(text.utf8)
        for cut in 0...bytes.count {
            var splitter = LineSplitter()
            var lines: [String] = []
            for piece in [bytes[..<cut], bytes[cut...]] {
                Array(piece).withUnsafeBufferPointer { splitter.feed($0) { lines.append($0) } }
            }
            splitter.finish { lines.append($0) }
            #expect(lines == whole, "cut at \(cut)")
        }
    }

    @Test("a line longer than the limit is cut there and says how much more it had")
    func longLine() {
        var splitter = LineSplitter()
        var lines: [String] = []
        splitter.feed(String(repeating: "x", count: LineSplitter.maximumLineBytes + 5) + "\nshort") { lines.append($0) }
        splitter.finish { lines.append($0) }
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix(" … (line cut at \(LineSplitter.maximumLineBytes) bytes, 5 more)"))
        #expect(lines[1] == "short")
    }
}
