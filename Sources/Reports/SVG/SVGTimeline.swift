import Replay

/// A picture of one run: a self-contained SVG with a shared time axis and one lane for each thing a
/// reader asks of a permission timeline (where was the app, when was the alert up, what was the
/// status, what did the app hear, what did its screen show), because people see a timeline faster
/// than they read one.
///
/// The SVG has no scripts, no external files and only generic font families, so it renders the same
/// offline, in a browser, in `rsvg-convert` and inline in an HTML report. Its bytes depend only on the
/// records: every coordinate is an integer computed by integer arithmetic.
///
/// A run streams into a picture in two passes over the same deterministic run, each keeping memory
/// bounded by the picture rather than the run: a ``TimelineLayout`` finds the time axis, then a
/// ``TimelineSketch`` folds what is drawn onto it. For records already in memory:
///
/// ```swift
/// var records: [TraceRecord] = []
/// let outcome = run.run { records.append($0) }
/// let svg = SVGTimeline.render(header: prepared.header, records: records, outcome: outcome)
/// ```
public enum SVGTimeline {
    /// How to draw: the size, the class and id prefix, and what counts as a quiet stretch.
    public struct Options: Hashable, Sendable {
        /// Width of the picture in pixels.
        public var width: Int = 1200
        /// Prefix of every class and id, so several pictures inline in one HTML page stay apart.
        public var prefix: String = "lt"
        /// Whether to start with an XML declaration (a file) or not (inline in HTML).
        public var standalone: Bool = true
        /// Gaps longer than this with nothing but periodic fixes collapse into a visible break.
        public var quietGap_us: Int64 = 60_000_000
        /// The run's timeline differs from its golden: the verdict line says `GOLDEN DIFFERS` rather
        /// than `PASSED`, so a picture agrees with the report it is drawn in.
        public var goldenDiffers = false

        /// The defaults: 1200 px wide, prefix `lt`, a standalone file, 60 s quiet gaps.
        public init() {}
    }

    /// The SVG of one run, from its header, its records in order and, if known, its outcome (for
    /// the verdict line and the end time).
    public static func render(
        header: TraceHeader, records: [TraceRecord], outcome: RunOutcome? = nil, options: Options = Options()
    ) -> String {
        var layout = TimelineLayout(options: options)
        for record in records { layout.observe(record) }
        var sketch = TimelineSketch(layout: layout, outcome: outcome)
        for record in records { sketch.observe(record) }
        return render(header: header, sketch: sketch, outcome: outcome, options: options)
    }

    /// The SVG of one run from its sketch (``TimelineSketch``), drawn with `options` — those the
    /// sketch was made with, but for the prefix and whether the file stands alone.
    public static func render(
        header: TraceHeader, sketch: TimelineSketch, outcome: RunOutcome? = nil, options: Options = Options()
    ) -> String {
        precondition(
            options.width == sketch.options.width && options.quietGap_us == sketch.options.quietGap_us,
            "a sketch made for width \(sketch.options.width) drawn at width \(options.width)")
        var painter = TimelinePainter(digest: sketch.digest(), options: options)
        painter.drawHeader(header, outcome: outcome)
        painter.drawLanes()
        painter.drawLegend()
        painter.drawNotes()
        return painter.finish(title: header.title)
    }
}
