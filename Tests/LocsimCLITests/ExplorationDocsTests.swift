import Foundation
import Testing

@testable import LocsimCLI

/// The `$ locsim explore …` examples of docs/exploration.md and docs/exploring.md print what the
/// docs show: each shown part (the parts between `…` lines) appears in the real output, in order.
/// Paths are the docs' own: the tutorial's `grant.scenario` is the first ```scenario block of
/// exploring.md, written to a temporary folder, and `found` stands for a temporary folder too.
@Suite("docs/exploration.md and docs/exploring.md: the explore examples print what they show")
struct ExplorationDocsTests {
    /// One shown command: its arguments and the parts of its output the doc shows.
    struct Example: CustomStringConvertible, Sendable {
        var doc: String
        var arguments: [String]
        var parts: [[String]]

        var description: String { "\(doc): locsim \(arguments.joined(separator: " "))" }
    }

    static func examples(in doc: String) -> [Example] {
        guard let text = try? String(contentsOfFile: packageRoot + "/docs/" + doc, encoding: .utf8) else { return [] }
        var examples: [Example] = []
        for block in text.components(separatedBy: "```text\n").dropFirst() {
            guard let end = block.range(of: "```") else { continue }
            let lines = block[..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            guard let first = lines.first, first.hasPrefix("$ locsim explore ") else { continue }
            var parts: [[String]] = [[]]
            for line in lines.dropFirst() {
                if line == "…" { parts.append([]) } else { parts[parts.count - 1].append(line) }
            }
            examples.append(
                Example(
                    doc: doc, arguments: first.dropFirst(2).split(separator: " ").dropFirst(2).map(String.init),
                    parts: parts.map { part in part.last == "" ? Array(part.dropLast()) : part }.filter { !$0.isEmpty }
                ))
        }
        return examples
    }

    static let all = examples(in: "exploration.md") + examples(in: "exploring.md")

    @Test("both docs show explore output") func thereAreExamples() {
        #expect(Self.all.filter { $0.doc == "exploration.md" }.count >= 1)
        #expect(Self.all.filter { $0.doc == "exploring.md" }.count >= 2)
    }

    @Test("each shown part is in the output, in order", arguments: all)
    func example(_ example: Example) throws {
        _ = regressionSuite  // the docs name paths relative to the package root
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("locsim-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tutorial = try String(contentsOfFile: packageRoot + "/docs/exploring.md", encoding: .utf8)
        let grant = try #require(
            tutorial.components(separatedBy: "```scenario\n").dropFirst().first?
                .components(separatedBy: "```").first)
        try grant.write(toFile: folder + "/grant.scenario", atomically: true, encoding: .utf8)
        let arguments =
            example.arguments.map { argument -> String in
                switch argument {
                case "grant.scenario": return folder + "/grant.scenario"
                case "found", "found/": return folder + "/found"
                default: return argument
                }
            } + ["--jobs", "2"]
        let result = runLocsim(["explore"] + arguments)
        let output = result.output.replacingOccurrences(of: folder + "/", with: "")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var from = 0
        for part in example.parts {
            let found = (from...max(from, output.count - part.count)).first { start in
                start + part.count <= output.count && Array(output[start..<(start + part.count)]) == part
            }
            let shown = part.joined(separator: "\n")
            let printed = output.joined(separator: "\n")
            #expect(
                found != nil,
                "\(example): not in the output after line \(from):\n\(shown)\n--- output:\n\(printed)\n\(result.errors)"
            )
            from = (found ?? from) + part.count
        }
    }
}
