import Foundation
import LocsimCLI
import TestSupport
import Testing

/// A scratch directory with one file per test, removed at the end.
struct Scratch {
    let directory: String

    init() {
        directory = NSTemporaryDirectory() + "locsim-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) -> String {
        let path = directory + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}

@Suite("locsim run: timelines, exit codes, formats and files")
struct RunCommandTests {
    @Test("a passing scenario prints its timeline and exits 0")
    func passing() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        let result = runLocsim(["run", path])
        #expect(result.status == .success)
        #expect(result.errors.isEmpty)
        #expect(
            result.output.hasPrefix("# scenario \"Allow Once expires (bare)\" (a.scenario)\n# model recorder · seed 7"))
        #expect(
            result.output.contains(
                "callback  AUTH-3           authorization foreground=false fullAccuracy=true manager=m1 status=0"))
        #expect(result.output.hasSuffix("# 3 expectations: 3 passed, 0 failed · 12 events · ended at 40.000s\n"))
    }

    @Test("a failed expectation exits 1 and names the line on standard error")
    func failing() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let text = allowOnceBare.replacingOccurrences(
            of: "28.1s   expect status == notDetermined", with: "28.1s   expect status == denied")
        let path = scratch.write("a.scenario", text)
        let result = runLocsim(["run", path])
        #expect(result.status == .failure)
        #expect(
            result.errors
                == "\(path):12:9: expectation failed: expected status == denied, got status=notDetermined\n")
    }

    @Test("a bad file exits 65 with every error and runs nothing, not even the good files")
    func badFile() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let good = scratch.write("good.scenario", allowOnceBare)
        let bad = scratch.write("bad.scenario", "model recorder\n0s launch\n10s backgorund\n12s alert Allow\n")
        let result = runLocsim(["run", good, bad])
        #expect(result.status == .dataError)
        #expect(result.output.isEmpty)
        #expect(result.errors.contains("\(bad):3:5: error: unknown step \"backgorund\"; did you mean \"background\"?"))
        #expect(result.errors.contains("\(bad):4:"))
    }

    @Test(
        "bad arguments exit 64 with a suggestion",
        arguments: [
            (["run"], "Error: 'run' needs at least one scenario FILE.\n"),
            (
                ["run", "x.scenario", "--format", "xml"],
                "Error: invalid value 'xml' for '--format': expected text or jsonl.\n"
            ),
            (
                ["run", "x.scenario", "--seed", "-1"],
                "Error: invalid value '-1' for '--seed': expected a whole number from 0 to 18446744073709551615.\n"
            ),
            (
                ["run", "x.scenario", "--model", "recordr"],
                "Error: invalid value 'recordr' for '--model': expected one of "
            ),
            (
                ["run", "x.scenario", "--set", "allowOnceExpiry"],
                "Error: invalid value 'allowOnceExpiry' for '--set': expected PARAM=VALUE, such as allowOnceExpiry=17s.\n"
            ),
            (
                ["run", "/nonexistent/x.scenario"],
                "Error: invalid value '/nonexistent/x.scenario' for 'FILE': expected a readable scenario file (no such file '/nonexistent/x.scenario').\n"
            ),
            (
                ["run", "Scenarios/authorization/allow-once-expiri.scenario"],
                "Error: invalid value 'Scenarios/authorization/allow-once-expiri.scenario' for 'FILE': expected a readable "
                    + "scenario file (no such file 'Scenarios/authorization/allow-once-expiri.scenario'; did you mean "
                    + "'Scenarios/authorization/allow-once-expiry.scenario'?).\n"
            ),
        ] as [([String], String)])
    func badArguments(arguments: [String], message: String) {
        let result = runLocsim(arguments)
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix(message))
        #expect(result.errors.contains("Usage: locsim run FILE…"))
    }

    @Test("an unknown --set parameter exits 64 and names the nearest")
    func unknownParameter() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        let result = runLocsim(["run", path, "--set", "allowOnceExpiri=17s"])
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("Error: --set allowOnceExpiri=17s: "))
        #expect(result.errors.contains("allowOnceExpiry"))
    }

    @Test("--format jsonl writes one sorted-key object a line, and --output writes the file whole")
    func jsonlToFile() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        let output = scratch.directory + "/trace.jsonl"
        let result = runLocsim(["run", path, "--format", "jsonl", "--output", output])
        #expect(result.status == .success)
        #expect(result.output.isEmpty)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.first?.hasPrefix("{\"file\":") == true)
        #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
        #expect(
            text.contains(
                #"{"callback":"authorization","foreground":false,"fullAccuracy":true,"kind":"callback","manager":"m1","rule":"AUTH-3","status":0,"time_us":28006752}"#
            ))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.directory).sorted()
        #expect(leftovers == ["a.scenario", "trace.jsonl"])
    }

    @Test("the same file and seed give the same bytes in two separate processes")
    func twoProcesses() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        let binary = try #require(locsimBinary())
        var outputs: [String] = []
        for format in ["text", "jsonl", "text", "jsonl"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["run", path, "--format", format]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            outputs.append(String(decoding: data, as: UTF8.self))
        }
        #expect(outputs[0] == outputs[2])
        #expect(outputs[1] == outputs[3])
        #expect(outputs[0] == runLocsim(["run", path]).output)
        #expect(outputs[0].count > 1_000)
    }
}

/// The `locsim` executable SwiftPM built next to the test bundle.
func locsimBinary() -> String? {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    directory.appendPathComponent(".build")
    for configuration in ["debug", "release"] {
        let path = directory.appendingPathComponent(configuration).appendingPathComponent("locsim").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}
