import Foundation
import Testing

@testable import ScenarioLanguage

/// A 10 MB scenario parses whole, every line kept. That the parse is linear in the size is asserted
/// by instruction counts, which do not drift with the machine: Scripts/perf/parse-instructions.sh,
/// run by CI (step 6b), fails when 4 MB costs more than 4.4 times 1 MB.
@Suite struct LargeInputTests {
    @Test("a 10 MB scenario parses into every one of its lines")
    func tenMegabytesParse() throws {
        var text = "scenario \"long run\"\nmodel recorder\n0s launch\n"
        var line = 0
        while text.utf8.count < 10_000_000 {
            line += 1
            text += "+1s     deliver fix 51.50\(line % 10)7,-0.1246 accuracy 5   # fix \(line)\n"
            text += "        expect status in [authorizedWhenInUse, 3] and accuracy == full\n"
        }
        let scenario = try ScenarioParser.parse(text, file: "big.scenario").get()
        #expect(scenario.timeline.count == 1 + 2 * line)
        #expect(scenario.timeline.last?.location.line == 3 + 2 * line)
    }
}
