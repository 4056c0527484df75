import Foundation
import LocsimCLI
import Testing

/// The suite pages docs/reports.md links are what their documented commands write today: a rule
/// added later (LIFE-4's resign and become active around an alert) changes every golden and page.
@Suite("docs/images: the suite pages and goldens are current")
struct DocReportPagesTests {
    @Test(
        "locsim test docs/images passes, and its page is docs/images/report.html",
        arguments: [
            (["docs/images", "--coverage"], "docs/images/report.html", ExitCode.success),
            (
                ["Scenarios/bugs/cached-grant.scenario", "--model", "cached-grant"], "docs/images/report-failure.html",
                .failure
            ),
        ])
    func page(arguments: [String], page: String, status: ExitCode) throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let written = scratch.directory + "/page.html"
        let result = runLocsim(["test"] + arguments + ["--html", written])
        #expect(result.status == status, "\(result.output.suffix(400))")
        let stored = try String(contentsOfFile: packageRoot + "/" + page, encoding: .utf8)
        let made = try String(contentsOfFile: written, encoding: .utf8)
        #expect(
            made == stored, "\(page) is stale: rerun `locsim test \(arguments.joined(separator: " ")) --html \(page)`")
    }
}
