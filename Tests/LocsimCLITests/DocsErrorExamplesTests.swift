import Foundation
import LocsimCLI
import Testing

/// A command as a doc shows it with its exit status and what it prints, so the doc cannot drift from
/// the program: `<!-- errors of: locsim ARGS (exit N) -->` (standard error) or `<!-- output of: locsim
/// ARGS (exit N) -->` (standard output) above a ```sh block with the command and a ```text block with
/// exactly what it prints there.
struct DocsErrorExample: CustomTestStringConvertible, Sendable {
    /// The doc, relative to the package root.
    var doc: String
    /// The command as the ```sh block shows it.
    var command: String
    /// The arguments after `locsim`.
    var arguments: String
    /// The exit status the marker promises.
    var status: Int32
    /// Whether the ```text block is standard error (`errors of`) rather than standard output.
    var isErrors: Bool
    /// The ```text block, exactly.
    var printed: String

    var testDescription: String { "\(doc): locsim \(arguments)" }

    /// Every marked example of docs/*.md.
    static let all: [DocsErrorExample] = {
        let markers = ["<!-- errors of: locsim ", "<!-- output of: locsim "]
        let docs = ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs")) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted()
        var examples: [DocsErrorExample] = []
        for doc in docs {
            let text = (try? String(contentsOfFile: packageRoot + "/docs/" + doc, encoding: .utf8)) ?? ""
            for marker in markers {
                for part in text.components(separatedBy: marker).dropFirst() {
                    let line = String(part.prefix { $0 != "\n" })
                    guard let match = line.wholeMatch(of: /(.*) \(exit ([0-9]+)\) -->/), let status = Int32(match.2)
                    else { continue }
                    examples.append(
                        DocsErrorExample(
                            doc: "docs/" + doc, command: RegressionSuiteExampleTests.blocks("sh", in: part).first ?? "",
                            arguments: String(match.1), status: status, isErrors: marker.contains("errors"),
                            printed: RegressionSuiteExampleTests.blocks("text", in: part).first ?? ""))
                }
            }
        }
        return examples
    }()
}

@Suite("Docs: marked commands print what the docs show, with the status they promise")
struct DocsErrorExamplesTests {
    @Test("the docs have marked command examples") func thereAreExamples() {
        #expect(DocsErrorExample.all.count >= 2)
    }

    @Test(
        "a marked command exits as promised and prints exactly what the doc shows",
        arguments: DocsErrorExample.all)
    func example(_ example: DocsErrorExample) {
        _ = regressionSuite  // the commands name paths relative to the package root
        #expect(example.command == "locsim \(example.arguments)\n")
        let result = runLocsim(RegressionSuiteExampleTests.shellWords(example.arguments))
        #expect(result.status.rawValue == example.status)
        // explore's wall-time line is the machine's, not the program's: left out of the comparison.
        let errors = result.errors.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !($0.hasPrefix("explored ") && $0.hasSuffix(" events/s")) }.joined(separator: "\n")
        #expect((example.isErrors ? errors : result.output) == example.printed)
    }
}
