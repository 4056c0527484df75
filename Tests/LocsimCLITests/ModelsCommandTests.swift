import AppModels
import LocsimCLI
import Testing

@Suite("locsim models")
struct ModelsCommandTests {
    func run(_ arguments: [String]) -> (ExitCode, String, String) {
        let out = StringSink()
        let err = StringSink()
        let status = LocsimCommandLine().run(arguments, output: out, errors: err)
        return (status, out.text, err.text)
    }

    @Test("Text lists every model with summary, source, options and the reference a bug breaks")
    func textListing() {
        let (status, out, err) = run(["models"])
        #expect(status == .success && err.isEmpty)
        let names = out.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { $0.split(separator: " ")[0] }
        #expect(
            names == [
                "recorder", "authorization", "run-screen", "tracking-session", "run-recording", "always-gate",
                "allow-once-aware", "voice-note", "photo-attachment", "field-note", "reminders",
                "initial-callback-as-answer", "awaits-always-answer", "cached-grant", "trusts-approximate-speed",
                "joins-approximate-fixes", "stale-default-status", "still-photo-asks-microphone", "asks-at-launch",
                "records-on-return", "picker-rejected-when-denied", "limited-as-denied", "limited-as-full",
                "unknown-status-as-access", "stale-completion", "two-views-same-request", "places-without-fallback",
                "settings-visit-as-grant", "saves-silent-recording", "provisional-expects-alert",
                "asks-to-notify-at-launch",
            ])
        #expect(
            out.contains(
                """
                run-screen                   The run screen as a pure function of five conditions, with its three invariants declared.
                  source: seed 001: testing unavailable hardware and denied permissions
                  option: needsAlways=false  Runs record in the background: offer the Always upgrade.

                """))
        #expect(
            out.contains(
                """
                cached-grant                 Caches "granted" forever, so an expired Allow Once still shows the run as ready.
                  source: seed 000 (AUTH-3): Allow Once expires after backgrounding
                  bug of: authorization

                """))
        let bugs = BuiltinModels.all.filter { $0.bugOf != nil }.count
        #expect(out.split(separator: "\n").filter { $0.hasPrefix("  bug of: ") }.count == bugs)
    }

    @Test("Names select models; jsonl gives one sorted object per model")
    func jsonlSelection() {
        let (status, out, _) = run(["models", "tracking-session", "awaits-always-answer", "--format", "jsonl"])
        #expect(status == .success)
        #expect(
            out == """
                {"bugOf":null,"name":"tracking-session","options":[],\
                "source":"seed 001: losing access in the middle of a run",\
                "summary":"A run session that pauses on loss of access, records gaps and never invents distance."}
                {"bugOf":"authorization","name":"awaits-always-answer","options":[{"default":"true",\
                "help":"The feature needs Always (the bug lives on this path).","name":"needsAlways"}],\
                "source":"seed 000 (AUTH-7): Keep Only While Using is silent",\
                "summary":"Awaits an answer to requestAlways and hangs on Keep Only While Using, which sends none."}

                """)
    }

    @Test("An unknown model is a usage error with a suggestion")
    func unknownModel() {
        let (status, _, err) = run(["models", "run-screne"])
        #expect(status == .usage)
        #expect(
            err.hasPrefix(
                "Error: invalid value 'run-screne' for 'NAME': expected a model name (see locsim models) (did you mean run-screen?)."
            ))
        let (formatStatus, _, _) = run(["models", "--format", "xml"])
        #expect(formatStatus == .usage)
    }

    @Test("--keys prints a Markdown table of every ui and session key of the models named")
    func keysTable() {
        let (status, out, err) = run(["models", "--keys", "tracking-session"])
        #expect(status == .success && err.isEmpty)
        #expect(
            out.hasPrefix("### Keys of `tracking-session`\n\n| key | values |\n|---|---|\n| `ui.screen` | `Run` |\n"))
        #expect(out.contains("| `session.tracking` | `idle`, `running`, `pausedForAccess`, `ended` |\n"))
        #expect(out.contains("| `session.distance_m` | number: metres counted |\n"))
        #expect(!out.contains("run-screen"))
    }
}
