import Foundation
import Testing

@testable import ScenarioLanguage

/// Paths and helpers the scenario-language tests share.
enum TestSupport {
    /// The package root, found from this file so tests run from any working directory.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The contents of every fenced block with the given info string (```scenario), in order.
    static func fencedBlocks(in markdown: String, info: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let lines = current {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    blocks.append(lines.joined(separator: "\n") + "\n")
                    current = nil
                } else {
                    current = lines + [line]
                }
            } else if line.trimmingCharacters(in: .whitespaces) == "```" + info {
                current = []
            }
        }
        return blocks
    }

    /// Parses or fails the test with the rendered errors.
    static func parse(
        _ text: String, file: String = "test.scenario", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Scenario? {
        switch ScenarioParser.parse(text, file: file) {
        case .success(let scenario): return scenario
        case .failure(let errors):
            Issue.record("unexpected errors:\n\(errors.rendered)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The rendered errors, or a test failure when the text parses.
    static func errors(_ text: String, file: String = "x.scenario") -> String {
        switch ScenarioParser.parse(text, file: file) {
        case .success: return "<parsed>"
        case .failure(let errors): return errors.rendered
        }
    }
}
