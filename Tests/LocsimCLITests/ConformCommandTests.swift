import Foundation
import LocsimCLI
import Testing

@Suite("locsim conform")
struct ConformCommandTests {
    static let fixtures = packageRoot + "/Tests/RecordingsTests/Fixtures"

    @Test("conforming recordings exit 0 with a verdict per recording")
    func conformingExitsZero() {
        let result = runLocsim([
            "conform", Self.fixtures + "/allow-once-expiry.jsonl", Self.fixtures + "/initial-callbacks.jsonl",
        ])
        #expect(result.status == .success && result.errors.isEmpty)
        #expect(result.output.hasSuffix("# 2 recordings against ios27-simulator: 2 conform, 0 differ\n"))
    }

    @Test("a recording of other behaviour exits 1 and names the rule it breaks")
    func differenceExitsOne() {
        let result = runLocsim(["conform", Self.fixtures + "/ios-next/allow-once-expiry-25s.jsonl"])
        #expect(result.status == .failure)
        #expect(
            result.output.contains(
                "  AUTH-3    matched 1, differed 1 (allowOnceExpiry=18s, foregroundKeepsAllowOnce=true)\n"))
        #expect(
            result.output.contains("    timing    authorization m1 status=0 fullAccuracy=true: 35.300s on the device"))
    }

    @Test("--format jsonl and --html write the same verdicts")
    func jsonAndHTML() throws {
        let folder = NSTemporaryDirectory() + "locsim-conform-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = runLocsim([
            "conform", Self.fixtures + "/ios-next/keep-only-while-using-callback.jsonl", "--format", "jsonl",
            "--html", folder + "/conform.html",
        ])
        #expect(result.status == .failure)
        #expect(result.output.hasSuffix(#"{"conform":0,"differ":1,"recordings":1}"# + "\n"))
        let html = try String(contentsOfFile: folder + "/conform.html", encoding: .utf8)
        #expect(html.contains("<td>AUTH-7</td>") && html.contains("differs"))
    }

    @Test("an unknown profile is a command-line error")
    func unknownProfile() {
        let result = runLocsim([
            "conform", Self.fixtures + "/allow-once-expiry.jsonl", "--profile", "ios27-simulatr",
        ])
        #expect(result.status == .usage && result.errors.contains("Did you mean 'ios27-simulator'?"))
    }
}
