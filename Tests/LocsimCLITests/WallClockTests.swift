import Testing

@testable import LocsimCLI

@Suite("WallClock: console durations")
struct WallClockTests {
    @Test(
        "readable picks the unit that keeps the figures",
        arguments: [
            (2.5, "2.50 s"), (1.0, "1.00 s"), (0.9996, "1.00 s"), (0.9994, "999.40 ms"), (0.00224, "2.24 ms"),
            (0.001, "1.00 ms"), (0.000_999_4, "999 µs"), (0.000_48, "480 µs"), (0.000_000_4, "0 µs"), (0, "0 µs"),
        ])
    func readable(_ seconds: Double, _ expected: String) {
        #expect(WallClock.readable(seconds) == expected)
    }

    @Test(
        "text prints fixed places without a locale",
        arguments: [(0.05, 3, "0.050"), (12.3456, 2, "12.35"), (7, 0, "7")])
    func text(_ seconds: Double, _ decimals: Int, _ expected: String) {
        #expect(WallClock.text(seconds, decimals: decimals) == expected)
    }
}
