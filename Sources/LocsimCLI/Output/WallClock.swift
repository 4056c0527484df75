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
}
