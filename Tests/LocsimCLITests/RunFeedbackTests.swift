import Foundation
import LocsimCLI
import Testing

@Suite("locsim run: feedback on mistakes a user makes in a scenario")
struct RunFeedbackTests {
    func run(_ text: String, _ extra: [String] = []) -> (status: ExitCode, output: String, errors: String) {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("s.scenario", text)
        let result = runLocsim(["run", path] + extra)
        return (result.status, result.output, result.errors.replacingOccurrences(of: path, with: "s.scenario"))
    }

    @Test("a zero fix interval is refused at its line, not run forever")
    func zeroInterval() {
        let result = run("model recorder\nset fixInterval 0s\n0s launch\n")
        #expect(result.status == .dataError)
        #expect(
            result.errors.hasPrefix(
                "s.scenario:2:1: error: invalid value \"0s\" for fixInterval: expected a time greater than zero"))
        let fromFlag = run("model recorder\n0s launch\n", ["--set", "fixInterval=0s"])
        #expect(fromFlag.status == .usage)
    }

    @Test("a scripted call the system refuses stops the run with its reason")
    func refusedCall() {
        let noManager = run("model recorder\n0s launch\n1s call startUpdatingLocation\n2s background\n")
        #expect(noManager.status == .failure)
        #expect(noManager.errors.contains("call startUpdatingLocation needs a location manager, and the app has none"))
        let unknown = run("model recorder\n0s launch\n1s call stopLiveUpdates u7\n")
        #expect(unknown.status == .failure)
        #expect(unknown.errors.contains("the system refused call stopLiveUpdates: live updates u7 were never started"))
    }

    @Test("an expectation on a key the model does not have says so and suggests the nearest")
    func unknownKey() {
        let result = run("model authorization\n0s launch\n1s expect ui.scren == Run\n")
        #expect(result.status == .failure)
        #expect(
            result.errors.contains(
                "got ui.scren=none (the model has no ui key \"scren\"; did you mean \"screen\"? its ui keys: screen,"))
    }

    @Test("a tap on a label the UI does not show suggests the nearest and shows the UI")
    func tapSuggestion() {
        let result = run("model authorization\n0s launch\n1s tap \"Start Run\"\n")
        #expect(result.status == .failure)
        #expect(result.errors.contains("the app's UI has no control \"Start Run\"; did you mean \"Start run\"?"))
        #expect(result.errors.contains("button=\"Start run\""))
    }

    @Test("JSON Lines ends with the run's verdict")
    func jsonSummary() {
        let result = run("model recorder\n0s launch\n1s expect app == foreground\n", ["--format", "jsonl"])
        #expect(result.status == .success)
        let last = result.output.split(separator: "\n").last.map(String.init)
        #expect(
            last
                == #"{"end_us":11000000,"events":2,"expectations":1,"failed":0,"hitEventLimit":false,"kind":"summary","notReached":0,"passed":1,"stopped":null,"time_us":11000000}"#
        )
    }
}
