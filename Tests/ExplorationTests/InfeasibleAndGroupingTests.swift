import AppModels
import LocationSystem
import ScenarioLanguage
import Testing

@testable import Exploration
@testable import Replay

/// A return to the app that only the timelines that left it can take.
private let returnWithoutLeaving = """
    model authorization
    0s      launch
    1s      tap "Start run"
    2s      alert any
    3s      maybe background
    4s      foreground
    end 10s
    """

@Test("a step no person could take makes its timelines infeasible: counted apart, one example, never a violation")
func infeasibleTimelinesAreCountedApart() throws {
    let report = try Explorer.explore(input(returnWithoutLeaving), options: options())
    #expect(report.timelines == 6)
    // Still on screen at 4 s, the app cannot come back to it: the three timelines that skipped `maybe`.
    #expect(report.infeasibleTimelines == 3)
    #expect(report.failingTimelines == 0)
    #expect(report.failures.isEmpty)
    let step = try #require(report.infeasible.first)
    #expect(report.infeasible.count == 1)
    #expect(step.line == 6)
    #expect(step.step == "4s foreground")
    #expect(step.timelines == 3)
    #expect(step.message == "cannot foreground: the app is foreground")
    // The example is the simplest: the first button, the optional step skipped.
    #expect(step.example.path.map(\.description) == ["line 4 alert any → \"Allow Once\"", "line 5 maybe → skipped"])
}

@Test("an infeasible step of a file with CRLF line ends is quoted as its line, as with LF ends")
func infeasibleStepOfCRLFFileIsItsLine() throws {
    let crlf = returnWithoutLeaving.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    let report = try Explorer.explore(input(crlf), options: options())
    let step = try #require(report.infeasible.first)
    #expect(step.line == 6)
    #expect(step.step == "4s foreground")
}

@Test("a timeline that breaks a check before its infeasible step is failing as well as infeasible")
func violationBeforeAnInfeasibleStepStillCounts() throws {
    let text = """
        model authorization
        always app != background
        0s      launch
        1s      maybe background
        2s      tap "Start run"
        end 5s
        """
    let report = try Explorer.explore(input(text), options: options())
    #expect(report.infeasibleTimelines == 1)
    #expect(report.failingTimelines == 1)
    #expect(report.failures.map(\.check.description) == ["line 2: always app != background"])
}

@Test("a scripted call the system refuses is still a violation, not an infeasible timeline")
func scriptErrorsStayViolations() throws {
    let text = """
        model recorder
        0s      launch
        1s      maybe call startUpdatingLocation m7
        end 5s
        """
    let report = try Explorer.explore(input(text), options: options())
    #expect(report.infeasibleTimelines == 0)
    #expect(report.failures.map(\.check.text) == ["the step could happen"])
}

@Test("shards merge the infeasible counts and examples into the unsharded report")
func infeasibleShardsMerge() throws {
    let whole = try Explorer.explore(input(returnWithoutLeaving), options: options())
    let shards = try (0..<3).map {
        try Explorer.explore(input(returnWithoutLeaving), options: options(shard: Shard(index: $0, count: 3)))
    }
    #expect(try ExplorationReport.merge(shards) == whole)
}

@Test("the choices every failing timeline shares: the classic's Allow Once and no return")
func sharedChoicesOfTheClassic() throws {
    let report = try Explorer.explore(input(classic), options: options())
    let failure = try #require(report.failures.first)
    #expect(failure.sharedChoices == ["line 4 alert any → \"Allow Once\"", "line 6 maybe → skipped"])
}

@Test("a window the failing timelines took only some values of is shared as those values, of how many")
func sharedWindowValues() throws {
    // Allow Once expires 18 s after leaving: gone by 25 s only for the timelines that left at 3 s or 6 s.
    let text = """
        model authorization
        0s      launch
        1s      tap "Start run"
        2s      alert "Allow Once"
        3s..12s step 3s background
        25s     expect status != notDetermined
        end 30s
        """
    let report = try Explorer.explore(input(text), options: options())
    let failure = try #require(report.failures.first)
    #expect(failure.timelines == 2)
    #expect(failure.sharedChoices == ["line 5 window → 3s or 6s (2 of 4 values)"])
}

@Test("a spread of more than three values is written as its ends and its count")
func sharedSpreadOfManyValues() {
    let point = ChoicePoint(kind: .window, line: 9, entry: 2)
    var spread = ChoiceSpread(Decision(point: point, option: 0, label: "1s"), offered: 10)
    for option in 1...4 {
        spread.add(ChoiceSpread(Decision(point: point, option: option, label: "\(option + 1)s"), offered: 10))
    }
    #expect(spread.shared(by: 5) == "line 9 window → 1s to 5s (5 of 10 values)")
    #expect(spread.shared(by: 6) == nil, "a failing timeline that did not make the choice shares nothing")
}

@Test("a model invariant's values are masked into one check, rule IDs and names kept")
func invariantMessagesAreShaped() {
    #expect(CheckID.shape(of: "points went from 239 to 240.5") == "points went from # to #")
    #expect(CheckID.shape(of: "got session.points=239 (AUTH-8, m1)") == "got session.points=# (AUTH-8, m1)")
    #expect(CheckID.shape(of: "offset -3 of 12") == "offset -# of #")
}

/// A model whose invariant reports a value: how often its one button was tapped.
private struct CountingModel: AppModel {
    var taps = 0
    init(options: ModelOptions) throws(ModelOptionError) {}
    mutating func handle(_ event: AppEvent, system: inout AppSystem) {}
    mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
        taps += 1
        return label == "Count"
    }
    var ui: [StateEntry] { [StateEntry("button", .text("Count")), StateEntry("taps", .number(Int64(taps)))] }
    func invariantViolations(system: AppSystem) -> [String] {
        taps == 0 ? [] : ["tapped \(taps) times, more than 0"]
    }
}

@Test("one model invariant broken with different values is one violation, with its first distinct values")
func invariantValuesGroupIntoOneCheck() throws {
    var registry = BuiltinModels.registry
    registry.register(ModelDescriptor(CountingModel.self, name: "counting", summary: "", source: "tests"))
    let text = """
        model counting
        0s      launch
        1s      maybe tap "Count"
        2s      maybe tap "Count"
        3s      maybe tap "Count"
        4s      maybe tap "Count"
        end 10s
        """
    let scenario = try ScenarioParser.parse(text, file: "t.scenario", vocabulary: .system(models: registry)).get()
    let input = ExplorationInput(scenario: scenario, source: text, registry: registry, options: RunOptions())
    let report = try Explorer.explore(input, options: options())
    // Every timeline with a tap breaks it, first with "tapped 1 times": one check, not four.
    #expect(report.failures.count == 1)
    let failure = try #require(report.failures.first)
    #expect(failure.check == CheckID(line: 0, text: "tapped # times, more than #"))
    #expect(failure.timelines == 15)
    #expect(failure.examples == ["model invariant broken: tapped 1 times, more than 0"])
    #expect(!failure.moreExamples)
}

@Test("a check's distinct failure messages: the first three in exploration order, and whether there were more")
func distinctFailureMessagesAreKept() throws {
    let text = """
        model authorization
        always app != background
        0s      launch
        1s..5s step 1s background
        end 10s
        """
    let report = try Explorer.explore(input(text), options: options())
    let failure = try #require(report.failures.first)
    #expect(failure.timelines == 5)
    #expect(failure.examples.count == CheckFailure.exampleLimit)
    #expect(failure.moreExamples)
    #expect(Set(failure.examples).count == CheckFailure.exampleLimit)
    #expect(failure.examples.allSatisfy { $0.hasPrefix("expected always app != background, got app=background at ") })
}

@Test("exploration follows Settings from the app: the app is never on screen while Settings changes")
func explorationLeavesTheAppForSettings() throws {
    // Never, set with the app in the foreground, would be on screen at once were the app not taken to
    // the background first; it is on screen again only after the user comes back.
    let text = """
        model authorization
        always not (status == denied and app == foreground)
        0s      launch
        1s      maybe settings location never
        2s      maybe foreground?
        end 5s
        """
    let report = try Explorer.explore(input(text), options: options())
    #expect(report.timelines == 4)
    #expect(report.infeasibleTimelines == 0)
    let failure = try #require(report.failures.first)
    #expect(report.failures.count == 1)
    #expect(failure.timelines == 1)
    #expect(failure.best.path.map(\.description) == ["line 4 maybe → taken", "line 5 maybe → taken"])
    #expect(failure.message.hasSuffix("at 2.000s"))
}
