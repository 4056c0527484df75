import Foundation
import LocsimCLI
import ScenarioLanguage
import TestSupport
import Testing

/// `locsim test` reads the golden line by line while the run writes its timeline; what it prints
/// must be what the whole-text diff printed.
@Suite("locsim test: the streamed golden check")
struct StreamedGoldenTests {
    /// The golden's lines changed in one way: (name, change).
    static let changes: [(String, @Sendable ([String]) -> [String])] = [
        ("shorter than the run", { Array($0.dropLast(6)) + [""] }),
        ("longer than the run", { Array($0.dropLast()) + ["   50.000s     step  extra", "tail", ""] }),
        ("differing only at the end", { Array($0.dropLast(2)) + ["0 expectations", ""] }),
        ("a line inserted early", { Array($0.prefix(5)) + ["    0.500s     step  new"] + Array($0.dropFirst(5)) }),
        ("a line changed in the middle", { lines in lines.map { $0.contains("status=4") ? $0 + " x" : $0 } }),
    ]

    @Test(
        "a golden shorter, longer, differing only at the end, with a line inserted or changed: the whole-text diff",
        arguments: changes.map(\.0))
    func sameDiff(_ name: String) throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        _ = scratch.write("a.scenario", allowOnceBare)
        #expect(runLocsim(["test", scratch.directory, "--update"]).status == .success)
        let path = scratch.directory + "/a.trace"
        let timeline = try String(contentsOfFile: path, encoding: .utf8)
        let change = try #require(Self.changes.first { $0.0 == name }?.1)
        let golden = change(timeline.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            .joined(separator: "\n")
        try golden.write(toFile: path, atomically: true, encoding: .utf8)
        let diff = try #require(
            ReferenceGoldenDiff.description(expected: golden, actual: timeline, showing: DisplayPath.escaped))
        let problem = "\(path): " + diff.dropLast()
        let printed = problem.split(separator: "\n", omittingEmptySubsequences: false).map { "      \($0)" }
        let result = runLocsim(["test", scratch.directory])
        #expect(result.status == .failure)
        #expect(
            result.output.contains("FAIL  \(scratch.directory)/a.scenario\n" + printed.joined(separator: "\n") + "\n"))
    }

    @Test("--update streams a changed golden into place and leaves an equal one and no temporary file")
    func update() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let scenario = scratch.write("a.scenario", allowOnceBare)
        let path = scratch.directory + "/a.trace"
        try "stale\n".write(toFile: path, atomically: true, encoding: .utf8)
        let first = runLocsim(["test", scratch.directory, "--update"])
        #expect(first.output.contains("(golden updated)"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == runLocsim(["run", scenario]).output)
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let again = runLocsim(["test", scratch.directory, "--update"])
        #expect(!again.output.contains("(golden updated)"))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before)
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.directory)
        #expect(left.sorted() == ["a.scenario", "a.trace"])
    }
}
