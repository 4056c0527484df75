/// Turns changes of a value into spans: each `set` to a different value closes the current span
/// and hands it back, so spans can be drawn or counted as they close instead of kept.
struct SpanBuilder<Value: Equatable & Sendable>: Sendable {
    private(set) var current: Value?
    private var since_us: Int64 = 0

    init(start: Value? = nil) {
        current = start
    }

    /// Moves to `value` at `t_us`; returns the span it closes, if a span of some length closed.
    mutating func set(_ value: Value, at t_us: Int64) -> RunDigest.Span<Value>? {
        var closed: RunDigest.Span<Value>?
        if let current {
            guard current != value else { return nil }
            if t_us > since_us {
                closed = RunDigest.Span(start_us: since_us, end_us: t_us, value: current)
            }
        }
        current = value
        since_us = t_us
        return closed
    }

    /// The last span, held until `end_us`; nil before the first value.
    func finish(at end_us: Int64) -> RunDigest.Span<Value>? {
        guard let current else { return nil }
        return RunDigest.Span(start_us: since_us, end_us: max(end_us, since_us), value: current)
    }
}
