/// The pieces of a timeline's time axis, folded from the times when something other than periodic
/// fixes happened, in the order they happen: a linear stretch where things happen close together,
/// a break for a quiet gap longer than `quietGap_us` (keeping `context` of linear time on each
/// side). It holds at most ``breakLimit`` breaks: past that the axis is one linear scale, so the
/// pieces are dropped and a run of any length folds into the same few bytes.
struct QuietStretches: Sendable {
    /// A stretch of time, drawn linearly or as a break.
    struct Stretch: Sendable, Equatable {
        var start_us: Int64
        var end_us: Int64
        var isBreak: Bool
    }

    let quietGap_us: Int64
    let context_us: Int64
    /// The most breaks the axis draws (``TimeAxis/breakLimit(width:)``).
    let breakLimit: Int
    private var stretches: [Stretch] = []
    private var breaks = 0
    private var last_us: Int64 = 0

    init(quietGap_us: Int64, breakLimit: Int) {
        self.quietGap_us = quietGap_us
        context_us = min(10_000_000, quietGap_us / 4)
        self.breakLimit = breakLimit
    }

    /// Something happened at `t_us` (times at or before the last one add nothing).
    mutating func add(_ t_us: Int64) {
        guard t_us > last_us else { return }
        gap(from: last_us, to: t_us)
        last_us = t_us
    }

    /// The stretches from 0 to `end_us` (at least 1 µs), or one linear stretch when there were
    /// more breaks than the axis can draw.
    func finished(end_us: Int64) -> [Stretch] {
        let end = max(end_us, 1)
        var copy = self
        if end > copy.last_us { copy.gap(from: copy.last_us, to: end) }
        return copy.breaks > breakLimit ? [Stretch(start_us: 0, end_us: end, isBreak: false)] : copy.stretches
    }

    private mutating func gap(from a: Int64, to b: Int64) {
        guard breaks <= breakLimit else { return }
        if b - a > quietGap_us {
            appendLinear(a, a + context_us)
            stretches.append(Stretch(start_us: a + context_us, end_us: b - context_us, isBreak: true))
            breaks += 1
            appendLinear(b - context_us, b)
            if breaks > breakLimit { stretches = [] }
        } else {
            appendLinear(a, b)
        }
    }

    private mutating func appendLinear(_ a: Int64, _ b: Int64) {
        guard b > a else { return }
        if let last = stretches.last, !last.isBreak, last.end_us == a {
            stretches[stretches.count - 1].end_us = b
        } else {
            stretches.append(Stretch(start_us: a, end_us: b, isBreak: false))
        }
    }
}
