import Foundation
import LocsimCLI
import Testing

/// What `explore` says beside its report: a scenario with nothing to explore gets the three ways to
/// mark a choice, and a counterexample's path reads as the user would type it.
@Suite("locsim explore: the notes beside the report")
struct ExploreNotesTests {
    @Test("a scenario with no choice point gets a note naming alert any, maybe and a set range; exit as before")
    func noChoicePointNote() {
        let result = runLocsim(["explore", packageRoot + "/docs/images/allow-once-expiry.scenario"])
        #expect(result.status == .success)
        #expect(
            result.errors.hasPrefix(
                "note: the scenario has no choice point, so there was one timeline to explore (what `run` plays); "
                    + "mark a choice to explore more: `alert any` (every button of the alert), `maybe STEP` (with and "
                    + "without the step) or `set PARAM A..B step D` (each value of a figure); see docs/exploration.md\n"
            ))
        let withChoices = runLocsim(["explore", packageRoot + "/Scenarios/explore/classic.scenario"])
        #expect(!withChoices.errors.contains("no choice point"))
    }

    @Test("--counterexamples found/ names found/NAME, not found//NAME")
    func counterexamplePathHasOneSlash() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let directory = scratch.directory
        let result = runLocsim([
            "explore", packageRoot + "/Scenarios/explore/classic.scenario", "--counterexamples", directory + "//",
        ])
        #expect(result.status == .failure)
        #expect(result.output.contains("reproduces at its line 12 → \(directory)/classic-line-13.scenario\n"))
        #expect(!result.output.contains("//"))
        #expect(FileManager.default.fileExists(atPath: directory + "/classic-line-13.scenario"))
    }
}

/// A folder given where one scenario file is wanted: `run`, `render` and `explore` say it is a
/// folder and that `locsim test` runs folders, instead of "cannot read".
@Suite("A folder given to run, render or explore is named as one")
struct FolderArgumentTests {
    @Test(
        "run, render and explore say it is a folder and that locsim test runs folders; exit 64",
        arguments: [
            ["run"], ["render", "--svg", "/dev/null"], ["explore"],
        ])
    func folderNamed(_ command: [String]) {
        let result = runLocsim([command[0], "Scenarios/explore"] + command.dropFirst())
        #expect(result.status == .usage)
        #expect(
            result.errors.hasPrefix(
                "Error: invalid value 'Scenarios/explore' for 'FILE': expected a readable scenario file "
                    + "('Scenarios/explore' is a folder; `locsim test Scenarios/explore` runs the scenarios in a folder)"
            ))
        #expect(!result.errors.contains("cannot read"))
    }

    @Test("locsim test runs the folder the message names")
    func testRunsTheFolder() {
        let result = runLocsim(["test", "Scenarios/explore", "--jobs", "1"])
        #expect(result.status == .success)
        #expect(result.output.contains("PASS  Scenarios/explore/classic.scenario\n"))
    }
}
