import Foundation
import Testing

/// Runs the built `locsim-bench` (next to the built `locsim`) and returns its status and standard error.
private func runBench(_ arguments: [String]) throws -> (status: Int32, errors: String) {
    let locsim = try #require(locsimBinary())
    let bench = (locsim as NSString).deletingLastPathComponent + "/locsim-bench"
    try #require(FileManager.default.isExecutableFile(atPath: bench))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: bench)
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

@Suite("locsim-bench repeat: repeated explorations timed in one process, the harness locsim-bench explore runs")
struct BenchRepeatTests {
    @Test("a list of job counts times each count, alternating, with the fastest and the median of each")
    func jobCountsAreEachTimed() throws {
        let result = try runBench(["repeat", "Scenarios/explore/classic.scenario", "--repeat", "3", "--jobs", "1,2"])
        #expect(result.status == 0, "\(result.errors)")
        let timings = result.errors.split(separator: "\n").filter {
            $0.hasPrefix("explored 24 timelines (116 events) in ")
        }
        #expect(timings.count == 2)
        #expect(timings.first?.contains(", the fastest of 3 at 1 job (median 0.") == true)
        #expect(timings.last?.contains(", the fastest of 3 at 2 jobs (median 0.") == true)
        // The median is never faster than the fastest.
        for line in timings {
            let words = line.split(separator: " ")
            let fastest = Double(words[6].dropLast(2))  // "0.001236s,"
            let median = words.firstIndex(of: "(median").flatMap { Double(words[$0 + 1].prefix { $0 != "s" }) }
            #expect(fastest != nil && median != nil && fastest! <= median!, "\(line)")
        }
    }

    @Test("one exploration prints its time with six decimals, so a short exploration is not 0.00s")
    func timeHasSixDecimals() throws {
        let once = try runBench(["repeat", "Scenarios/explore/classic.scenario", "--jobs", "1"])
        let line = once.errors.split(separator: "\n").first { $0.hasPrefix("explored ") }
        let time = line.flatMap { $0.split(separator: " ").dropFirst(6).first }
        #expect(
            time.map { $0.hasSuffix("s:") && ($0.split(separator: ".").last ?? "").count == 8 } == true,
            "\(once.errors)")
    }

    @Test(
        "a bad job list or repeat count is refused with exit 64", arguments: [["--jobs", "1,x"], ["--repeat", "0"]])
    func badCountsAreRefused(_ option: [String]) throws {
        let result = try runBench(["repeat", "Scenarios/explore/classic.scenario"] + option)
        #expect(result.status == 64)
        #expect(result.errors.contains(option[0]))
    }
}
