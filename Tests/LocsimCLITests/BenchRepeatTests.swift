import Foundation
import TestSupport
import Testing

/// Runs the built `locsim-bench-repeat` (next to the built `locsim`): its status and standard error.
private func runRepeat(_ arguments: [String]) throws -> (status: Int32, errors: String) {
    let locsim = try #require(locsimBinary())
    let repeater = (locsim as NSString).deletingLastPathComponent + "/locsim-bench-repeat"
    try #require(FileManager.default.isExecutableFile(atPath: repeater))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: repeater)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, said)
}

@Suite("locsim-bench-repeat: the in-process explorations locsim-bench explore times")
struct BenchRepeatTests {
    @Test("a list of job counts explores N times at each, alternating in blocks, one line per exploration")
    func jobCountsAlternate() throws {
        let result = try runRepeat(["Scenarios/explore/classic.scenario", "--repeat", "3", "--jobs", "1,2"])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.errors.split(separator: "\n")
        #expect(lines.count == 6)
        let jobs = lines.map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(jobs == ["jobs=1", "jobs=1", "jobs=1", "jobs=2", "jobs=2", "jobs=2"])
        for line in lines {
            #expect(line.hasPrefix("jobs=") && line.contains(" timelines=24 events=116 nanoseconds="), "\(line)")
            let nanoseconds = line.split(separator: "=").last.flatMap { Int($0) }
            #expect((nanoseconds ?? 0) > 0, "\(line)")
        }
    }

    @Test(
        "a bad job list or repeat count is refused with exit 64", arguments: [["--jobs", "1,x"], ["--repeat", "0"]])
    func badCountsAreRefused(_ option: [String]) throws {
        let result = try runRepeat(["Scenarios/explore/classic.scenario"] + option)
        #expect(result.status == 64)
        #expect(result.errors.contains(option[0]))
    }

    @Test("it loads scenarios and explores through the library modules, never the CLI")
    func importsNoCLI() {
        #expect(ModuleLayering.sourceFileCount(module: "locsim-bench-repeat") > 0)
        let allowed = Set(["AppModels", "ScenarioLanguage", "Replay", "Exploration", "LocsimBenchApps"])
            .union(ModuleLayering.toolchain)
        #expect(ModuleLayering.violations(module: "locsim-bench-repeat", allowed: allowed) == [])
    }
}
