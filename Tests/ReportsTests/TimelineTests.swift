import AppModels
import LocationSystem
import Replay
import Reports
import SimulationKit
import Testing

@Suite("Text timeline and JSON Lines renderings of trace records")
struct TimelineTests {
    let at = SimInstant.start + .milliseconds(8_704)

    @Test("a callback line has the aligned time, source, rule and sorted fields")
    func callbackLine() throws {
        let event = AppEvent.authorization(ManagerID(1), status: .authorizedWhenInUse, fullAccuracy: true)
        let callback = try #require(TraceCallback(event, foreground: true))
        let record = TraceRecord(time: at, rule: "AUTH-3", payload: .callback(callback))
        #expect(
            TextTimeline.line(record)
                == "    8.704s     callback  AUTH-3           authorization foreground=true fullAccuracy=true manager=m1 status=4\n"
        )
        #expect(
            JSONLines.line(record)
                == #"{"callback":"authorization","foreground":true,"fullAccuracy":true,"kind":"callback","manager":"m1","rule":"AUTH-3","status":4,"time_us":8704000}"#
                + "\n")
    }

    @Test("decimal points line up whether or not a time is a whole millisecond")
    func timeColumn() {
        let times: [Int64] = [8_700_000, 8_706_675, 86_400_000_000, 0]
        let lines = times.map {
            TextTimeline.line(
                TraceRecord(time: SimInstant(microsecondsSinceStart: $0), payload: .step(text: "x", line: 3)))
        }
        #expect(
            lines == [
                "    8.700s     step                       x (line 3)\n",
                "    8.706675s  step                       x (line 3)\n",
                "86400.000s     step                       x (line 3)\n",
                "    0.000s     step                       x (line 3)\n",
            ])
    }

    @Test("steps, alerts, state changes and expectations read as sentences")
    func otherKinds() throws {
        let step = TraceRecord(time: .start, payload: .step(text: "alert \"Allow Once\"", line: 9))
        #expect(TextTimeline.describe(step) == "alert \"Allow Once\" (line 9)")
        let answered = TraceRecord(
            time: at, rule: "AUTH-2", payload: .alert(.answered(.location, answer: "Allow Once")))
        #expect(TextTimeline.describe(answered) == "answered \"Allow Once\" location")
        let played = try playScenario(allowOnceScenario)
        let shown = try #require(played.records.first { if case .alert(.shown) = $0.payload { true } else { false } })
        #expect(
            TextTimeline.describe(shown).hasPrefix(
                "shown location \"Allow “Host” to use your location?\" [Allow Once | Allow While Using App | Don’t Allow]"
            ))
        let state = TraceRecord(
            time: at,
            payload: .state(
                ui: [StateEntry("banner", .none), StateEntry("screen", .text("Run map"))],
                session: [StateEntry("tracking", .flag(true))]))
        #expect(TextTimeline.describe(state) == "ui.banner=none ui.screen=\"Run map\" session.tracking=true")
        let failed = TraceRecord(
            time: at,
            payload: .expect(
                TraceVerdict(
                    line: 12, passed: false, message: "expected status == notDetermined, got authorizedWhenInUse")))
        #expect(
            TextTimeline.describe(failed) == "FAIL line 12: expected status == notDetermined, got authorizedWhenInUse")
    }

    @Test("JSON strings escape quotes, backslashes and control characters; decimals stay exact")
    func escaping() {
        let value = TraceValue.object([
            "text": "a \"b\" \\ c\n\t\u{01}", "latitude": .decimal("51.500700"), "none": .null,
            "list": .array([1, "x"]),
        ])
        #expect(value.json == #"{"latitude":51.500700,"list":[1,"x"],"none":null,"text":"a \"b\" \\ c\n\t\u0001"}"#)
    }

    @Test("the header names the file, model, seed, profile and every override")
    func header() {
        let header = TraceHeader(
            file: "Scenarios/a.scenario", title: "Allow Once", model: "authorization", seed: 7,
            profile: "ios27-simulator", overrides: [.init(name: "allowOnceExpiry", value: "17s")])
        #expect(
            TextTimeline.header(header) == """
                # scenario "Allow Once" (Scenarios/a.scenario)
                # model authorization · seed 7 · profile ios27-simulator
                # overrides allowOnceExpiry=17s
                         time  source    rule             event

                """)
        #expect(
            JSONLines.header(header)
                == #"{"file":"Scenarios/a.scenario","kind":"run","model":"authorization","overrides":{"allowOnceExpiry":"17s"},"profile":"ios27-simulator","seed":"7","time_us":0,"title":"Allow Once"}"#
                + "\n")
    }
}
