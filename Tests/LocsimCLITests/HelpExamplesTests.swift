import Foundation
import LocsimCLI
import Testing

/// A newcomer copies `--help` examples first: every repository file one names must be there.
@Suite("--help examples name files that exist")
struct HelpExamplesTests {
    static let subcommands = [
        "run", "test", "explore", "merge", "render", "rules", "models", "import", "conform", "calibrate",
    ]

    @Test("each repository path in a subcommand's help exists", arguments: subcommands)
    func examplePathsExist(subcommand: String) {
        let help = runLocsim([subcommand, "--help"]).output
        // A path ends a sentence or a list now and then: its trailing punctuation is not part of it.
        let words = help.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "`" || $0 == "(" }).map { word in
            String(word.reversed().drop(while: { ".,;:)".contains($0) }).reversed())
        }
        let paths = words.filter { word in
            ["Scenarios/", "docs/", "Examples/", "Tests/"].contains { word.hasPrefix($0) } && word.contains(".")
        }
        if subcommand == "run" {
            #expect(paths.contains("Scenarios/bugs/initial-callback-as-answer.scenario"), "the scan finds the examples")
        }
        for path in paths {
            #expect(FileManager.default.fileExists(atPath: packageRoot + "/" + path), "\(subcommand) --help: \(path)")
        }
    }
}
