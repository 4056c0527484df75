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
