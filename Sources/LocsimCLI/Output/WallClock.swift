/// Wall-clock figures for the console (never for compared output): one conversion from `Duration`
/// and one fixed-point printer, shared by `test`, `explore` and the suite.
enum WallClock {
    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// `seconds` with `decimals` places (`0.050`), without Foundation's locale-dependent formatting.
    static func text(_ seconds: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((seconds * Double(scale)).rounded())
        guard decimals > 0 else { return String(scaled) }
        let fraction = String(scaled % scale)
        return "\(scaled / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// A duration for a person to read, in the unit that keeps its figures: an exploration of the
    /// journey takes about a millisecond, which two decimals of seconds print as `0.00s`.
    /// `1.25 s`, `2.24 ms`, `480 µs`.
    static func readable(_ seconds: Double) -> String {
        if seconds >= 0.9995 { return text(seconds, decimals: 2) + " s" }
        if seconds >= 0.000_999_5 { return text(seconds * 1_000, decimals: 2) + " ms" }
        return text(seconds * 1_000_000, decimals: 0) + " µs"
    }
}
