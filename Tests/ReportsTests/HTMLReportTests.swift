import Replay
import Reports
import Testing

@Suite("HTML report of a suite")
struct HTMLReportTests {
    @Test("summary first, failures with messages and their SVG inline, passing runs collapsed, no script")
    func page() throws {
        let passing = try playScenario(allowOnceScenario, file: "pass.scenario")
        let failing = try playScenario(
            allowOnceScenario.replacingOccurrences(of: "== notDetermined", with: "== denied"), file: "fail.scenario")
        let results = [
            HTMLReport.Scenario(
                name: "Allow Once expires", file: "pass.scenario", passed: true, header: passing.header,
                records: passing.records, outcome: passing.outcome),
            HTMLReport.Scenario(
                name: "Allow Once <broken>", file: "fail.scenario", passed: false,
                failures: failing.outcome.failures.map(\.message), diff: "-  28.006752s callback\n+  none",
                header: failing.header, records: failing.records, outcome: failing.outcome),
        ]
        let coverage = RuleCoverage(rulesFired: [passing.outcome.rulesFired, failing.outcome.rulesFired])
        let html = HTMLReport.suite(results, coverage: coverage)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(!html.contains("<script"))
        #expect(html.contains("2 scenarios: 1 passed, 1 failed</td>"))
        #expect(html.contains("<tr><th>seed</th><td>7</td></tr>"))
        #expect(html.contains("<tr><th>profile</th><td>ios27-simulator</td></tr>"))
        #expect(html.contains("✗ FAILED: Allow Once &lt;broken&gt;"))
        #expect(html.contains("status == denied, got status=notDetermined"))
        #expect(html.contains("<pre class=\"diff\">-  28.006752s callback\n+  none</pre>"))
        #expect(html.contains("<details>\n<summary>✓ passed: Allow Once expires"))
        #expect(html.contains("url(#f1-hatch-bg)"))
        #expect(html.contains("url(#p1-hatch-bg)"))
        #expect(html.contains("rule coverage over 2 runs"))
        let summary = html.range(of: "table class=\"summary\"")!.lowerBound
        let failed = html.range(of: "<h2>Failed</h2>")!.lowerBound
        let passed = html.range(of: "<h2>Passed</h2>")!.lowerBound
        #expect(summary < failed && failed < passed)
        #expect(html.components(separatedBy: "<svg ").count == 3)
        #expect(html.components(separatedBy: "</svg>").count == 3)
        #expect(html.components(separatedBy: "<details>").count == html.components(separatedBy: "</details>").count)
        #expect(html == HTMLReport.suite(results, coverage: coverage))
    }
}
