import Foundation
import LocsimCLI
import Testing

/// A run that stops at 3 s (its step cannot happen) before lines due at 5 s, in a window to 20 s and
/// by 30 s: those lines are not reached, not failed.
let stoppedEarly = """
    scenario "Stops at 3 s"
    model recorder
    seed 7
    plist NSLocationWhenInUseUsageDescription "Shows where you are."

    0s      launch
            call createManager
    1s      call requestWhenInUseAuthorization
    3s      alert "Allow Always"
    5s      expect status == authorizedWhenInUse
            expect callback authorization status=4 between 3s and 20s
            eventually status == authorizedWhenInUse by 30s
            always status != denied

    """

@Suite("Expectations a run never reached: not reached, with the reason, counted apart")
struct NotReachedTests {
    static let reason = "(the run stopped at 3.000s: the step at line 9 could not happen)"

    @Test("the text timeline says not reached with the reason and counts them apart; exit 1 for the stop alone")
    func textTimeline() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let result = runLocsim(["run", scratch.write("a.scenario", stoppedEarly)])
        #expect(result.status == .failure)
        #expect(
            result.output.contains(
                "expect                     not reached line 10: expect status == authorizedWhenInUse \(Self.reason)\n")
        )
        #expect(
            result.output.contains(
                "not reached line 11: expect callback authorization status=authorizedWhenInUse between 3s and 20s \(Self.reason)\n"
            ))
        #expect(
            result.output.contains(
                "not reached line 12: eventually status == authorizedWhenInUse by 30s \(Self.reason)\n"))
        #expect(result.output.contains("pass line 13: always status != denied: held until the run stopped at 3.000s\n"))
        #expect(!result.output.contains("FAIL"))
        #expect(result.output.contains("# 4 expectations: 1 passed, 0 failed, 3 not reached · "))
    }

    @Test("JSON Lines marks each line reached=false and the summary counts notReached apart from failed")
    func jsonLines() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let result = runLocsim(["run", "--format", "jsonl", scratch.write("a.scenario", stoppedEarly)])
        #expect(
            result.output.contains(
                "\"line\":10,\"message\":\"expect status == authorizedWhenInUse \(Self.reason)\",\"passed\":false,\"reached\":false"
            ))
        #expect(result.output.contains("\"expectations\":4,\"failed\":0,"))
        #expect(result.output.contains("\"notReached\":3,\"passed\":1,"))
    }

    @Test("locsim test lists them after the stop, counts them in its summary, and JUnit skips each with the reason")
    func suiteAndJUnit() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", stoppedEarly)
        _ = runLocsim(["test", path, "--update"])
        let report = scratch.directory + "/junit.xml"
        let result = runLocsim(["test", path, "--junit", report])
        #expect(result.status == .failure)
        #expect(
            result.output.contains(
                "      \(path):10:9: not reached: expect status == authorizedWhenInUse \(Self.reason)\n"))
        #expect(!result.output.contains("expectation failed"))
        #expect(result.output.hasSuffix("0 passed, 1 failed; 3 expectations not reached\n"))
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains("tests=\"4\" failures=\"1\" errors=\"0\" skipped=\"3\""))
        #expect(
            xml.contains(
                "<testcase classname=\"\(scratch.directory.replacingOccurrences(of: "/", with: "."))\" name=\"a line 10\" file=\"\(path)\">\n      <skipped message=\"not reached: expect status == authorizedWhenInUse \(Self.reason)\"/>"
            ))
    }

    @Test("the HTML report lists them apart from the failures and counts them in its summary")
    func html() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", stoppedEarly)
        let report = scratch.directory + "/report.html"
        _ = runLocsim(["test", path, "--html", report])
        let page = try String(contentsOfFile: report, encoding: .utf8)
        #expect(page.contains("<tr><th>not reached</th><td>3 expectations in runs that stopped early</td></tr>"))
        #expect(
            page.contains(
                "<pre class=\"not-reached\">\(path):10:9: not reached: expect status == authorizedWhenInUse \(Self.reason)\n"
            ))
    }

    @Test("a run stopped by the event limit says so as the reason")
    func eventLimit() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let result = runLocsim(["run", "--max-events", "3", scratch.write("a.scenario", stoppedEarly)])
        #expect(result.status == .failure)
        #expect(
            result.output.contains(
                "not reached line 10: expect status == authorizedWhenInUse (the run stopped at the event limit at "))
    }
}
