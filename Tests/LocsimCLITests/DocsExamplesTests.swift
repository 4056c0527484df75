import AppModels
import Foundation
import LocsimCLI
import Replay
import ScenarioLanguage
import Testing

/// Every ```scenario block of the docs and the README, with where it came from.
let docsExamples: [String] = {
    var examples: [String] = []
    let files =
        ["README.md"]
        + ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs")) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    for file in files {
        guard let text = try? String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8) else { continue }
        let parts = text.components(separatedBy: "```scenario\n")
        for (index, part) in parts.enumerated().dropFirst() {
            guard let end = part.range(of: "```") else { continue }
            examples.append("\(file)#\(index)\n" + part[..<end.lowerBound])
        }
    }
    return examples
}()

@Suite("Docs examples run as written")
struct DocsExamplesTests {
    @Test("the docs have examples") func thereAreExamples() {
        #expect(docsExamples.count >= 7)
    }

    @Test("every ```scenario block of the docs parses, runs, and meets its expectations", arguments: docsExamples)
    func example(_ example: String) throws {
        let name = String(example.prefix { $0 != "\n" })
        let text = String(example.drop { $0 != "\n" }.dropFirst())
        let registry = BuiltinModels.registry
        let parsed = ScenarioParser.parse(text, file: name, vocabulary: .system(models: registry))
        let scenario = try #require(try? parsed.get(), "\(name): \((try? parsed.get()) == nil ? "\(parsed)" : "")")
        let prepared = try RunSetup.prepare(scenario, source: text, registry: registry).get()
        var run = ScenarioRun(prepared)
        let outcome = run.run { _ in }
        #expect(outcome.passed, "\(name): \(outcome.failures.map(\.message)) \(outcome.failure?.description ?? "")")
    }
}
