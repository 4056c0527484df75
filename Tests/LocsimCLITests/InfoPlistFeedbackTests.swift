import Foundation
import LocsimCLI
import Testing

/// Issue 15, item 1: an Info.plist key the system does not know is a warning, the run's header says
/// which Info.plist ran, and a step that needed an alert an ignored request never showed says why.
@Suite("Info.plist: unknown keys warned, the plist in the header, ignored requests explained")
struct InfoPlistFeedbackTests {
    static let typo = """
        scenario "A misspelt purpose string key"
        model authorization
        plist NSLocationWhenInUseUsageDescripton "Shows where you are on the run map."

        0s      launch
        1s      tap "Start run"
                expect no alert
        2s      expect status == notDetermined

        """

    static let warning = """
        s.scenario:3:7: warning: unknown Info.plist key "NSLocationWhenInUseUsageDescripton" (nothing reads it); \
        did you mean "NSLocationWhenInUseUsageDescription"?
            3 | plist NSLocationWhenInUseUsageDescripton "Shows where you are on the run map."
              |       ^

        """

    func locsim(_ arguments: [String], _ text: String) -> (status: ExitCode, output: String, errors: String) {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("s.scenario", text)
        let result = runLocsim(arguments.map { $0 == "FILE" ? path : $0 })
        return (result.status, result.output, result.errors.replacingOccurrences(of: path, with: "s.scenario"))
    }

    @Test("locsim run: an unknown key is a warning at its line with the nearest key; the exit status stays 0")
    func runWarnsOfUnknownKey() {
        let result = locsim(["run", "FILE"], Self.typo)
        #expect(result.status == .success)
        #expect(result.errors == Self.warning)
    }

    @Test("locsim test: the warning is shown and the file still passes")
    func testShowsWarning() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("s.scenario", Self.typo)
        #expect(runLocsim(["test", path, "--update"]).status == .success)
        let result = runLocsim(["test", path])
        #expect(result.status == .success)
        #expect(result.output.hasPrefix("PASS  "))
        #expect(result.errors.replacingOccurrences(of: path, with: "s.scenario") == Self.warning)
    }

    @Test("a known key, modelled or not, gives no warning")
    func knownKeysAreQuiet() {
        let text =
            "model recorder\nplist NSCameraUsageDescription \"Scans\"\nplist CFBundleDisplayName \"Runner\"\n0s launch\n"
        #expect(locsim(["run", "FILE"], text).errors == "")
    }

    @Test("the header says the test host ran, or how many keys the scenario gave")
    func headerNamesThePlist() {
        let host = locsim(["run", "FILE"], "model recorder\n0s launch\n").output
        #expect(host.split(separator: "\n")[2] == "# plist: test host (every purpose string)")
        let two = locsim(
            ["run", "FILE"],
            "model recorder\nplist NSLocationWhenInUseUsageDescription \"a\"\nplist temporary RunRoute \"b\"\n0s launch\n"
        )
        #expect(two.output.split(separator: "\n")[2] == "# plist: 2 keys")
    }

    @Test("an alert step after an ignored request says which request and why (PLIST-2)")
    func alertStepExplainsIgnoredRequest() {
        let result = locsim(["run", "FILE"], Self.typo + "3s      alert \"Allow Always\"\n")
        #expect(result.status == .failure)
        #expect(
            result.errors.contains(
                "s.scenario:9:9: error at 3.000s: cannot answer \"Allow Always\": no alert is on screen; the request at "
                    + "1.000s was ignored: NSLocationWhenInUseUsageDescription is missing (PLIST-2)\n"))
    }

    @Test("docs/scenario-language.md: the misspelt-key example prints the warning the doc shows")
    func docsExampleShowsWarning() throws {
        let doc = try String(contentsOfFile: packageRoot + "/docs/scenario-language.md", encoding: .utf8)
        let section = try #require(doc.components(separatedBy: "### The Info.plist").dropFirst().first)
        let scenario = try #require(section.components(separatedBy: "```scenario\n").dropFirst().first)
            .components(separatedBy: "```").first!
        let shown = try #require(section.components(separatedBy: "```text\n").dropFirst().first)
            .components(separatedBy: "```").first!
        let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "$ locsim run misspelt-key.scenario")
        let result = locsim(["run", "FILE"], scenario)
        #expect(result.status == .success)
        #expect(
            result.errors.replacingOccurrences(of: "s.scenario", with: "misspelt-key.scenario")
                == lines.dropFirst().joined(separator: "\n"))
    }

    @Test("the alert title names the app from CFBundleDisplayName; the banner quotes the plist's purpose string")
    func alertTitleAndBannerComeFromThePlist() {
        let text = """
            model authorization
            plist CFBundleDisplayName "Runner"
            plist NSLocationWhenInUseUsageDescription "Records your runs on a map."
            0s launch
            1s tap "Start run"

            """
        let output = locsim(["run", "FILE"], text).output
        #expect(output.contains("ui.banner=\"Records your runs on a map.\""))
        #expect(output.contains("shown location \"Allow “Runner” to use your location?\""))
        let host = locsim(["run", "FILE"], "model authorization\n0s launch\n1s tap \"Start run\"\n").output
        #expect(host.contains("ui.banner=\"Shows where you are on the run map.\""))
        #expect(host.contains("shown location \"Allow “Host” to use your location?\""))
    }
}
