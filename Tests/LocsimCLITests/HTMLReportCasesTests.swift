import Foundation
import LocsimCLI
import Testing

/// `docs/report-cases`: one scenario of each kind a suite report must tell apart (passes, fails an
/// expectation, fails only its golden, does not parse), and the page `locsim test --html` makes of
/// them, pinned in docs/images/report-cases.html (rewritten with LOCSIM_UPDATE_IMAGES=1) and
/// screenshotted in Chromium by Scripts/render-check.sh.
@Suite("locsim test --html: each case shown for what it is")
struct HTMLReportCasesTests {
    /// The failed section of the page that names `file`.
    static func section(_ html: String, naming file: String) -> String? {
        html.components(separatedBy: "<section").dropFirst().map { $0.components(separatedBy: "</section>")[0] }.first {
            $0.contains(file)
        }
    }

    static func page() throws -> String {
        _ = regressionSuite  // the paths are relative to the package root
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.directory + "/report.html"
        let result = runLocsim(["test", "docs/report-cases", "--html", path, "--jobs", "1"])
        #expect(result.status == .dataError)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("the summary counts each kind once and lists no empty profile or model of a file that did not load")
    func summary() throws {
        let html = try Self.page()
        #expect(
            html.contains(
                "4 scenarios: 1 passed, 3 failed (1 failed a check, 1 golden differs, 1 did not load)</td>"))
        #expect(html.contains("<tr><th>profile</th><td>ios27-simulator</td></tr>"))
        #expect(html.contains("<tr><th>model</th><td>authorization</td></tr>"))
        #expect(!html.contains("<td>, "))
    }

    @Test("a file that does not parse shows its error and no chart")
    func badFileShowsItsError() throws {
        let html = try Self.page()
        let section = try #require(Self.section(html, naming: "does-not-parse"))
        #expect(section.contains("<h3>✗ BAD FILE: docs/report-cases/does-not-parse.scenario</h3>"))
        #expect(section.contains("error: unknown step &quot;lanch&quot;; did you mean &quot;launch&quot;?"))
        #expect(!section.contains("<svg"))
    }

    @Test("a golden-only failure says golden differs in its heading and its picture agrees")
    func goldenOnlyFailureAgrees() throws {
        let html = try Self.page()
        let section = try #require(Self.section(html, naming: "golden-differs"))
        #expect(section.contains("<h3>✗ GOLDEN DIFFERS: Allow Once expires (golden differs)</h3>"))
        #expect(section.contains(">GOLDEN DIFFERS · 3 expectations: 3 passed, 0 failed"))
        #expect(!section.contains("PASSED"))
        let failed = try #require(Self.section(html, naming: "expectation-fails"))
        #expect(failed.contains("<h3>✗ FAILED: Allow Once expires (an expectation fails)</h3>"))
        #expect(failed.contains(">FAILED · 3 expectations: 2 passed, 1 failed"))
    }

    @Test("docs/images/report-cases.html is the page the cases make")
    func pinnedPage() throws {
        let html = try Self.page()
        let pinned = packageRoot + "/docs/images/report-cases.html"
        if ProcessInfo.processInfo.environment["LOCSIM_UPDATE_IMAGES"] != nil {
            try html.write(toFile: pinned, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOfFile: pinned, encoding: .utf8)
        #expect(stored == html, "docs/images/report-cases.html is stale: rerun with LOCSIM_UPDATE_IMAGES=1")
    }
}
