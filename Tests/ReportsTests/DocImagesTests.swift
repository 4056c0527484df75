import Foundation
import Replay
import Reports
import Testing

/// The pictures in docs/images are re-rendered from their scenarios and must match byte for byte;
/// `LOCSIM_UPDATE_IMAGES=1 swift test --filter DocImages` re-records them.
@Suite("docs/images match their scenarios")
struct DocImagesTests {
    static let names = [
        "allow-once-expiry", "settings-never", "temporary-full-accuracy-expiry", "day-of-updates", "labels-in-notes",
    ]

    @Test("each checked-in SVG is what its scenario renders to", arguments: names)
    func image(_ name: String) throws {
        let directory = repositoryRoot.appendingPathComponent("docs/images")
        let source = try String(
            contentsOf: directory.appendingPathComponent("\(name).scenario"), encoding: .utf8)
        let run = try playScenario(source, file: "docs/images/\(name).scenario")
        #expect(run.outcome.passed)
        let svg = SVGTimeline.render(header: run.header, records: run.records, outcome: run.outcome)
        let mermaid = MermaidDiagram.run(run.records).text
        let svgURL = directory.appendingPathComponent("\(name).svg")
        let mermaidURL = directory.appendingPathComponent("\(name).mmd")
        if ProcessInfo.processInfo.environment["LOCSIM_UPDATE_IMAGES"] == "1" {
            try svg.write(to: svgURL, atomically: true, encoding: .utf8)
            try mermaid.write(to: mermaidURL, atomically: true, encoding: .utf8)
            return
        }
        let stored = try String(contentsOf: svgURL, encoding: .utf8)
        #expect(stored == svg, "docs/images/\(name).svg is stale: rerun with LOCSIM_UPDATE_IMAGES=1")
        let storedMermaid = try String(contentsOf: mermaidURL, encoding: .utf8)
        #expect(storedMermaid == mermaid, "docs/images/\(name).mmd is stale: rerun with LOCSIM_UPDATE_IMAGES=1")
        #expect(svg.utf8.count < 1_000_000)
    }
}
