import Foundation
import Testing

@testable import ScenarioLanguage

/// A 10 MB scenario parses in linear time; the figure is printed, not asserted (machines differ).
@Suite struct LargeInputTests {
    @Test func tenMegabytesParse() throws {
        var text = "scenario \"long run\"\nmodel recorder\n0s launch\n"
        var line = 0
        while text.utf8.count < 10_000_000 {
            line += 1
            text += "+1s     deliver fix 51.50\(line % 10)7,-0.1246 accuracy 5   # fix \(line)\n"
            text += "        expect status in [authorizedWhenInUse, 3] and accuracy == full\n"
        }
        let clock = ContinuousClock()
        var result: Result<Scenario, ScenarioErrors>?
        let elapsed = clock.measure { result = ScenarioParser.parse(text, file: "big.scenario") }
        let scenario = try #require(try result?.get())
        #expect(scenario.timeline.count == 1 + 2 * line)
        print("parsed \(text.utf8.count) bytes, \(scenario.timeline.count) lines in \(elapsed)")
    }
}
