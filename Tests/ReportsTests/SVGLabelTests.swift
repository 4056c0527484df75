import Foundation
import Replay
import Reports
import Testing

/// Text a timeline cannot show in full is still readable: a cut value carries its whole text in a
/// `<title>` (a browser's tooltip), and labels moved under the chart are introduced as such.
@Suite("SVG timelines: cut values have tooltips, moved labels are explained")
struct SVGLabelTests {
    @Test("a value cut to fit its box (Shows whe…) carries the full text in a <title>")
    func cutValueHasTooltip() throws {
        let run = try playScenario(allowOnceScenario, file: "a.scenario")
        let svg = SVGTimeline.render(header: run.header, records: run.records, outcome: run.outcome)
        #expect(svg.contains("<title>Shows where you are on the run map.</title>Shows where you are on the r…</text>"))
        #expect(svg.contains("><title>Shows where you are on the run map.</title></rect>"))
    }

    @Test("labels that did not fit are listed under a line that says so")
    func movedLabelsAreExplained() throws {
        let path = repositoryRoot.appendingPathComponent("docs/images/allow-once-expiry.scenario").path
        let run = try playScenario(try String(contentsOfFile: path, encoding: .utf8), file: "a.scenario")
        let svg = SVGTimeline.render(header: run.header, records: run.records, outcome: run.outcome)
        let heading = try #require(
            svg.range(of: ">labels that did not fit beside their marks in the chart, at their marks' times:</text>"))
        let note = try #require(svg.range(of: ">28.100s  line 12</text>"))
        #expect(heading.upperBound < note.lowerBound)
    }
}
