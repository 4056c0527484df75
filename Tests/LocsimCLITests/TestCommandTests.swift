import Foundation
import LocsimCLI
import TestSupport
import Testing

@Suite("locsim test: goldens, --update, diffs, catches and JUnit")
struct TestCommandTests {
    @Test("a missing golden fails with the command that records it; --update records exactly the changed files")
    func goldenLifecycle() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let first = scratch.write("a.scenario", allowOnceBare)
        _ = scratch.write("b.scenario", allowOnceBare.replacingOccurrences(of: "seed 7", with: "seed 8"))
        let missing = runLocsim(["test", scratch.directory, "--jobs", "1"])
        #expect(missing.status == .failure)
        #expect(missing.output.contains("no golden \(scratch.directory)/a.trace; record it with: locsim test"))
        #expect(missing.output.hasSuffix("0 passed, 2 failed\n"))

        let update = runLocsim(["test", scratch.directory, "--update"])
        #expect(update.status == .success)
        #expect(update.output.contains("updated 2 goldens"))
        #expect(update.output.hasSuffix("2 passed, 0 failed\n"))
        let golden = try String(contentsOfFile: scratch.directory + "/a.trace", encoding: .utf8)
        #expect(golden == runLocsim(["run", first]).output)
        #expect(golden.hasPrefix("# scenario \"Allow Once expires (bare)\" (a.scenario)\n"))

        let again = runLocsim(["test", scratch.directory, "--update"])
        #expect(!again.output.contains("updated"))
        #expect(again.output.hasSuffix("2 passed, 0 failed\n"))
    }

    @Test("a broken golden shows the first differing lines with their times and exits 1")
    func brokenGolden() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        _ = scratch.write("a.scenario", allowOnceBare)
        _ = runLocsim(["test", scratch.directory, "--update"])
        let path = scratch.directory + "/a.trace"
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        try golden.replacingOccurrences(of: "status=4", with: "status=3").write(
            toFile: path, atomically: true, encoding: .utf8)
        let result = runLocsim(["test", scratch.directory])
        #expect(result.status == .failure)
        #expect(result.output.contains("a.trace: golden differs at line "))
        #expect(result.output.contains("(time 8.700s)"))
        #expect(result.output.contains("  -  "))
        #expect(result.output.contains("  +  "))
        #expect(result.output.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test("a bad scenario file makes test exit 65 and name the file on stderr, not only in the report")
    func badFileOnStandardError() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let bad = scratch.write("bad.scenario", "model recorder\n0s lanch\n")
        let result = runLocsim(["test", bad])
        #expect(result.status == .dataError)
        #expect(result.output.contains("BAD   \(bad)"))
        #expect(result.errors == "error: 1 scenario file could not be read (BAD above): \(bad)\n")
    }

    @Test(
        "after a seed change every drifted region shows, not only the header; --diff full shows all; --diff other is refused"
    )
    func diffShowsEveryRegion() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        _ = runLocsim(["test", path, "--update"])
        _ = scratch.write("a.scenario", allowOnceBare.replacingOccurrences(of: "seed 7", with: "seed 8"))
        let limited = runLocsim(["test", path])
        #expect(limited.status == .failure)
        #expect(limited.output.contains("a.trace: golden differs at line 2:\n"))
        #expect(limited.output.contains("\n      and at line "))
        #expect(limited.output.contains("callback  AUTH-3"))
        let full = runLocsim(["test", path, "--diff", "full"])
        #expect(full.status == .failure)
        #expect(!full.output.contains("further on"))
        #expect(full.output.hasPrefix(limited.output.components(separatedBy: "\n      and at line ")[0]))
        let bad = runLocsim(["test", path, "--diff", "all"])
        #expect(bad.status == .usage)
        #expect(bad.errors.hasPrefix("Error: invalid value 'all' for '--diff': expected full.\n"))
    }

    @Test("JUnit XML names every file, with failures and bad files")
    func junit() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        _ = scratch.write("good.scenario", allowOnceBare)
        _ = scratch.write("bad.scenario", "model recorder\n0s lanch\n")
        _ = runLocsim(["test", scratch.directory + "/good.scenario", "--update"])
        let report = scratch.directory + "/junit.xml"
        let result = runLocsim(["test", scratch.directory, "--junit", report])
        #expect(result.status == .dataError)
        #expect(result.output.contains("BAD   \(scratch.directory)/bad.scenario"))
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(
            xml.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"locsim\" tests=\"2\" failures=\"0\" errors=\"1\">"
            ))
        #expect(xml.contains("name=\"good\" file=\"\(scratch.directory)/good.scenario\"/>"))
        #expect(
            xml.contains(
                "<error message=\"\(scratch.directory)/bad.scenario:2:4: error: unknown step &quot;lanch&quot;"))
    }

    @Test("--filter keeps files by path or title; a path that is not there is no input (66)")
    func filterAndPaths() {
        let scratch = Scratch()
        defer { scratch.remove() }
        _ = scratch.write("a.scenario", allowOnceBare)
        let none = runLocsim(["test", scratch.directory, "--filter", "nothing matches this", "--allow-empty"])
        #expect(none.output.hasSuffix("0 passed, 0 failed\n"))
        let byTitle = runLocsim(["test", scratch.directory, "--filter", "expires (bare)", "--update"])
        #expect(byTitle.output.hasSuffix("1 passed, 0 failed\n"))
        let missing = runLocsim(["test", scratch.directory + "/nope"])
        #expect(missing.status == .noInput)
    }

    @Test("a catches line passes only when the named buggy model fails the file")
    func catches() {
        let scratch = Scratch()
        defer { scratch.remove() }
        _ = scratch.write(
            "c.scenario",
            allowOnceBare.replacingOccurrences(of: "model recorder", with: "model recorder\ncatches recorder"))
        let result = runLocsim(["test", scratch.directory, "--update"])
        #expect(result.status == .failure)
        #expect(result.output.contains("catches recorder: the buggy model passed every expectation"))
    }

    @Test("results are the same with 1 worker and with 4")
    func jobsDoNotChangeResults() {
        let serial = runLocsim(["test", packageRoot + "/Scenarios", "--jobs", "1"]).output
        let parallel = runLocsim(["test", packageRoot + "/Scenarios", "--jobs", "4"]).output
        func verdicts(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { !$0.hasPrefix("ran ") }
        }
        #expect(verdicts(serial) == verdicts(parallel))
        #expect(serial.hasSuffix(" failed\n"))
    }
}
