import Testing

@testable import SimulationKit

@Suite("SimDuration and SimInstant: the one exact parser and printer")
struct SimDurationTests {
    @Test(
        "parses every unit exactly",
        arguments: [
            ("8.7s", 8_700_000), ("250ms", 250_000), ("2min", 120_000_000), ("1h", 3_600_000_000),
            ("1500us", 1_500), ("1500µs", 1_500), ("28.3s", 28_300_000), ("0.5ms", 500), ("0s", 0),
            ("11.3s", 11_300_000), ("1.000001s", 1_000_001), ("0.1min", 6_000_000), (".5s", 500_000),
            ("18s", 18_000_000), ("1.5h", 5_400_000_000), ("2.000000000000s", 2_000_000),
        ] as [(String, Int64)])
    func parses(text: String, microseconds: Int64) throws {
        #expect(try SimDuration(parsing: text).microseconds == microseconds)
    }

    @Test(
        "prints seconds with fixed decimals",
        arguments: [
            (28_300_000, "28.300s"), (2_000, "0.002s"), (1_500, "0.001500s"), (0, "0.000s"),
            (-1_000_000, "-1.000s"), (86_400_000_000, "86400.000s"), (1, "0.000001s"),
        ] as [(Int64, String)])
    func prints(microseconds: Int64, text: String) {
        #expect(SimDuration(microseconds: microseconds).description == text)
        #expect(SimInstant(microsecondsSinceStart: microseconds).description == text)
    }

    @Test(
        "writes the shortest exact scenario spelling",
        arguments: [
            (8_700_000, "8.7s"), (250_000, "250ms"), (120_000_000, "2min"), (3_600_000_000, "1h"),
            (1_500, "1500us"), (0, "0s"), (1_000_001, "1.000001s"), (90_000_000, "90s"),
        ] as [(Int64, String)])
    func scenarioText(microseconds: Int64, text: String) throws {
        let duration = SimDuration(microseconds: microseconds)
        #expect(duration.scenarioText == text)
        #expect(try SimDuration(parsing: text) == duration)
    }

    @Test("printing then parsing is the identity over 10,000 seeded values")
    func roundTrip() throws {
        var random = SplitMix64(seed: 2026)
        for _ in 0..<10_000 {
            let duration = SimDuration(microseconds: Int64(random.next() % 100_000_000_000))
            let printed = duration.description
            #expect(try SimDuration(parsing: printed.dropLast().description + "s") == duration)
            #expect(try SimDuration(parsing: duration.scenarioText) == duration)
        }
    }

    @Test(
        "rejects bad times with a message that says how to fix them",
        arguments: [
            ("", "expected a time such as 8.7s, 250ms, 2min, 1h or 1500us"),
            ("abc", "expected a time such as 8.7s, found \"abc\""),
            ("8.7", "time \"8.7\" has no unit; write 8.7s or 8.7ms (units: us, ms, s, min or h)"),
            ("8.7sec", "unknown time unit \"sec\" in \"8.7sec\"; did you mean \"s\"? (units: us, ms, s, min or h)"),
            ("3mins", "unknown time unit \"mins\" in \"3mins\"; did you mean \"min\"? (units: us, ms, s, min or h)"),
            ("5days", "unknown time unit \"days\" in \"5days\" (units: us, ms, s, min or h)"),
            ("0.5us", "time \"0.5us\" is finer than one microsecond, the simulator's resolution"),
            ("8.s", "expected digits after the decimal point in \"8.s\""),
            ("-1s", "expected a time such as 8.7s, found \"-1s\""),
            ("99999999999999999999s", "time \"99999999999999999999s\" is too large (the limit is about 292,000 years)"),
            ("9999999999999h", "time \"9999999999999h\" is too large (the limit is about 292,000 years)"),
        ] as [(String, String)])
    func rejects(text: String, message: String) {
        #expect(throws: (any Error).self) { try SimDuration(parsing: text) }
        do {
            _ = try SimDuration(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("the fault offset points at the unit")
    func faultOffset() {
        #expect(throws: SimTimeParseError.unknownUnit("8.7sec", unit: "sec", offset: 3)) {
            try SimDuration(parsing: "8.7sec")
        }
    }

    @Test("instants and durations do arithmetic exactly")
    func arithmetic() {
        let background = SimInstant.start + .seconds(10)
        let revert = background + .seconds(18)
        #expect(revert.description == "28.000s")
        #expect(revert - background == .seconds(18))
        #expect(SimDuration.milliseconds(8_700) == .microseconds(8_700_000))
        #expect(SimDuration.minutes(2) * 3 == .minutes(6))
        #expect(SimDuration.hours(1) - .minutes(59) == .seconds(60))
    }
}
