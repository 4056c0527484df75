/// The shared horizontal axis of a timeline picture: simulated time to pixels, with long quiet
/// stretches squeezed into a fixed-width break so a 24-hour run with a few seconds of action stays
/// readable.
///
/// The axis is a list of pieces. A linear piece maps time to pixels at one scale shared by every
/// linear piece; a break piece stands for a quiet gap (nothing but periodic fixes) longer than
/// `quietGap`, keeping `context` of linear time on each side of it. All arithmetic is on integers.
struct TimeAxis: Sendable {
    /// One piece of the axis.
    struct Piece: Sendable {
        var start_us: Int64
        var end_us: Int64
        var x0: Int
        var x1: Int
        var isBreak: Bool
    }

    /// One labelled tick.
    struct Tick: Sendable {
        var x: Int
        var label: String
    }

    private(set) var pieces: [Piece] = []
    let end_us: Int64

    /// The most breaks an axis `width` pixels wide draws; with more, it is one linear scale.
    static func breakLimit(width: Int) -> Int { width / 2 / 10 }

    /// An axis from 0 to `end_us` over `[x0, x0 + width]`, from the stretches of time
    /// ``QuietStretches`` folded.
    init(stretches: [QuietStretches.Stretch], end_us: Int64, x0: Int, width: Int) {
        self.end_us = max(end_us, 1)
        var spans = stretches.map { ($0.start_us, $0.end_us, $0.isBreak) }
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
