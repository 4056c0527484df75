import Foundation
import Testing

/// docs/real-code.md quotes Examples/RealApp and Examples/AsyncApp, which CI builds, tests and
/// explores (steps 7c, 7d): every line of the page's Swift and scenario blocks must be in one of the
/// examples' files, so the page shows code that runs.
@Suite("docs/real-code.md quotes the real-app example as it is")
struct RealCodeDocTests {
    static let examples = [packageRoot + "/Examples/RealApp", packageRoot + "/Examples/AsyncApp"]

    /// Every line of the examples' sources, scenarios and manifests, trimmed.
    static func exampleLines() throws -> Set<String> {
        var lines: Set<String> = []
        for example in examples {
            let files = (FileManager.default.enumerator(atPath: example)?.allObjects as? [String] ?? [])
                .filter { ($0.hasSuffix(".swift") || $0.hasSuffix(".scenario")) && !$0.hasPrefix(".build") }
            for file in files {
                let text = try String(contentsOfFile: example + "/" + file, encoding: .utf8)
                for line in text.split(separator: "\n") { lines.insert(line.trimmingCharacters(in: .whitespaces)) }
            }
        }
        return lines
    }

    /// The blocks of `fence` kind (```swift, ```text) in the page.
    static func blocks(_ fence: String, in page: String) -> [[String]] {
        page.components(separatedBy: "```\(fence)\n").dropFirst().compactMap { part in
            part.range(of: "```").map { part[..<$0.lowerBound].split(separator: "\n").map(String.init) }
        }
    }

    @Test("every line of the page's code blocks is a line of the example (comments and elisions aside)")
    func quotesTheExample() throws {
        let page = try String(contentsOfFile: packageRoot + "/docs/real-code.md", encoding: .utf8)
        let lines = try Self.exampleLines()
        let quoted = Self.blocks("swift", in: page) + Self.blocks("text", in: page)
        #expect(quoted.count >= 4)
        var missing: [String] = []
        for block in quoted {
            for line in block {
                // The page's own comments, elided parts and test-method skeletons are not quotes.
                var code = line.trimmingCharacters(in: .whitespaces)
                if let comment = code.range(of: "  //") { code = String(code[..<comment.lowerBound]) }
                code = code.trimmingCharacters(in: .whitespaces)
                if code.isEmpty || code.hasPrefix("//") || code == "}" { continue }
                if code.hasPrefix("func test") || code.hasPrefix("@Test func")
                    || code.hasPrefix("let run = try Locsim.run(")
                    || code.hasPrefix("executable:") || code.hasPrefix("XCTAssertTrue(run.passed")
                    || code.hasPrefix("#expect(run.passed")
                {
                    continue
                }
                if !lines.contains(code) { missing.append(code) }
            }
        }
        #expect(missing == [], "docs/real-code.md quotes lines the example does not have")
    }
}
