import AppModels
import Replay

/// One UI or session key's lane folded from its values as they change: a value held wide enough
/// to draw (4 px or more) becomes a box, and values too close to draw one by one join into a
/// hatched box with their count, so a key that changes every second of a month stays a few hundred
/// boxes.
struct KeyLaneFold: Sendable {
    let name: String
    private var builder = SpanBuilder<StateValue>()
    private var marks: [RunDigest.KeyMark] = []
    private var busyStart = -1
    private var busyEnd = -1
    private var busyCount = 0

    init(name: String) {
        self.name = name
    }

    /// The key holds `value` from `t_us` on.
    mutating func set(_ value: StateValue, at t_us: Int64, axis: TimeAxis) {
        if let span = builder.set(value, at: t_us) { add(span, axis: axis) }
    }

    /// The lane, its last value held until `end_us`.
    func finished(at end_us: Int64, axis: TimeAxis) -> RunDigest.KeyLane {
        var copy = self
        if let span = builder.finish(at: end_us) { copy.add(span, axis: axis) }
        copy.flushBusy()
        return RunDigest.KeyLane(name: name, marks: copy.marks)
    }

    private mutating func add(_ span: RunDigest.Span<StateValue>, axis: TimeAxis) {
        let x0 = axis.x(span.start_us)
        let x1 = axis.x(span.end_us)
        if x1 - x0 < 4 {
            if busyStart < 0 { busyStart = x0 }
            busyEnd = x1
            busyCount += 1
            return
        }
        flushBusy()
        marks.append(.value(x0: x0, x1: x1, span.value))
    }

    private mutating func flushBusy() {
        guard busyCount > 0 else { return }
        marks.append(.busy(x0: busyStart, x1: busyEnd, count: busyCount))
        busyCount = 0
        busyStart = -1
    }
}
