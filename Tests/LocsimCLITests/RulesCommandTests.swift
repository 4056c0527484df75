import LocationSystem
import LocsimCLI
import Testing

@Suite("locsim rules")
struct RulesCommandTests {
    func run(_ arguments: [String]) -> (ExitCode, String, String) {
        let out = StringSink()
        let err = StringSink()
        let status = LocsimCommandLine().run(arguments, output: out, errors: err)
        return (status, out.text, err.text)
    }

    @Test("Text lists every rule with provenance, seed, figure and parameters")
    func textListing() {
        let (status, out, err) = run(["rules"])
        #expect(status == .success && err.isEmpty)
        #expect(out.hasPrefix("profile ios27-simulator\n"))
        #expect(
            out.contains(
                "\nAUTH-3            M+A    seed 000  Allow Once → 4, reverts to 0 after the app leaves the foreground (rests on an assumption)\n"
            ))
        #expect(out.contains("  parameters: allowOnceExpiry=18s (M), foregroundKeepsAllowOnce=true (A)\n"))
        #expect(out.contains("SET-ALWAYS"))
        #expect(out.split(separator: "\n").filter { $0.hasPrefix("  figure: ") }.count == RuleID.allCases.count)
        #expect(out.contains("\nUPD-1             D+A    Apple docs  requestLocation delivers one location"))
    }

    @Test("A family and an ID select rules; jsonl gives one sorted object per rule")
    func jsonlSelection() {
        let (status, out, _) = run(["rules", "ACC-6", "MOT", "--format", "jsonl", "--profile", "device-documented"])
        #expect(status == .success)
        let lines = out.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(
            lines[0] == """
                {"assumption":false,"figure":"ends 11.3 s (11.2–11.3) after leaving the foreground","id":"ACC-6",\
                "parameters":[{"name":"fullAccuracyExpiry","provenance":"M","value":"11.3s"}],"provenance":"M+D",\
                "seeds":["004"],"source":"Sources/LocationSystem/Rules/Simulation+TemporaryFullAccuracy.swift",\
                "summary":"temporary full accuracy lasts one foreground visit",\
                "test":"Tests/LocationSystemTests/AccuracyTests.swift"}
                """)
    }

    @Test("An unknown rule is a usage error with a suggestion")
    func unknownRule() {
        let (status, _, err) = run(["rules", "AUTH-19"])
        #expect(status == .usage)
        #expect(
            err.hasPrefix(
                "Error: invalid value 'AUTH-19' for 'RULE': expected a rule ID or family such as AUTH-3 or ACC (did you mean AUTH-1?)."
            ))
        let (formatStatus, _, _) = run(["rules", "--format", "xml"])
        #expect(formatStatus == .usage)
    }
}
