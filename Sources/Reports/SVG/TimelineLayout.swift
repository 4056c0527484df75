import Replay

/// The first of the two passes that draw a run as it streams (``SVGTimeline``): it finds the time
/// axis — where the run was busy and where it only received periodic fixes — and when it ended,
/// keeping a few bytes whatever the run's length. The second pass, a ``TimelineSketch``, folds what
/// is drawn onto that axis.
///
/// ```swift
/// var layout = TimelineLayout()
/// let outcome = ScenarioRun(prepared).run { layout.observe($0) }
/// ```
public struct TimelineLayout: Sendable {
    /// The options the picture is drawn with (its width and quiet gap shape the axis).
    public let options: SVGTimeline.Options
    private var stretches: QuietStretches
    private var lastQuiet_us: Int64 = -1
    /// The time of the last record.
    private(set) var last_us: Int64 = 0

    /// An empty layout for a picture drawn with `options`.
    public init(options: SVGTimeline.Options = SVGTimeline.Options()) {
        self.options = options
        stretches = QuietStretches(
            quietGap_us: options.quietGap_us, breakLimit: TimeAxis.breakLimit(width: Self.plotWidth(options)))
    }

    /// Takes in the next record of the run.
    public mutating func observe(_ record: TraceRecord) {
        let t = record.time.microsecondsSinceStart
        last_us = t
        var quiet = false
        switch record.payload {
        case .callback(let callback): quiet = callback.fixes != nil
        case .state: quiet = t == lastQuiet_us
        default: break
        }
        if quiet {
            lastQuiet_us = t
        } else {
            stretches.add(t)
        }
    }

    /// The run's end: the outcome's, or the last record's if later (or if there is no outcome).
    func end_us(outcome: RunOutcome?) -> Int64 {
        max(outcome?.end.microsecondsSinceStart ?? last_us, last_us)
    }

    /// The axis of a run that ended at `end_us`.
    func axis(end_us: Int64) -> TimeAxis {
        TimeAxis(
            stretches: stretches.finished(end_us: end_us), end_us: end_us, x0: TimelinePainter.plotX,
            width: Self.plotWidth(options))
    }

    static func plotWidth(_ options: SVGTimeline.Options) -> Int {
        options.width - TimelinePainter.plotX - TimelinePainter.rightMargin
    }
}
