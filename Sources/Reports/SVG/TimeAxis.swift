/// The shared horizontal axis of a timeline picture: simulated time to pixels, with long quiet
/// stretches squeezed into a fixed-width break so a 24-hour run with a few seconds of action stays
/// readable.
///
/// The axis is a list of pieces. A linear piece maps time to pixels at one scale shared by every
/// linear piece; a break piece stands for a quiet gap (nothing but periodic fixes) longer than
/// `quietGap`, keeping `context` of linear time on each side of it. All arithmetic is on integers.
struct TimeAxis {
    /// One piece of the axis.
    struct Piece {
        var start_us: Int64
        var end_us: Int64
        var x0: Int
        var x1: Int
        var isBreak: Bool
    }

    /// One labelled tick.
    struct Tick {
        var x: Int
        var label: String
    }

    private(set) var pieces: [Piece] = []
    let end_us: Int64

    /// An axis from 0 to `end_us` over `[x0, x0 + width]`, breaking gaps longer than `quietGap_us`
    /// between consecutive `busy_us` times (sorted or not).
    init(busy_us: [Int64], end_us: Int64, x0: Int, width: Int, quietGap_us: Int64 = 60_000_000) {
        self.end_us = max(end_us, 1)
        let context_us: Int64 = min(10_000_000, quietGap_us / 4)
        var points = Array(Set(busy_us.filter { $0 >= 0 && $0 <= self.end_us } + [0, self.end_us])).sorted()
        if points.count < 2 { points = [0, self.end_us] }
        // Spans of time: (start, end, isBreak), adjacent linear spans merged.
        var spans: [(Int64, Int64, Bool)] = []
        func appendLinear(_ a: Int64, _ b: Int64) {
            guard b > a else { return }
            if let last = spans.last, !last.2, last.1 == a {
                spans[spans.count - 1].1 = b
            } else {
                spans.append((a, b, false))
            }
        }
        for index in 1..<points.count {
            let a = points[index - 1]
            let b = points[index]
            if b - a > quietGap_us {
                appendLinear(a, a + context_us)
                spans.append((a + context_us, b - context_us, true))
                appendLinear(b - context_us, b)
            } else {
                appendLinear(a, b)
            }
        }
        var breaks = spans.filter(\.2).count
        var breakWidth = 44
        if breaks > 0 && breaks * breakWidth > width / 2 {
            breakWidth = width / 2 / breaks
            if breakWidth < 10 {
                // Too many quiet gaps to show as breaks: one linear scale for the whole run.
                spans = [(0, self.end_us, false)]
                breaks = 0
            }
        }
        let linear_us = spans.filter { !$0.2 }.reduce(Int64(0)) { $0 + ($1.1 - $1.0) }
        let linearWidth = Int64(width - breaks * breakWidth)
        var done_us: Int64 = 0
        var x = x0
        var breaksSoFar = 0
        for span in spans {
            if span.2 {
                pieces.append(Piece(start_us: span.0, end_us: span.1, x0: x, x1: x + breakWidth, isBreak: true))
                x += breakWidth
                breaksSoFar += 1
            } else {
                done_us += span.1 - span.0
                let end = x0 + breaksSoFar * breakWidth + Int(done_us * linearWidth / max(linear_us, 1))
                pieces.append(Piece(start_us: span.0, end_us: span.1, x0: x, x1: end, isBreak: false))
                x = end
            }
        }
    }

    /// The breaks, for drawing the visible gap across every lane.
    var breaks: [Piece] { pieces.filter(\.isBreak) }

    /// Pixels per second on the linear pieces, times 1000 (an integer figure for choosing ticks).
    var millipixelsPerSecond: Int64 {
        var px: Int64 = 0
        var us: Int64 = 0
        for piece in pieces where !piece.isBreak {
            px += Int64(piece.x1 - piece.x0)
            us += piece.end_us - piece.start_us
        }
        return us == 0 ? 0 : px * 1_000_000_000 / us
    }

    /// The x of time `t_us` (clamped to the run).
    func x(_ t_us: Int64) -> Int {
        let t = min(max(t_us, 0), end_us)
        var low = 0
        var high = pieces.count - 1
        while low < high {
            let mid = (low + high) / 2
            if pieces[mid].end_us < t { low = mid + 1 } else { high = mid }
        }
        let piece = pieces[low]
        let span = piece.end_us - piece.start_us
        guard span > 0 else { return piece.x0 }
        return piece.x0 + Int((t - piece.start_us) * Int64(piece.x1 - piece.x0) / span)
    }

    /// Nice tick steps, from a millisecond to half a day.
    static let steps_us: [Int64] = [
        1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000,
        10_000_000, 15_000_000, 30_000_000, 60_000_000, 120_000_000, 300_000_000, 600_000_000, 900_000_000,
        1_800_000_000, 3_600_000_000, 7_200_000_000, 10_800_000_000, 21_600_000_000, 43_200_000_000,
    ]

    /// Labelled ticks at least `spacing` pixels apart, on the linear pieces only.
    func ticks(spacing: Int = 80) -> [Tick] {
        let scale = millipixelsPerSecond
        let step =
            Self.steps_us.first { $0 * scale / 1_000_000_000 >= Int64(spacing) } ?? Self.steps_us.last!
        var ticks: [Tick] = []
        var lastRight = Int.min
        // Break labels (`+23h59m`) sit on the tick row too; ticks keep clear of them.
        let reserved = breaks.map { piece -> (Int, Int) in
            let half = TextMetrics.width(TimeText.span(piece.end_us - piece.start_us)) / 2
            let middle = (piece.x0 + piece.x1) / 2
            return (middle - half - 6, middle + half + 6)
        }
        for piece in pieces where !piece.isBreak {
            var t = (piece.start_us + step - 1) / step * step
            while t <= piece.end_us {
                let x = self.x(t)
                let label = TimeText.tick(t, step_us: step, runEnd_us: end_us)
                let half = TextMetrics.width(label) / 2
                let clear = reserved.allSatisfy { x + half < $0.0 || x - half > $0.1 }
                if clear && x - half >= lastRight + 8 {
                    ticks.append(Tick(x: x, label: label))
                    lastRight = x + half
                }
                t += step
            }
        }
        return ticks
    }
}
