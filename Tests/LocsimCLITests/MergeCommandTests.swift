import Foundation
import Testing

@testable import Exploration
@testable import LocsimCLI

/// Shard files of the classic example in a fresh folder, and ways to damage them.
private struct ShardFixture {
    /// The folder holding the files.
    let folder: String

    /// Explores the classic example as shards K/`count` for each K in `indices`.
    init(_ name: String, count: Int = 3, indices: [Int]? = nil, options: [String] = []) {
        folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("locsim-\(name)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for index in indices ?? Array(0..<count) {
            let result = runLocsim(
                [
                    "explore", "Scenarios/explore/classic.scenario", "--shard", "\(index)/\(count)", "--output",
                    path(index),
                ]
                    + options)
            #expect(result.status == .success)
        }
    }

    /// The file of shard `index`.
    func path(_ index: Int) -> String { (folder as NSString).appendingPathComponent("shard-\(index).json") }

    /// A path in the folder.
    func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

    /// Rewrites shard `index` with `edit` applied to its report (written back without any check).
    func edit(_ index: Int, _ edit: (inout ExplorationReport) -> Void) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path(index)))
        let contents = try JSONDecoder().decode(ShardFile.Contents.self, from: data)
        var report = ExplorationReport(
            header: contents.header, shard: contents.shard, units: contents.units, failures: contents.failures)
        edit(&report)
        try ShardFile.encode(report).write(to: URL(fileURLWithPath: path(index)))
    }

    /// Rewrites shard `index`'s text with `edit`.
    func editText(_ index: Int, _ edit: (String) -> String) throws {
        let text = try String(contentsOfFile: path(index), encoding: .utf8)
        try edit(text).write(toFile: path(index), atomically: true, encoding: .utf8)
    }

    /// `locsim merge` of shards `indices` (and `extra` arguments).
    func merge(_ indices: [Int], _ extra: [String] = []) -> (status: ExitCode, output: String, errors: String) {
        runLocsim(["merge"] + indices.map(path) + extra)
    }
}

@Test("explore --shard 0/1 writes a shard file, which merge turns into the report explore prints")
func oneShardIsAShardFile() throws {
    let shards = ShardFixture("one", count: 1)
    let text = try String(contentsOfFile: shards.path(0), encoding: .utf8)
    #expect(text.hasPrefix("{\""), "a JSON line, not the text report: \(text.prefix(80))")
    let merged = shards.merge([0])
    let whole = runLocsim(["explore", "Scenarios/explore/classic.scenario"])
    #expect(merged.status == whole.status, "\(merged.errors)")
    #expect(!merged.output.isEmpty && merged.output == whole.output)
}

@Test("merge refuses a missing shard, even a lone shard that would look complete (exit 65)")
func mergeRefusesAMissingShard() {
    let shards = ShardFixture("missing")
    let twoOfThree = shards.merge([0, 1])
    #expect(twoOfThree.status == .dataError)
    #expect(twoOfThree.errors.hasPrefix("error: shard 2/3 is missing: merge needs every shard 0/3 to 2/3"))
    #expect(twoOfThree.output.isEmpty)
    let lone = shards.merge([1])
    #expect(lone.status == .dataError)
    #expect(lone.errors.hasPrefix("error: shards 0/3 and 2/3 are missing"))
    #expect(!lone.output.contains("complete"))
}

@Test("merge refuses a repeated shard, naming both files (exit 65)")
func mergeRefusesARepeatedShard() throws {
    let shards = ShardFixture("repeated")
    try FileManager.default.copyItem(atPath: shards.path(1), toPath: shards.path("copy.json"))
    let result = runLocsim(["merge", shards.path(0), shards.path(1), shards.path("copy.json"), shards.path(2)])
    #expect(result.status == .dataError)
    #expect(
        result.errors.hasPrefix("error: shard 1/3 is given twice: \(shards.path(1)) and \(shards.path("copy.json"))"))
}

@Test("merge refuses a shard of another exploration: strategy, shard count, an edited scenario (exit 65)")
func mergeRefusesAShardOfAnotherExploration() throws {
    let exhaustive = ShardFixture("other-a", count: 2)
    let random = ShardFixture("other-b", count: 2, options: ["--strategy", "random", "--samples", "5"])
    let strategy = runLocsim(["merge", exhaustive.path(0), random.path(1)])
    #expect(strategy.status == .dataError)
    #expect(
        strategy.errors.hasPrefix(
            "error: \(random.path(1)) is from another exploration: its strategy is random 5, "
                + "\(exhaustive.path(0))'s is exhaustive"))
    let three = ShardFixture("other-c", count: 3, indices: [1])
    let count = runLocsim(["merge", exhaustive.path(0), three.path(1)])
    #expect(count.status == .dataError)
    #expect(count.errors.contains("its shard count is 3, \(exhaustive.path(0))'s is 2"))

    let scenario = exhaustive.path("edited.scenario")
    let text = try String(contentsOfFile: "Scenarios/explore/classic.scenario", encoding: .utf8)
    try text.write(toFile: scenario, atomically: true, encoding: .utf8)
    let before = exhaustive.path("before.json")
    let after = exhaustive.path("after.json")
    #expect(runLocsim(["explore", scenario, "--shard", "0/2", "--output", before]).status == .success)
    try (text + "# edited\n").write(toFile: scenario, atomically: true, encoding: .utf8)
    #expect(runLocsim(["explore", scenario, "--shard", "1/2", "--output", after]).status == .success)
    let edited = runLocsim(["merge", before, after])
    #expect(edited.status == .dataError)
    #expect(
        edited.errors.hasPrefix("error: \(after) is from another exploration: its scenario differs from \(before)'s"))
    let overridden = exhaustive.path("overridden.json")
    let set = ["--set", "allowOnceExpiry=20s"]
    #expect(runLocsim(["explore", scenario, "--shard", "1/2", "--output", overridden] + set).status == .success)
    let sets = runLocsim(["merge", after, overridden])
    #expect(sets.errors.contains("its --set list is [allowOnceExpiry=20s], \(after)'s is []"))
}

@Test("merge refuses shard count zero and shard indices out of range, naming file and field (exit 65)")
func mergeRefusesShardCountZero() throws {
    let shards = ShardFixture("zero", count: 2)
    try shards.edit(0) { $0.shard.count = 0 }
    let zero = shards.merge([0, 1])
    #expect(zero.status == .dataError)
    #expect(
        zero.errors.hasPrefix(
            "\(shards.path(0)): error: field 'shard.count' is 0; expected a whole number from 1 to 16777216"))
    for index in [-1, 2, Int.max] {
        try shards.edit(0) { $0.shard = Shard(index: index, count: 2) }
        let result = shards.merge([0, 1])
        #expect(result.status == .dataError)
        #expect(result.errors.hasPrefix("\(shards.path(0)): error: field 'shard.index' is \(index); expected"))
    }
}

@Test("merge refuses counts that would overflow a total: each counter, units, budgets (exit 65)")
func mergeRefusesCountsThatWouldOverflow() throws {
    let shards = ShardFixture("overflow", count: 2)
    let edits: [(String, (inout ExplorationReport) -> Void)] = [
        ("units[0].events", { $0.units[0].events = Int.max }),
        ("units[0].timelines", { $0.units[0].timelines = -1 }),
        ("units[1].rulesFired.AUTH-1", { $0.units[1].rulesFired["AUTH-1"] = Int.max }),
        ("header.units", { $0.header.units = Int.max }),
        ("shard.count", { $0.shard.count = Int.max }),
        ("header.maxTimelines", { $0.header.maxTimelines = Int.min }),
        ("header.timeLimitSeconds", { $0.header.timeLimitSeconds = 0 }),
        ("failures[0].timelines", { $0.failures[0].timelines = Int.max }),
        ("failures[0].best.optionSum", { $0.failures[0].best.optionSum = Int.max }),
        ("units[0].uiTransitions[0]", { $0.units[0].uiTransitions[0] = ["one"] }),
    ]
    for (field, edit) in edits {
        let copy = ShardFixture("overflow-\(field)", count: 2)
        try copy.edit(0, edit)
        let result = copy.merge([0, 1])
        #expect(result.status == .dataError, "\(field)")
        #expect(result.errors.hasPrefix("\(copy.path(0)): error: field '\(field)' is "), "\(result.errors)")
    }
    try shards.editText(0) { $0.replacingOccurrences(of: "\"events\":", with: "\"events\":1e300,\"x\":") }
    let huge = shards.merge([0, 1])
    #expect(huge.status == .dataError)
    #expect(huge.errors.contains("error: not valid JSON or a value out of range"))
}

@Test("merge never writes outside the counterexamples folder: names from the file must be plain (exit 65)")
func mergeNeverWritesOutsideTheCounterexamplesFolder() throws {
    let hostile = [
        "../escaped.scenario", "/tmp/locsim-escaped.scenario", "inner/escaped.scenario", "..", ".", "",
        "nul\u{0}.scenario", "line\nbreak.scenario", String(repeating: "x", count: 247) + ".scenario",
        "escaped.trace",
    ]
    for name in hostile {
        let shards = ShardFixture("escape", count: 2)
        try shards.edit(0) { $0.failures[0].counterexample?.fileName = name }
        let inside = shards.path("found")
        let result = shards.merge([0, 1], ["--counterexamples", inside])
        #expect(result.status == .dataError, "\(name.debugDescription)")
        #expect(result.errors.contains("field 'failures[0].counterexample.fileName' is "), "\(result.errors)")
        let written = try FileManager.default.contentsOfDirectory(atPath: shards.folder).sorted()
        #expect(written == ["shard-0.json", "shard-1.json"], "\(name.debugDescription)")
    }
    #expect(!FileManager.default.fileExists(atPath: "/tmp/locsim-escaped.scenario"))
}

@Test("merge refuses a counterexample whose text does not load before writing any (exit 65)")
func mergeRefusesACounterexampleThatDoesNotLoad() throws {
    let shards = ShardFixture("text", count: 2)
    try shards.edit(0) { $0.failures[0].counterexample?.text = "model authorization\n0s lanch\u{1B}[31m\n" }
    let inside = shards.path("found")
    let result = shards.merge([0, 1], ["--counterexamples", inside])
    #expect(result.status == .dataError)
    #expect(result.errors.contains("does not load, so none was written"), "\(result.errors)")
    #expect(!result.errors.unicodeScalars.contains("\u{1B}"), "the text is quoted escaped")
    #expect(!FileManager.default.fileExists(atPath: inside))
}

@Test("merge prints a shard's UI states with their control characters escaped, never raw")
func mergeEscapesShardTexts() throws {
    let shards = ShardFixture("texts", count: 2)
    try shards.edit(0) { $0.units[0].uiStates.append("a\nb\u{7}\u{1B}[31m\u{202E}") }
    let result = shards.merge([0, 1])
    #expect(result.output.contains("  a\\nb\\u{7}\\u{1B}[31m\\u{202E}\n"), "\(result.output.suffix(300))")
    #expect(!result.output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\u{202E}" })
}

@Test("merge refuses an unknown shard format, and a file without one (exit 65)")
func mergeRefusesAnUnknownShardFormat() throws {
    let shards = ShardFixture("format", count: 2)
    try shards.editText(0) { $0.replacingOccurrences(of: "\"format\":2,", with: "\"format\":3,") }
    let newer = shards.merge([0, 1])
    #expect(newer.status == .dataError)
    #expect(newer.errors.hasPrefix("\(shards.path(0)): error: field 'format' is 3; this locsim reads shard format 2"))
    try shards.editText(1) { $0.replacingOccurrences(of: "\"format\":2,", with: "") }
    let older = shards.merge([1, 0])
    #expect(older.status == .dataError)
    #expect(older.errors.hasPrefix("\(shards.path(1)): error: field 'format' is missing"))
}

@Test("merge refuses a huge, deeply nested, non-JSON or missing file with its own message")
func mergeRefusesUnreadableFiles() throws {
    let shards = ShardFixture("unreadable", count: 2)
    let huge = shards.path("huge.json")
    #expect(FileManager.default.createFile(atPath: huge, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
    try handle.truncate(atOffset: UInt64(ShardBounds.fileBytes) + 1)
    try handle.close()
    let tooLarge = runLocsim(["merge", huge, shards.path(1)])
    #expect(tooLarge.status == .dataError)
    #expect(tooLarge.errors.hasPrefix("\(huge): error: the file has 268435457 bytes, past the limit of 268435456"))
    let deep = shards.path("deep.json")
    try String(repeating: "[", count: 100_000).write(toFile: deep, atomically: true, encoding: .utf8)
    let nested = runLocsim(["merge", deep])
    #expect(nested.status == .dataError)
    #expect(nested.errors.hasPrefix("\(deep): error: JSON nested deeper than 64 levels at byte 64"))
    let text = shards.path("text.json")
    try "hello\n".write(toFile: text, atomically: true, encoding: .utf8)
    let notJSON = runLocsim(["merge", text])
    #expect(notJSON.status == .dataError)
    #expect(notJSON.errors.hasPrefix("\(text): error: not a shard file"))
    let missing = runLocsim(["merge", shards.path("absent.json")])
    #expect(missing.status == .noInput)
    #expect(missing.errors.hasPrefix("\(shards.path("absent.json")): error: no such shard file"))
}

@Test("merge says where a shard file that is not JSON goes wrong: empty, cut short, two files joined (exit 65)")
func mergeLocatesJSONFaults() throws {
    let shards = ShardFixture("syntax", count: 1)
    let whole = try String(contentsOfFile: shards.path(0), encoding: .utf8)
    let cases = [
        ("empty.json", "\n", "the file is empty"),
        ("cut.json", String(whole.prefix(40)), "the file ends at byte 40 inside "),
        ("joined.json", whole + whole, "a second JSON value starts at byte \(whole.utf8.count) after the first ended"),
    ]
    for (name, text, expected) in cases {
        try text.write(toFile: shards.path(name), atomically: true, encoding: .utf8)
        let result = runLocsim(["merge", shards.path(name)])
        #expect(result.status == .dataError, "\(name)")
        #expect(
            result.errors.hasPrefix("\(shards.path(name)): error: not a shard file: \(expected)"), "\(result.errors)")
    }
}

@Test("merge quotes a foreign shard's model escaped and cut to 80 characters with an ellipsis (exit 65)")
func mergeEscapesAndBoundsAForeignModel() throws {
    let shards = ShardFixture("foreign-model", count: 2)
    try shards.edit(1) { $0.header.model = "\u{1B}[31m" + String(repeating: "x", count: 5_000) }
    let result = shards.merge([0, 1])
    #expect(result.status == .dataError)
    let shown = "\\u{1B}[31m" + String(repeating: "x", count: 80 - "\\u{1B}[31m".count) + "…"
    #expect(
        result.errors.hasPrefix(
            "error: \(shards.path(1)) is from another exploration: its model is \(shown), \(shards.path(0))'s is "
                + "authorization; merge the shards"), "\(result.errors.prefix(300))")
    #expect(!result.errors.contains("\u{1B}"))
}
