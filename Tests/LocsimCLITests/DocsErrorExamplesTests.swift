import Foundation
import LocsimCLI
import Testing

/// An example of a command that fails on purpose, as a doc shows it: the arguments, the exit status
/// and the standard error printed, marked `<!-- errors of: locsim ARGS (exit N) -->` above a ```sh
/// block with the command and a ```text block with what it prints on standard error.
struct DocsErrorExample: CustomTestStringConvertible, Sendable {
    /// The doc, relative to the package root.
    var doc: String
    /// The command as the ```sh block shows it.
    var command: String
    /// The arguments after `locsim`.
    var arguments: String
    /// The exit status the marker promises.
    var status: Int32
    /// The ```text block: standard error, exactly.
    var errors: String

    var testDescription: String { "\(doc): locsim \(arguments)" }

    /// Every marked example of docs/*.md.
    static let all: [DocsErrorExample] = {
        let marker = "<!-- errors of: locsim "
        let docs = ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs")) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted()
        var examples: [DocsErrorExample] = []
        for doc in docs {
            let text = (try? String(contentsOfFile: packageRoot + "/docs/" + doc, encoding: .utf8)) ?? ""
            for part in text.components(separatedBy: marker).dropFirst() {
                let line = String(part.prefix { $0 != "\n" })
                guard let match = line.wholeMatch(of: /(.*) \(exit ([0-9]+)\) -->/), let status = Int32(match.2)
                else { continue }
                examples.append(
                    DocsErrorExample(
                        doc: "docs/" + doc, command: RegressionSuiteExampleTests.blocks("sh", in: part).first ?? "",
                        arguments: String(match.1), status: status,
                        errors: RegressionSuiteExampleTests.blocks("text", in: part).first ?? ""))
            }
        }
        return examples
    }()
}

@Suite("Docs: the failing commands print what the docs show, with the status they promise")
struct DocsErrorExamplesTests {
    @Test("the docs have failing-command examples") func thereAreExamples() {
        #expect(DocsErrorExample.all.count >= 2)
    }

    @Test(
        "a marked failing command exits as promised and prints exactly its standard error",
        arguments: DocsErrorExample.all)
    func example(_ example: DocsErrorExample) {
        _ = regressionSuite  // the commands name paths relative to the package root
        #expect(example.command == "locsim \(example.arguments)\n")
        let result = runLocsim(RegressionSuiteExampleTests.shellWords(example.arguments))
        #expect(result.status.rawValue == example.status)
        #expect(result.errors == example.errors)
    }
}
