import Foundation
import Testing

/// docs/architecture.md's "How to add …" names real files, and a step takes at most three.
@Suite struct ArchitectureDocTests {
    static func section() throws -> String {
        let doc = try TestSupport.read("docs/architecture.md")
        let start = try #require(doc.range(of: "## How to add a step"))
        return String(doc[start.lowerBound...])
    }

    @Test func everyFileTheHowToNamesExists() throws {
        let section = try Self.section()
        var paths: [String] = []
        for piece in section.split(separator: "`").enumerated() where piece.offset % 2 == 1 {
            let text = String(piece.element)
            if (text.hasPrefix("Sources/") || text.hasPrefix("Tests/")) && !text.contains("<") { paths.append(text) }
        }
        #expect(paths.count >= 12)
        for path in paths {
            let url = TestSupport.packageRoot.appendingPathComponent(path)
            #expect(FileManager.default.fileExists(atPath: url.path), "\(path) is named but does not exist")
        }
    }

    @Test func addingAStepTouchesAtMostThreeFiles() throws {
        let section = try Self.section()
        let step = try #require(
            section.components(separatedBy: "**A step**").last?.components(separatedBy: "Then").first)
        let items = step.split(separator: "\n").filter { $0.first?.isNumber == true }
        #expect((1...3).contains(items.count))
    }
}
