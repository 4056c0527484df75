import Exploration
import Replay
import Testing

/// The counterexample's title names the check's line in its own (rewritten) text, where its run's
/// failure marker points, and the explored scenario's line beside it (issue #15 item 9).
@Suite("a counterexample names the check's line where its run does")
struct CounterexampleLineTests {
    @Test("title, first comments and report line name the rewritten line, then the original one")
    func titleAndMarkerAgree() throws {
        let report = try Explorer.explore(input(classic, file: "dir/classic.scenario"), options: options())
        let failure = try #require(report.failures.first)
        let example = try #require(failure.counterexample)
        #expect(failure.check.line == 7)
        let lines = example.text.split(separator: "\n", omittingEmptySubsequences: false)
        let own = try #require(lines.lastIndex { $0.hasSuffix("expect status != notDetermined") }) + 1
        #expect(own != failure.check.line)
        #expect(example.line == own)
        let label = "line \(own) (line 7 of classic.scenario): expect status != notDetermined"
        #expect(example.text.contains("# breaks \(label)\n"))
        #expect(example.text.contains("counterexample: \(label)\"\n"))
    }

}
