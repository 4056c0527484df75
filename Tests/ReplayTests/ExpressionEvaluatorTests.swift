import AppModels
import LocationSystem
import ScenarioLanguage
import Testing

@testable import Replay

/// The evaluator looks keys up by length first, decides `==` and `!=` on words without ordering
/// them, and spells a failure's values and condition by appending: each must still give what the
/// language says.
@Suite("expressions: key lookup, word comparison and failure text")
struct ExpressionEvaluatorTests {
    /// A snapshot at time zero with this UI and session.
    static func snapshot(ui: [StateEntry], session: [StateEntry] = []) -> StateSnapshot {
        StateSnapshot(simulation: Simulation(configuration: SimulationConfiguration()), ui: ui, session: session)
    }

    static let ui = [
        StateEntry("screen", .text("Run")), StateEntry("button", .text("Start run")),
        StateEntry("banner", .none), StateEntry("screen", .text("Location access")),
    ]

    static func holds(_ key: String, _ op: ComparisonOperator, _ value: Value) -> Bool {
        ExpressionEvaluator.holds(.comparison(.ui(key: key), op, value), in: snapshot(ui: ui))
    }

    @Test("a key is found by its whole name, the last entry of it counting; one of the same length is another key")
    func keyLookup() {
        #expect(Self.holds("screen", .equal, .string("Location access")))
        #expect(!Self.holds("screen", .equal, .word("Run")))
        // `button`, `banner` and `screen` are all six letters long: each finds only itself.
        #expect(Self.holds("button", .equal, .string("Start run")))
        #expect(Self.holds("banner", .equal, .word("none")))
        #expect(Self.holds("scren", .equal, .word("none")), "a missing key reads none")
        #expect(!Self.holds("scren", .equal, .string("Location access")))
    }

    @Test("== and != on words; <, <=, > and >= order them by their text")
    func wordComparisons() {
        #expect(Self.holds("button", .notEqual, .string("Open Settings")))
        #expect(!Self.holds("button", .notEqual, .string("Start run")))
        #expect(Self.holds("button", .greater, .string("Open Settings")))
        #expect(Self.holds("button", .greaterOrEqual, .string("Start run")))
        #expect(!Self.holds("button", .less, .string("Open Settings")))
        #expect(Self.holds("button", .lessOrEqual, .string("Zoom")))
        #expect(!Self.holds("button", .lessOrEqual, .string("Allow")))
        let membership = Expression.membership(.ui(key: "button"), [.word("Open"), .string("Start run")])
        #expect(ExpressionEvaluator.holds(membership, in: Self.snapshot(ui: Self.ui)))
    }

    @Test("a failure names each subject's value once, in order, with a note for a missing key")
    func actualValues() {
        let expression = Expression.and(
            .comparison(.status, .equal, .status(.denied)),
            .or(.comparison(.ui(key: "button"), .equal, .word("x")), .comparison(.status, .notEqual, .status(.denied))))
        #expect(
            ExpressionEvaluator.actualValues(expression, in: Self.snapshot(ui: Self.ui))
                == "status=notDetermined, ui.button=\"Start run\"")
        let missing = ExpressionEvaluator.actualValues(
            .comparison(.ui(key: "buton"), .equal, .word("x")), in: Self.snapshot(ui: Self.ui))
        #expect(missing.hasPrefix("ui.buton=none (the model has no ui key \"buton\"; did you mean \"button\"?"))
    }

    @Test("a failure quotes a UI word as the timeline does: a quote or a newline in it escaped, on one line")
    func actualWordsQuotedLikeTheTimeline() {
        let ui = [StateEntry("banner", .text("say \"hi\"\nnow")), StateEntry("screen", .text("Run"))]
        let values = ExpressionEvaluator.actualValues(
            .and(
                .comparison(.ui(key: "banner"), .equal, .word("x")), .comparison(.ui(key: "screen"), .equal, .word("x"))
            ),
            in: Self.snapshot(ui: ui))
        #expect(values == #"ui.banner="say \"hi\"\nnow", ui.screen=Run"#)
        #expect(TraceValue.string("a\tb").plainText == #""a\tb""#)
    }

    @Test("the condition of a failure message drops the expect keyword only where it starts the line")
    func condition() {
        #expect(ExpectationTracker.condition("expect status == denied") == "status == denied")
        #expect(ExpectationTracker.condition("always expect status == denied") == "always expect status == denied")
        #expect(ExpectationTracker.condition("expect") == "expect")
        #expect(ExpectationTracker.condition("expect é == \"ü\"") == "é == \"ü\"")
    }
}
