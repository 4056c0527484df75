import Replay

/// The second of the two passes that draw a run as it streams (``SVGTimeline``): on the axis the
/// first pass found (``TimelineLayout``), it folds each record into what the picture draws —
/// fixes as runs of pixel columns, a key's values as boxes a few pixels wide or counted, at most
/// ``RunDigest/itemLimit`` items of any other kind with the rest counted under the picture — so
/// its memory is bounded by the picture, not the run. A suite report keeps one per scenario.
///
/// ```swift
/// var layout = TimelineLayout()
/// let outcome = ScenarioRun(prepared).run { layout.observe($0) }
/// var sketch = TimelineSketch(layout: layout, outcome: outcome)
/// _ = ScenarioRun(prepared).run { sketch.observe($0) }   // the same run again
/// let svg = SVGTimeline.render(header: prepared.header, sketch: sketch, outcome: outcome)
/// ```
public struct TimelineSketch: Sendable {
    /// The options the picture is drawn with.
    public let options: SVGTimeline.Options
    private var builder: DigestBuilder

    /// A sketch on the axis of `layout`, for a run that came to `outcome` (nil when unknown).
    public init(layout: TimelineLayout, outcome: RunOutcome?) {
        options = layout.options
        let end_us = layout.end_us(outcome: outcome)
        builder = DigestBuilder(axis: layout.axis(end_us: end_us), end_us: end_us)
    }

    /// Takes in the next record of the same run the layout saw.
    public mutating func observe(_ record: TraceRecord) {
        builder.add(record)
    }

    /// What the picture draws.
    func digest() -> RunDigest { builder.digest() }
}
