import Foundation
import Testing

/// The example package's README is what a team copies to start its own CLI: its snippet must be the
/// line the example really runs, `programName:` included, or the team's CLI calls itself `locsim`.
@Suite("Examples/MyAppModel: the README's CLI snippet is the example's main.swift")
struct ExampleReadmeTests {
    @Test("the README's LocsimCommandLine line is main.swift's, with programName: \"my-locsim\"")
    func snippetIsMainSwift() throws {
        let example = packageRoot + "/Examples/MyAppModel"
        let readme = try String(contentsOfFile: example + "/README.md", encoding: .utf8)
        let main = try String(contentsOfFile: example + "/Sources/my-locsim/main.swift", encoding: .utf8)
        let code = main.split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.hasPrefix("import ") }
        let snippets = RegressionSuiteExampleTests.blocks("swift", in: readme).filter {
            $0.contains("LocsimCommandLine(")
        }
        #expect(snippets == [code.joined(separator: "\n") + "\n"])
        #expect(snippets.first?.contains("programName: \"my-locsim\"") == true)
    }
}
