import SimulationKit
import Testing

@testable import ScenarioLanguage

/// Inputs that are not clean text: bad UTF-8, binary, huge lines, huge files, a flood of errors.
@Suite struct ByteInputTests {
    private func rendered(_ bytes: [UInt8], limits: ScenarioLimits = .standard) -> String {
        switch ScenarioParser.parse(bytes: bytes, file: "x.scenario", limits: limits) {
        case .success: return "<parsed>"
        case .failure(let errors): return errors.rendered
        }
    }

    @Test func invalidUTF8IsReportedOnItsLineAndTheRestIsStillChecked() {
        let bytes = Array("0s launch\n1s tap \"".utf8) + [0xFF] + Array("\"\n2s backgrund\n".utf8)
        #expect(
            rendered(bytes) == """
                x.scenario:2:9: error: invalid UTF-8 (byte 0xFF at byte 9 of the line); a scenario is UTF-8 text
                    2 | 1s tap "\u{FFFD}"
                      |         ^
                x.scenario:3:4: error: unknown step "backgrund"; did you mean "background"?
                    3 | 2s backgrund
                      |    ^~~~~~~~~

                """)
    }

    @Test func aBidirectionalOverrideInAWordIsEscapedInTheMessageAndShownAsFFFDInTheExcerpt() {
        #expect(
            rendered(Array("0s lan\u{202E}ch\n".utf8)) == """
                x.scenario:1:4: error: unknown step "lan\\u{202E}ch"; did you mean "launch"?
                    1 | 0s lan\u{FFFD}ch
                      |    ^~~~~~

                """)
    }

    @Test func binaryGarbageGivesErrorsNotACrash() {
        var random = SplitMix64(seed: 42)
        let bytes = (0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let text = rendered(bytes)
        #expect(text.contains("error:"))
    }

    @Test func aNulByteIsAControlCharacter() {
        #expect(
            rendered(Array("0s launch\u{0}\n".utf8)) == """
                x.scenario:1:10: error: unexpected control character U+0000; expected text
                    1 | 0s launch\u{FFFD}
                      |          ^

                """)
    }

    @Test func aLineOverTheLimitIsOneError() {
        let long = "0s tap \"" + String(repeating: "a", count: 5000) + "\"\n"
        let text = rendered(Array(long.utf8))
        #expect(text.hasPrefix("x.scenario:1:1: error: line is 5009 bytes long; the limit is 4096\n"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count < 200 })
    }

    @Test func aFileOverTheLimitIsRefusedBeforeReading() {
        var limits = ScenarioLimits.standard
        limits.maximumFileBytes = 16
        #expect(
            rendered(Array("0s launch\n1s background\n".utf8), limits: limits) == """
                x.scenario:1:1: error: file is 24 bytes long; the limit is 16
                    1 |
                      | ^

                """)
    }

    @Test func emptyBytesAreAnEmptyFile() {
        #expect(rendered([]).hasPrefix("x.scenario:1:1: error: the file has no statements;"))
    }

    @Test func errorsStopAtTheLimitAndSaySo() {
        var limits = ScenarioLimits.standard
        limits.maximumErrors = 3
        let text = rendered(Array(String(repeating: "bogus\n", count: 10).utf8), limits: limits)
        #expect(text.components(separatedBy: ": error: ").count == 4)
        let note = "x.scenario: note: too many errors; stopped after 3 (at line 3); the lines after it were not checked"
        #expect(text.hasSuffix(note + "\n"))
    }

    @Test func aFileOf250BadLinesEndsWithAPlainNoteAfterThe200thError() {
        let text = rendered(Array(String(repeating: "0s lanch\n", count: 250).utf8))
        #expect(text.components(separatedBy: ": error: ").count == 201)
        #expect(
            text.hasSuffix(
                """
                x.scenario:200:4: error: unknown step "lanch"; did you mean "launch"?
                  200 | 0s lanch
                      |    ^~~~~
                x.scenario: note: too many errors; stopped after 200 (at line 200); the lines after it were not checked

                """))
    }

    @Test func allErrorsOfAFileAreReportedInLineOrder() throws {
        guard case .failure(let errors) = ScenarioParser.parse("sede 1\n0s lanch\nend 1x\n1s tap\n", file: "f") else {
            Issue.record("parsed")
            return
        }
        #expect(errors.errors.map(\.location.line) == [1, 2, 3, 4])
    }

    @Test func aByteOrderMarkAndCRLFAreAccepted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("0s launch\r\n1s background\r\n".utf8)
        guard case .success(let scenario) = ScenarioParser.parse(bytes: bytes, file: "f") else {
            Issue.record("did not parse")
            return
        }
        #expect(scenario.timeline.map(\.step) == [.launch, .background])
    }

    @Test func hugeNumbersAreErrorsNotOverflows() {
        for line in [
            "set approximateAccuracy 999999999.999km", "set approximateAccuracy 1000000000m",
            "position 1234567890.1,0", "seed 18446744073709551616", "end 9000000h",
        ] {
            #expect(rendered(Array("\(line)\n0s launch\n".utf8)).contains("error:"), "\(line)")
        }
    }
}
