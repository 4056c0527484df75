import SimulationKit

/// A parsed scenario: the header that sets the run up, the timeline of steps and expectations, and
/// when the run ends. The one value the runner, exploration and the printer share.
///
/// Built by ``ScenarioParser`` from text or assembled by a tool; ``text`` writes it back as a file
/// that parses to an equal value.
///
/// ```swift
/// let scenario = try ScenarioParser.parse("0s launch\n1s tap \"Start run\"\n", file: "x.scenario").get()
/// scenario.timeline.count      // 2
/// scenario.resolvedEnd         // 11.000s (10 s after the last timed line)
/// ```
public struct Scenario: Hashable, Sendable {
    /// The profile a scenario without `profile` runs on.
    public static let defaultProfile = "ios27-simulator"
    /// How long a scenario without `end` runs after its last timed line.
    public static let defaultRunOn = SimDuration.seconds(10)

    /// The file name the scenario was read from, as given to the parser: how messages show it, with
    /// control characters escaped (``DisplayPath``).
    public var file: String
    /// The path it was read from, when that differs from ``file`` (a name holding a control
    /// character): the files a scenario names (`profile ./NAME.profile`) are found next to it.
    public var path: String?
    /// Header statements in file order.
    public var header: [HeaderStatement]
    /// Steps and expectations in file order, which is time order.
    public var timeline: [TimelineEntry]
    /// The `end` statement, if the file has one.
    public var end: EndStatement?
    /// Where the files the scenario names are found from: its path, else its file name.
    public var pathOnDisk: String { path ?? file }

    /// A scenario, for tools that build one.
    public init(file: String, header: [HeaderStatement] = [], timeline: [TimelineEntry] = [], end: EndStatement? = nil)
    {
        self.file = file
        self.header = header
        self.timeline = timeline
        self.end = end
    }

    /// The `scenario "TITLE"`, if given.
    public var title: String? {
        header.lazy.compactMap { if case .title(let title) = $0.header { return title } else { return nil } }.first
    }

    /// The model name and options, if given (the runner's `--model` overrides it).
    public var model: (name: String, options: [ModelOption])? {
        for statement in header {
            if case .model(let name, let options) = statement.header { return (name, options) }
        }
        return nil
    }

    /// The seed, 0 when not given.
    public var seed: UInt64 {
        header.lazy.compactMap { if case .seed(let seed) = $0.header { return seed } else { return nil } }.first ?? 0
    }

    /// The profile name, ``defaultProfile`` when not given.
    public var profile: String {
        header.lazy.compactMap { if case .profile(let name) = $0.header { return name } else { return nil } }.first
            ?? Self.defaultProfile
    }

    /// The time of the last timed line (a window counts by its end), or zero for none.
    public var lastTime: SimInstant {
        var last = SimInstant.start
        for entry in timeline {
            if case .window(let end, _) = entry.timing { last = max(last, end) }
            last = max(last, entry.time)
        }
        return last
    }

    /// When the run stops: the `end` time, or ``defaultRunOn`` after the last timed line.
    public var resolvedEnd: SimInstant { end?.time ?? lastTime + Self.defaultRunOn }

    /// Only the steps, with their entries, in order.
    public var steps: [TimelineEntry] { timeline.filter { $0.step != nil } }

    /// Only the expectations, with their entries, in order.
    public var expectations: [TimelineEntry] { timeline.filter { $0.expectation != nil } }
}
