/// Times as a timeline picture labels them, written by integer arithmetic only.
///
/// Tick labels follow the run's length: seconds for short runs (`8s`, `8.250s`), `m:ss` under an
/// hour, `h:mm:ss` beyond, so a 24-hour run reads `13:20:00`, not `48000s`.
enum TimeText {
    /// A tick label for `t_us` when ticks are `step_us` apart in a run ending at `runEnd_us`.
    static func tick(_ t_us: Int64, step_us: Int64, runEnd_us: Int64) -> String {
        let seconds = t_us / 1_000_000
        let fraction = fractionText(t_us % 1_000_000, step_us: step_us)
        if runEnd_us < 120_000_000 {
            return "\(seconds)\(fraction)s"
        }
        let minutes = seconds / 60
        if runEnd_us < 3_600_000_000 {
            return "\(minutes):\(two(seconds % 60))\(fraction)"
        }
        return "\(minutes / 60):\(two(minutes % 60)):\(two(seconds % 60))\(fraction)"
    }

    /// A length for break labels: `+65s`, `+14m`, `+23h59m`.
    static func span(_ duration_us: Int64) -> String {
        let seconds = duration_us / 1_000_000
        if seconds < 120 { return "+\(seconds)s" }
        let minutes = seconds / 60
        if minutes < 120 { return "+\(minutes)m" }
        let rest = minutes % 60
        return "+\(minutes / 60)h" + (rest == 0 ? "" : "\(two(rest))m")
    }

    /// An instant for notes: `8.706675s`, the trace's own form.
    static func instant(_ t_us: Int64) -> String {
        let seconds = t_us / 1_000_000
        var fraction = String(t_us % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.count > 3 && fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(seconds).\(fraction)s"
    }

    private static func fractionText(_ micros: Int64, step_us: Int64) -> String {
        guard step_us < 1_000_000 else { return "" }
        let digits = step_us >= 100_000 ? 1 : step_us >= 10_000 ? 2 : 3
        var text = String(micros / 1_000)
        text = String(repeating: "0", count: 3 - text.count) + text
        return "." + String(text.prefix(digits))
    }

    private static func two(_ value: Int64) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
