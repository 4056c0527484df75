import Replay
import Reports
import Testing

@Suite("Mermaid state diagram of runs")
struct MermaidDiagramTests {
    @Test("Allow Once: authorization at the top level, UI keys as composite states, causes on the edges")
    func allowOnce() throws {
        let run = try playScenario(allowOnceScenario)
        #expect(
            MermaidDiagram.run(run.records).text == """
                stateDiagram-v2
                    [*] --> NotDetermined
                    NotDetermined --> WhenInUse: alert 'Allow Once' · AUTH-3
                    WhenInUse --> NotDetermined: AUTH-3
                    state "accuracy" as accuracy {
                        state "full" as accuracy_1
                        [*] --> accuracy_1
                    }
                    state "ui.banner" as ui_banner {
                        state "Shows where you are on the run map." as ui_banner_1
                        state "none" as ui_banner_2
                        [*] --> ui_banner_1
                        ui_banner_1 --> ui_banner_2: alert 'Allow Once' · AUTH-3
                        ui_banner_2 --> ui_banner_1: AUTH-3 authorization callback
                    }
                    state "ui.button" as ui_button {
                        state "Start run" as ui_button_1
                        [*] --> ui_button_1
                    }
                    state "ui.screen" as ui_screen {
                        state "Location access" as ui_screen_1
                        state "Run" as ui_screen_2
                        [*] --> ui_screen_1
                        ui_screen_1 --> ui_screen_2: alert 'Allow Once' · AUTH-3
                        ui_screen_2 --> ui_screen_1: AUTH-3 authorization callback
                    }
                    state "ui.step" as ui_step {
                        state "explainThenAsk" as ui_step_1
                        state "proceed" as ui_step_2
                        [*] --> ui_step_1
                        ui_step_1 --> ui_step_2: alert 'Allow Once' · AUTH-3
                        ui_step_2 --> ui_step_1: AUTH-3 authorization callback
                    }

                """)
    }

    @Test("a suite merges runs in order and counts repeated edges")
    func suite() throws {
        let once = try playScenario(allowOnceScenario)
        let whileUsing = try playScenario(
            allowOnceScenario.replacingOccurrences(of: "alert \"Allow Once\"", with: "alert \"Allow While Using App\"")
                .replacingOccurrences(of: "28.1s   expect status == notDetermined\n", with: ""))
        let diagram = MermaidDiagram.suite([once.records, whileUsing.records, once.records])
        let authorization = diagram.transitions.filter { $0.machine == "authorization" }
        #expect(
            authorization == [
                .init(machine: "authorization", from: "[*]", to: "NotDetermined", cause: "", count: 3),
                .init(
                    machine: "authorization", from: "NotDetermined", to: "WhenInUse",
                    cause: "alert \"Allow Once\" · AUTH-3", count: 2),
                .init(machine: "authorization", from: "WhenInUse", to: "NotDetermined", cause: "AUTH-3", count: 2),
                .init(
                    machine: "authorization", from: "NotDetermined", to: "WhenInUse",
                    cause: "alert \"Allow While Using App\" · AUTH-2", count: 1),
            ])
        #expect(diagram.text.contains("    [*] --> NotDetermined: ×3\n"))
        #expect(diagram.text.contains("    NotDetermined --> WhenInUse: alert 'Allow Once' · AUTH-3 ×2\n"))
        #expect(
            MermaidDiagram.suite([once.records, whileUsing.records])
                == MermaidDiagram.suite([once.records, whileUsing.records]))
    }
}

@Suite("Mermaid diagram of a long run: bounded, and what is left out is said")
struct MermaidDiagramBoundTests {
    @Test("past 10,000 distinct transitions the rest are counted and the text says how many")
    func transitionsLeftOut() {
        var diagram = MermaidDiagram()
        for index in 0..<10_003 {
            diagram.add(.init(machine: "ui.count", from: "\(index)", to: "\(index + 1)", cause: ""))
        }
        diagram.add(.init(machine: "ui.count", from: "0", to: "1", cause: ""))
        #expect(diagram.transitions.count == MermaidDiagram.transitionLimit)
        #expect(diagram.transitions[0].count == 2)
        #expect(diagram.leftOut == 3)
        #expect(diagram.text.hasSuffix("    %% only the first 10000 transitions are shown (3 more left out)\n"))
    }
}
