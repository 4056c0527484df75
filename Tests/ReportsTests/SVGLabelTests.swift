import Foundation
import Replay
import Testing

@testable import Reports

/// Text a timeline cannot show in full is still readable: a cut value carries its whole text in a
/// `<title>` (a browser's tooltip), labels moved under the chart are introduced as such and
/// numbered at their marks.
@Suite("SVG timelines: cut values have tooltips, moved labels are explained and numbered")
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

    @Test("a label moved to the notes carries the same reference number at its mark and in the notes")
    func movedLabelsAreNumbered() throws {
        let path = repositoryRoot.appendingPathComponent("docs/images/allow-once-expiry.scenario").path
        let run = try playScenario(try String(contentsOfFile: path, encoding: .utf8), file: "a.scenario")
        let painter = try paint(run)
        let svg = painter.svg.markup
        #expect(painter.references.map(\.number) == Array(1...painter.references.count))
        #expect(painter.references.map(\.note.time_us) == painter.references.map(\.note.time_us).sorted())
        #expect(painter.references.contains { $0.note.text == "line 12" })
        for reference in painter.references {
            let note = reference.note
            let mark =
                "<text x=\"\(note.refX)\" y=\"\(note.refY)\" class=\"lt-note-ref lt-halo\">\(reference.number)</text>"
            #expect(note.refY < painter.y - 100, "the number sits in the chart, above the notes")
            let listed = try #require(svg.range(of: "class=\"lt-note-ref\">\(reference.number)</text>"))
            let line = XMLText.escaped("\(TimeText.instant(note.time_us))  \(note.text)") + "</text>"
            #expect(svg.contains(mark))
            let nextLine = svg[listed.upperBound...].split(separator: "\n").first { $0.hasPrefix("<text") }
            #expect(nextLine?.hasSuffix(line) == true, "the numbered line is the note's")
        }
    }

    @Test(
        "no leader line crosses a label drawn above it",
        arguments: [
            "docs/images/allow-once-expiry.scenario", "docs/images/temporary-full-accuracy-expiry.scenario",
            "docs/images/day-of-updates.scenario", "docs/images/settings-never.scenario",
            "Scenarios/explore/classic.scenario", "docs/images/labels-in-notes.scenario",
        ])
    func leadersClearLabels(_ file: String) throws {
        let path = repositoryRoot.appendingPathComponent(file).path
        let run = try playScenario(try String(contentsOfFile: path, encoding: .utf8), file: "a.scenario")
        let labels = try paint(run).drawnLabels
        #expect(!labels.isEmpty)
        for label in labels {
            // The leader runs from `top` down to just above its own label's text, at the marker.
            let leader = (x: label.placement.markerX, y0: label.top, y1: label.baseline - 4)
            for other in labels where other.top == label.top && other.baseline < label.baseline {
                let textTop = other.baseline - 10
                guard textTop < leader.y1 && other.baseline + 2 > leader.y0 else { continue }
                let crosses = other.placement.left <= leader.x && leader.x <= other.placement.right
                #expect(!crosses, "the leader of \(label.placement.text) crosses \(other.placement.text)")
            }
        }
    }

    @Test("a leader that would cross an earlier label cuts it (6 characters kept) or goes to the notes")
    func leaderCutsOrNotes() {
        var rows = LabelRows(rows: 3, minX: 0, maxX: 1000)
        let first = rows.place("authorization callback", at: 100)
        let cutting = rows.place("far enough", at: 100 + 5 + 10 * TextMetrics.characterWidth)
        let noted = rows.place("too close", at: 100 + 5 + 2 * TextMetrics.characterWidth)
        #expect(first == 0 && cutting == 1 && noted == nil)
        let cut = rows.placements[0]
        #expect(cut.text.count >= LabelRows.shortestCut && cut.text.hasSuffix("…"))
        #expect(cut.right < rows.placements[1].markerX)
    }

}

/// Draws `run` as ``SVGTimeline/render(header:records:outcome:options:)`` does, keeping the painter.
func paint(_ run: PlayedRun) throws -> TimelinePainter {
    var layout = TimelineLayout(options: SVGTimeline.Options())
    for record in run.records { layout.observe(record) }
    var sketch = TimelineSketch(layout: layout, outcome: run.outcome)
    for record in run.records { sketch.observe(record) }
    var painter = TimelinePainter(digest: sketch.digest(), options: SVGTimeline.Options())
    painter.drawHeader(run.header, outcome: run.outcome)
    painter.drawLanes()
    painter.drawLegend()
    painter.drawNotes()
    return painter
}
