import Foundation
import LocsimCLI
import Testing

@Suite("locsim calibrate")
struct CalibrateCommandTests {
    static let fixtures = packageRoot + "/Tests/RecordingsTests/Fixtures"

    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "locsim-calibrate-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("calibrate writes a profile that a scenario's profile line and conform's --profile load")
    func writtenProfileLoads() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = Self.fixtures + "/ios-next/allow-once-expiry-25s.jsonl"
        let calibrated = runLocsim(["calibrate", recording, "-o", folder + "/next.profile"])
        #expect(calibrated.status == .success, "\(calibrated.errors)")
        #expect(
            calibrated.output.contains(
                "  allowOnceExpiry            25s       fitted, 1 sample: 25s from 1 recording\n"))
        #expect(
            calibrated.output.contains(
                "  replyDelay                 2ms..9ms  no evidence: kept from ios27-simulator\n"))
        let conformed = runLocsim(["conform", recording, "--profile", folder + "/next.profile"])
        #expect(conformed.status == .success, "\(conformed.output)")
        try """
        model recorder
        profile ./next.profile

        0s      launch
                call createManager
        1s      call requestWhenInUseAuthorization
        2s      alert "Allow Once"
        3s      background
        27.9s   expect status == authorizedWhenInUse
        28.1s   expect status == notDetermined
                expect callback authorization status=0 between 28s and 28.1s
        """.write(toFile: folder + "/a.scenario", atomically: true, encoding: .utf8)
        let run = runLocsim(["run", folder + "/a.scenario"])
        #expect(run.status == .success, "\(run.errors)")
        #expect(run.output.contains("profile ./next.profile"))
    }

    @Test("calibrate needs -o NAME.profile, and the output may not be a recording")
    func outputIsChecked() {
        let recording = Self.fixtures + "/allow-once-expiry.jsonl"
        #expect(runLocsim(["calibrate", recording]).status == .usage)
        #expect(runLocsim(["calibrate", recording, "-o", "x.txt"]).status == .usage)
        let profile = Self.fixtures + "/../Fixtures/allow-once-expiry.jsonl"
        #expect(runLocsim(["calibrate", recording, "--profile", "./x.profile", "-o", "./x.profile"]).status == .usage)
        #expect(runLocsim(["calibrate", profile, "-o", "a.profile", "--profile", "ios27-simulatr"]).status == .usage)
    }

    @Test("a recording given twice, however spelled, is refused (64): its evidence would count twice")
    func recordingGivenTwice() {
        let recording = Self.fixtures + "/allow-once-expiry.jsonl"
        let again = Self.fixtures + "/../Fixtures/./allow-once-expiry.jsonl"
        let output = NSTemporaryDirectory() + "locsim-twice-\(UUID().uuidString).profile"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = runLocsim(["calibrate", recording, again, "-o", output])
        #expect(result.status == .usage)
        #expect(
            result.errors.hasPrefix(
                "Error: invalid value '\(again)' for 'REC': expected a file not given before (it is already an input"),
            "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
