import Foundation
import Testing

/// Comments, model descriptions and rules cite their sources by number (`seed 004`); docs/provenance.md
/// is where a reader looks each one up, inside the repository.
@Suite struct ProvenanceDocTests {
    /// Every `.swift` file under Sources, as (path, text).
    static func sources() throws -> [(String, String)] {
        let root = packageRoot + "/Sources/"
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.map { ("Sources/\($0)", try String(contentsOfFile: root + $0, encoding: .utf8)) }
    }

    @Test("every seed the sources cite is described in docs/provenance.md")
    func everyCitedSeedIsDescribed() throws {
        let doc = try String(contentsOfFile: packageRoot + "/docs/provenance.md", encoding: .utf8)
        var cited: Set<String> = []
        for (_, text) in try Self.sources() {
            for match in text.matches(of: /seeds? (\d{3})(?!\d)/) { cited.insert(String(match.1)) }
        }
        #expect(cited.count >= 4, "the sources cite seeds 000, 001, 003 and 004")
        for seed in cited.sorted() {
            #expect(doc.contains("| seed \(seed) |"), "docs/provenance.md has no row for seed \(seed)")
        }
        for mark in ["**M**", "**D**", "**R**", "**A**"] {
            #expect(doc.contains("| \(mark) |"), "docs/provenance.md does not define \(mark)")
        }
    }

    @Test("no source file cites a file outside the repository")
    func noCitationOutsideTheRepository() throws {
        let outside = try Self.sources().filter { $0.1.contains("../shared") }.map(\.0)
        #expect(outside == [])
    }
}
