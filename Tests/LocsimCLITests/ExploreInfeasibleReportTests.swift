import Foundation
import LocsimCLI
import Testing

/// A return to the app that only the timelines that left it can take, and a check Allow Once breaks.
private let journey = """
    model authorization
    0s      launch
    1s      tap "Start run"
    2s      alert any
    3s      maybe background
    4s      foreground
    30s     expect status != notDetermined
    end 40s
    """

@Suite("locsim explore: infeasible timelines and grouped violations in the text, JSON Lines and HTML reports")
struct ExploreInfeasibleReportTests {
    @Test("the text report counts infeasible timelines apart with an example, and never calls the exploration complete")
    func textReportsInfeasibleTimelines() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("j.scenario", journey)
        let result = runLocsim(["explore", path])
        // Allow Once expires 18 s after leaving at 3 s: the timeline that left and came back at 4 s holds it.
        #expect(result.status == .success, "infeasible timelines alone are no violation: exit 0")
        #expect(result.output.contains("failing timelines: 0\n"))
        #expect(
            result.output.contains(
                "infeasible:        3 timelines stopped at a step no person could take (not violations)\n"))
        #expect(!result.output.contains("the exploration is complete"))
        let section: String = [
            "", "infeasible steps: 1 (not violations; no timeline was explored past them)",
            "  line 6: 4s foreground: reached in 3 timelines", "    cannot foreground: the app is foreground",
            "    example: 4 steps", "      line 4 alert any → \"Allow Once\"", "      line 5 maybe → skipped", "",
        ].joined(separator: "\n")
        #expect(result.output.contains(section))
    }

    @Test("JSON Lines carries the infeasible total, one infeasible object a step, and each violation's shared choices")
    func jsonLinesCarryInfeasibleAndShared() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("j.scenario", journey)
        let result = runLocsim(["explore", path, "--format", "jsonl"])
        let lines = result.output.split(separator: "\n")
        #expect(lines.contains { $0.contains("\"type\":\"totals\"") && $0.contains("\"infeasibleTimelines\":3") })
        #expect(
            lines.contains {
                $0.contains("\"type\":\"infeasible\"") && $0.contains("\"line\":6") && $0.contains("\"timelines\":3")
            })
        let classic = runLocsim(["explore", packageRoot + "/Scenarios/explore/classic.scenario", "--format", "jsonl"])
        let violation = classic.output.split(separator: "\n").first { $0.contains("\"type\":\"violation\"") }
        #expect(
            violation?.contains(
                "\"shared\":[\"line 10 alert any → \\\"Allow Once\\\"\",\"line 12 maybe → skipped\"]") == true)
    }

    @Test("the HTML report names what every failing timeline shares, and lists the infeasible steps under its summary")
    func htmlReportsSharedChoicesAndInfeasibleSteps() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let page = scratch.directory + "/report.html"
        _ = runLocsim(["explore", packageRoot + "/Scenarios/explore/classic.scenario", "--html", page])
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("broken in 4 timelines"))
        #expect(
            html.contains(
                "shared by all 4 failing timelines: line 10 alert any → &quot;Allow Once&quot;; line 12 maybe → skipped"
            ))
        let path = scratch.write("j.scenario", journey)
        _ = runLocsim(["explore", path, "--html", page])
        let infeasible = try String(contentsOfFile: page, encoding: .utf8)
        #expect(
            infeasible.contains(
                "<li>infeasible: 3 timelines stopped at a step no person could take (not violations)</li>"))
        #expect(
            infeasible.contains("<li>infeasible step line 6: 4s foreground: reached in 3 timelines; cannot foreground"))
        #expect(!infeasible.contains("the exploration is complete"))
    }

    @Test("the text report says, per check, which choices its failing timelines share")
    func textReportsSharedChoices() {
        let result = runLocsim(["explore", packageRoot + "/Scenarios/explore/classic.scenario"])
        let lines: String = [
            "    expected status != notDetermined, got status=notDetermined",
            "    shared by all 4 failing timelines: line 10 alert any → \"Allow Once\"; line 12 maybe → skipped",
            "    counterexample: 4 steps",
        ].joined(separator: "\n")
        #expect(result.output.contains(lines))
    }
}
