import Testing

@testable import ScenarioLanguage

/// Every ```scenario block of docs/scenario-language.md parses: the reference cannot drift from the parser.
@Suite struct DocumentationTests {
    @Test func everyScenarioBlockOfTheReferenceParses() throws {
        let markdown = try TestSupport.read("docs/scenario-language.md")
        let blocks = TestSupport.fencedBlocks(in: markdown, info: "scenario")
        #expect(blocks.count >= 6)
        for (index, block) in blocks.enumerated() {
            _ = TestSupport.parse(block, file: "docs/scenario-language.md#block\(index + 1)")
        }
    }

    @Test func theReferenceShowsTheErrorsThisParserWrites() throws {
        let markdown = try TestSupport.read("docs/scenario-language.md")
        let rendered = TestSupport.errors("0s launch\n10s     backgorund\n", file: "Scenarios/x.scenario")
        let shown = rendered.replacingOccurrences(of: ":2:9:", with: ":12:9:")
            .replacingOccurrences(of: "    2 | ", with: "   12 | ")
        #expect(markdown.contains(shown))
    }
}
