import AppModels
import Foundation
import LocationSystem
import Replay
import Reports
import SimulationKit
import Testing

@Suite("SVG timeline of a run")
struct SVGTimelineTests {
    @Test("the SVG is well-formed XML, self-contained and has every lane")
    func wellFormedWithLanes() throws {
        let run = try playScenario(allowOnceScenario)
        let svg = SVGTimeline.render(header: run.header, records: run.records, outcome: run.outcome)
        #expect(isWellFormedXML(svg))
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("href"))
        #expect(!svg.contains("@import"))
        for text in [
            ">time<", ">scenario steps<", ">app<", ">foreground<", ">background<", ">system alert<",
            "location AUTH-2 → &quot;Allow Once&quot;", ">authorization status<", ">4 authorizedWhenInUse<",
            ">0 notDetermined<", ">accuracy<", ">full<", ">callbacks<", "AUTH-3 authorization 4",
            "AUTH-3 authorization 0",
            ">expectations<", ">line 10<",
            // line 11 is 0.1 s after line 10: its leader would cross line 10's label, so it is in the notes.
            ">28.100s  line 11<", ">ui.screen<", ">Location access<", ">Run<", ">session.status<",
            ">legend<", "PASSED · 2 expectations: 2 passed, 0 failed",
        ] {
            #expect(svg.contains(text), "missing \(text)")
        }
    }

    @Test("the same run gives the same bytes; a run played twice gives the same bytes")
    func deterministic() throws {
        let first = try playScenario(allowOnceScenario)
        let second = try playScenario(allowOnceScenario)
        let a = SVGTimeline.render(header: first.header, records: first.records, outcome: first.outcome)
        let b = SVGTimeline.render(header: first.header, records: first.records, outcome: first.outcome)
        let c = SVGTimeline.render(header: second.header, records: second.records, outcome: second.outcome)
        #expect(a == b)
        #expect(a == c)
    }

    @Test("a failed expectation is a red square, FAIL in the label and its message in the notes")
    func failure() throws {
        let text = allowOnceScenario.replacingOccurrences(
            of: "28.1s   expect status == notDetermined", with: "28.1s   expect status == denied")
        let run = try playScenario(text)
        let svg = SVGTimeline.render(header: run.header, records: run.records, outcome: run.outcome)
        #expect(isWellFormedXML(svg))
        #expect(svg.contains("FAILED · 2 expectations: 1 passed, 1 failed"))
        // Beside its mark, or (as here, too close to line 10) in the notes.
        #expect(svg.contains(">line 11 FAIL<") || svg.contains(">28.100s  line 11 FAIL<"))
        #expect(svg.contains("FAIL at 28.100s line 11: expected status == denied, got status=notDetermined"))
    }

    @Test("inline for HTML: no XML declaration, classes and patterns under the given prefix")
    func inline() throws {
        let run = try playScenario(allowOnceScenario)
        var options = SVGTimeline.Options()
        options.prefix = "f7"
        options.standalone = false
        let svg = SVGTimeline.render(header: run.header, records: run.records, outcome: run.outcome, options: options)
        #expect(svg.hasPrefix("<svg "))
        #expect(svg.contains("url(#f7-hatch-bg)"))
        #expect(!svg.contains("lt-"))
    }

    @Test("a 24-hour run of 86,400 fixes stays under 1 MB and collapses its quiet hours into breaks")
    func day() {
        let (header, records) = syntheticDay()
        let svg = SVGTimeline.render(header: header, records: records)
        #expect(svg.utf8.count < 1_000_000)
        #expect(isWellFormedXML(svg))
        #expect(svg.contains(">+11h59m<"))
        #expect(svg.contains(">precise fixes (86340)<"))
        #expect(svg.contains(">approx. fixes (60)<"))
        #expect(svg.contains("changes<"))
        #expect(svg.contains(">reduced<"))
    }

    @Test("labels are XML-escaped")
    func escaping() {
        let header = TraceHeader(file: "a&b.scenario", title: "<tag> & \"quotes\"", model: "m", seed: 0, profile: "p")
        let records = [
            TraceRecord(time: .start, payload: .step(text: "tap \"<Start>\"", line: 1)),
            TraceRecord(
                time: .start + .seconds(1), payload: .state(ui: [StateEntry("screen", .text("A & B"))], session: [])),
        ]
        let svg = SVGTimeline.render(header: header, records: records)
        #expect(isWellFormedXML(svg))
        #expect(svg.contains("&lt;tag&gt; &amp; &quot;quotes&quot;"))
    }
}

@Suite("SVG timeline of a long run: bounded, and what is left out is said")
struct SVGTimelineBoundTests {
    @Test("more callbacks than the picture keeps: the first 10,000 are drawn and the notes say how many more")
    func callbacksLeftOut() {
        let header = TraceHeader(file: "a.scenario", title: "many callbacks", model: "m", seed: 0, profile: "p")
        let records = (0..<10_005).map { index in
            TraceRecord(
                time: .start + .milliseconds(Int64(index) * 100), rule: "ACC-2",
                payload: .callback(TraceCallback(.failure(ManagerID(1), code: 0), foreground: true)!))
        }
        let svg = SVGTimeline.render(header: header, records: records)
        #expect(isWellFormedXML(svg))
        #expect(svg.contains(">only the first 10000 callbacks are drawn (5 more left out)<"))
    }

    @Test("a run within every bound says nothing is left out")
    func nothingLeftOut() throws {
        let run = try playScenario(allowOnceScenario)
        let svg = SVGTimeline.render(header: run.header, records: run.records, outcome: run.outcome)
        #expect(!svg.contains("more left out"))
    }

    @Test("a key that changes every second for 12 hours draws as many boxes as for 6 (pixels, not records)")
    func keyBoxesBoundedByWidth() {
        func svg(hours: Int64) -> String {
            let header = TraceHeader(file: "a.scenario", title: "counter", model: "m", seed: 0, profile: "p")
            func record(_ second: Int64) -> TraceRecord {
                TraceRecord(
                    time: .start + .seconds(second),
                    payload: .state(ui: [], session: [StateEntry("heard", .number(second))]))
            }
            let seconds = hours * 3_600
            var layout = TimelineLayout()
            for second in 0..<seconds { layout.observe(record(second)) }
            var sketch = TimelineSketch(layout: layout, outcome: nil)
            for second in 0..<seconds { sketch.observe(record(second)) }
            return SVGTimeline.render(header: header, sketch: sketch)
        }
        let one = svg(hours: 6)
        let two = svg(hours: 12)
        #expect(one.components(separatedBy: "<rect").count == two.components(separatedBy: "<rect").count)
        #expect(two.utf8.count < 200_000)
        #expect(two.contains(" changes<"))
    }
}
