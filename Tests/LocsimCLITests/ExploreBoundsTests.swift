import Foundation
import Testing

@testable import LocsimCLI

/// A scenario file written into a fresh temporary folder; returns its path.
private func scenarioFile(_ text: String, name: String = "bounds.scenario") -> String {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("locsim-bounds-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = (folder as NSString).appendingPathComponent(name)
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
}

/// A scenario that launches at 0 s and then does `step` at 1 s, 2 s, … `times` s.
private func everySecond(_ step: String, times: Int) -> String {
    var lines = ["scenario \"Every second\"", "model authorization", "0s launch"]
    for second in 1...times { lines.append("\(second)s \(step)") }
    lines.append("end \(times + 1)s")
    return scenarioFile(lines.joined(separator: "\n") + "\n")
}

@Suite("explore: every bound is reported, no input reaches a crash")
struct ExploreBoundsTests {
    @Test(
        "a time limit the clock cannot count is refused, not a crash",
        arguments: ["inf", "1e300", "9.3e15", "nan", "0", "-1", "0.0001"])
    func timeLimitOutOfRange(limit: String) {
        let result = runLocsim(["explore", "Scenarios/explore/classic.scenario", "--time-limit", limit])
        #expect(result.status == .usage)
        #expect(result.errors.contains("between 0.001 and 604800.0"))
    }

    @Test("static combinations past the bound are refused up front with the count and the bound")
    func tooManyCombinations() {
        let path = scenarioFile(
            """
            scenario "Two wide ranges"
            model authorization
            set allowOnceExpiry 1s..10000s step 1s
            set initialCallbackDelay 1ms..10000ms step 1ms
            0s launch
            end 1s
            """)
        let result = runLocsim(["explore", path])
        #expect(result.status == .usage)
        #expect(result.errors.contains("100000000 combinations (line 3: 10000 values × line 4: 10000 values)"))
        #expect(result.errors.contains("at most 100000:"))
    }

    @Test("a range is never cut short: the boundary strategy reaches its true maximum")
    func boundaryReachesTheRangesEnd() {
        let path = scenarioFile(
            """
            scenario "A long window"
            model authorization
            0s launch
            3s..3h step 1s background
            end 4h
            """)
        let result = runLocsim(["explore", path, "--strategy", "boundary", "--jobs", "1"])
        #expect(result.status == .success)
        // 3 s to 3 h by 1 s is 10,798 values; the middle one is 3 s + 5,398 s and the last 3 h.
        #expect(result.output.contains("# choice point line 4 window: 3s, 5401s, 3h\n"))
        #expect(result.output.contains("none reached; the exploration is complete"))
        let listed = runLocsim(["explore", path, "--strategy", "random", "--samples", "3", "--jobs", "1"])
        #expect(listed.output.contains("# choice point line 4 window: 3s, 4s, 5s, … 3h (10798 values)\n"))
    }

    @Test("a search thousands of choices deep runs on the heap, not the stack")
    func deepChainOfMaybes() {
        let path = everySecond("maybe background", times: 3_000)
        // The first timeline skips every step: 3,000 choices deep, one level of the search each.
        let result = runLocsim(["explore", path, "--max-timelines", "1", "--jobs", "1"])
        #expect(result.status == .success)
        #expect(result.output.contains("--max-timelines 1 reached"))
    }

    @Test("timelines covered through merged states are counted up to 2^48, never overflowing")
    func coveredCountSaturates() {
        let path = everySecond("fault dropCallback", times: 100)
        // Each fault is on or off and both continue alike: 2^100 timelines in 101 simulated states.
        let result = runLocsim(["explore", path, "--max-depth", "100", "--jobs", "1"])
        #expect(result.status == .success)
        #expect(result.output.contains(" simulated, at least 2^48 covered, "))
    }

    @Test("--max-states stops the exploration and says so; the report does not call it complete")
    func maxStatesIsAReportedBound() {
        let result = runLocsim(["explore", "Scenarios/explore/journey.scenario", "--max-states", "12", "--jobs", "1"])
        #expect(result.output.contains("bound reached:     --max-states 12 reached:"))
        #expect(!result.output.contains("the exploration is complete"))
        #expect(result.output.contains("max-states 12"))
        let jsonl = runLocsim([
            "explore", "Scenarios/explore/journey.scenario", "--max-states", "12", "--format", "jsonl",
        ])
        #expect(jsonl.output.contains("\"maxStates\":12"))
        #expect(jsonl.output.contains("--max-states 12 reached"))
    }

    @Test("the HTML report says which bounds were reached, and calls only an uncut exploration complete")
    func htmlReportShowsBounds() throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("locsim-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let cut = folder + "/cut.html", whole = folder + "/whole.html"
        _ = runLocsim(["explore", "Scenarios/explore/classic.scenario", "--max-timelines", "3", "--html", cut])
        _ = runLocsim(["explore", "Scenarios/explore/journey.scenario", "--html", whole])
        let cutPage = try String(contentsOfFile: cut, encoding: .utf8)
        let wholePage = try String(contentsOfFile: whole, encoding: .utf8)
        #expect(cutPage.contains("<li>bound reached: --max-timelines 3 reached:"))
        #expect(!cutPage.contains("the exploration is complete"))
        #expect(wholePage.contains("<li>bounds: none reached; the exploration is complete</li>"))
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test("a newline in the scenario's path is escaped in the counterexample's header")
    func controlCharactersInPathsAreEscaped() throws {
        let source = try String(contentsOfFile: "Scenarios/explore/classic.scenario", encoding: .utf8)
        let path = scenarioFile(source, name: "odd\nname.scenario")
        let found = (NSTemporaryDirectory() as NSString).appendingPathComponent("locsim-found-\(UUID().uuidString)")
        let result = runLocsim(["explore", path, "--counterexamples", found, "--jobs", "1"])
        #expect(result.status == .failure)
        #expect(result.output.hasPrefix("# locsim explore \(path.replacingOccurrences(of: "\n", with: "\\n"))\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: found).filter { $0.hasSuffix(".scenario") }
        #expect(names == ["odd_nname-line-13.scenario"])
        let text = try String(contentsOfFile: "\(found)/\(names[0])", encoding: .utf8)
        #expect(text.hasPrefix("# Counterexample found by locsim explore in /"))
        #expect(text.split(separator: "\n")[0].hasSuffix("odd\\nname.scenario"))
        #expect(runLocsim(["run", "\(found)/\(names[0])"]).status == .failure)
    }
}

@Suite("Reading inputs: sizes checked first, folders named")
struct InputBoundsTests {
    @Test("a scenario file past the size limit is refused before it is read")
    func hugeFileRefusedBeforeReading() throws {
        let path = scenarioFile("")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 3 << 30)  // sparse: 3 GB that take no disk
        try handle.close()
        for command in [["run"], ["explore"], ["render", "--svg", path + ".svg"], ["test"]] {
            let result = runLocsim([command[0], path] + command.dropFirst())
            #expect(result.status == .dataError, "\(command[0])")
            let said = result.errors + result.output
            #expect(said.contains("file is 3221225472 bytes long; the limit is 67108864"), "\(command[0])")
        }
        try FileManager.default.removeItem(atPath: path)
    }

    @Test("unknown Info.plist keys are warned about twenty at a time, the rest counted, in time linear in the file")
    func plistWarningsAreBounded() {
        var lines = ["scenario \"Keys\"", "model authorization"]
        for index in 0..<2_000 { lines.append("plist Key\(index) \"value\"") }
        lines += ["0s launch", "end 1s"]
        let result = runLocsim(["run", scenarioFile(lines.joined(separator: "\n") + "\n")])
        #expect(result.status == .success)
        #expect(result.errors.components(separatedBy: ": warning: ").count - 1 == 21)
        #expect(
            result.errors.contains("1980 more unknown Info.plist keys from here on (the first 20 are listed above)"))
    }

    @Test("a folder given to run says it is a folder and that test runs folders")
    func folderGivenToRun() {
        let result = runLocsim(["run", "Scenarios/explore"])
        #expect(result.status == .usage)
        #expect(result.errors.contains("'Scenarios/explore' is a folder; `locsim test Scenarios/explore` runs"))
    }

    @Test("the event limit is reported on standard error when a run hits it")
    func eventLimitOnStandardError() {
        let result = runLocsim(["run", "Scenarios/explore/classic.scenario", "--max-events", "3"])
        #expect(result.status == .failure)
        #expect(result.errors.contains("classic.scenario: stopped at the limit of 3 events at "))
        #expect(result.errors.contains("raise it with --max-events N"))
        #expect(runLocsim(["run", "Scenarios/explore/classic.scenario", "--max-events", "0"]).status == .usage)
    }
}

@Suite("locsim-bench: sizes it cannot hold are refused")
struct BenchBoundsTests {
    @Test("locsim-bench hold refuses a queue it cannot hold, with the bound, instead of aborting")
    func holdRefusesHugeQueues() throws {
        let locsim = try #require(locsimBinary())
        let bench = (locsim as NSString).deletingLastPathComponent + "/locsim-bench"
        try #require(FileManager.default.isExecutableFile(atPath: bench))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: bench)
        process.arguments = ["hold", "--pending", "99999999999999", "--events", "1"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 64)
        #expect(said.contains("expected an integer from 1 to 100000000"))
    }
}
