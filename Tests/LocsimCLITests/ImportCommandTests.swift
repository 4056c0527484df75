import Foundation
import LocsimCLI
import Testing

@Suite("locsim import")
struct ImportCommandTests {
    static let fixtures = packageRoot + "/Tests/RecordingsTests/Fixtures"

    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "locsim-import-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("import -o writes a scenario that locsim run passes")
    func writesARunnableScenario() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/allow-once.scenario"
        let imported = runLocsim(["import", Self.fixtures + "/allow-once-expiry.jsonl", "-o", output])
        #expect(imported.status == .success && imported.errors.isEmpty && imported.output.isEmpty)
        let run = runLocsim(["run", output])
        #expect(run.status == .success, "\(run.errors)")
    }

    @Test("a recording past 256 MiB is refused by its size before it is read, for each command (65)")
    func oversizedRecordingIsADataError() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/big.jsonl"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 300 << 20)  // sparse
        try handle.close()
        for command in [["import"], ["conform"], ["calibrate", "-o", folder + "/c.profile"]] {
            let result = runLocsim(command + [path])
            #expect(result.status == .dataError, "\(command)")
            #expect(
                result.errors
                    == "\(path): error: the file has 314572800 bytes, more than the 268435456 a recording may have\n",
                "\(result.errors)")
        }
    }

    @Test("a bad recording exits 65 with file:line:column errors")
    func badRecordingExits65() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/bad.jsonl"
        try
            #"{"locsim_recording":1,"device":{"os":"iOS","os_version":"27.0","model":"x","simulator":false},"tolerance_us":0}"#
            .appending("\n{\"time_us\":5,\"kind\":\"app\",\"event\":\"launch\"}\n{\"time_us\":4,\"kind\":\"app\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = runLocsim(["import", path])
        #expect(result.status == .dataError)
        #expect(result.errors.contains(path + ":3:26: error: truncated line"))
        #expect(result.output.isEmpty)
    }

    @Test("the loop: calibrate an iOS-next recording, import it on that profile, and run passes; --profile on run too")
    func calibrateImportRunLoop() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = Self.fixtures + "/ios-next/allow-once-expiry-25s.jsonl"
        let profile = folder + "/next.profile"
        #expect(runLocsim(["calibrate", recording, "-o", profile]).status == .success)
        let onProfile = runLocsim(["import", recording, "--profile", profile, "-o", folder + "/next.scenario"])
        #expect(onProfile.status == .success, "\(onProfile.errors)")
        #expect(runLocsim(["run", folder + "/next.scenario"]).status == .success)
        #expect(runLocsim(["import", recording, "-o", folder + "/plain.scenario"]).status == .success)
        #expect(runLocsim(["run", folder + "/plain.scenario"]).status == .failure, "ios27-simulator reverts at 18 s")
        let replaced = runLocsim(["run", folder + "/plain.scenario", "--profile", profile])
        #expect(replaced.status == .success, "\(replaced.errors)")
        let clash = runLocsim(["import", recording, "--profile", profile, "-o", profile])
        #expect(clash.status == .usage && clash.errors.contains("the --profile file"), "\(clash.errors)")
    }

    static let badRecordings = [
        ("truncated", #"{"time_us":4,"kind":"app""#, ":2:26: error: truncated line"),
        ("version", "", ":1:2: error: unknown recording version 9"),
        (
            "backwards",
            #"{"time_us":5,"kind":"app","event":"launch"}"# + "\n" + #"{"time_us":4,"kind":"app","event":"launch"}"#,
            ":3:2: error: time goes backwards"
        ),
        ("kind", #"{"time_us":5,"kind":"callbak"}"#, ":2:"),
    ]

    @Test(
        "every kind of bad recording exits 65 from import, conform and calibrate, with file:line errors",
        arguments: 0..<4)
    func badRecordingsExit65(_ index: Int) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (name, events, message) = Self.badRecordings[index]
        let version = name == "version" ? 9 : 1
        let path = folder + "/\(name).jsonl"
        try
            (#"{"locsim_recording":\#(version),"device":{"os":"iOS","os_version":"27.0","model":"x","simulator":false},"tolerance_us":0}"#
            + "\n" + events).write(toFile: path, atomically: true, encoding: .utf8)
        for command in [["import", path], ["conform", path], ["calibrate", path, "-o", folder + "/x.profile"]] {
            let result = runLocsim(command)
            #expect(result.status == .dataError, "\(command[0]) \(name): \(result.errors)")
            #expect(result.errors.contains(path + message), "\(command[0]) \(name): \(result.errors)")
        }
    }

    @Test("the output may not be the recording itself")
    func outputIsNotTheInput() {
        let path = Self.fixtures + "/allow-once-expiry.jsonl"
        let result = runLocsim(["import", path, "-o", path])
        #expect(result.status == .usage)
    }

    @Test("a missing recording is a command-line error")
    func missingRecording() {
        let result = runLocsim(["import", "no-such.jsonl"])
        #expect(result.status == .usage && result.errors.contains("no such file 'no-such.jsonl'"))
    }
}
