import Replay

/// A timeline in progress: the forked run, the decisions so far, and what has been seen on the way
/// (steps performed, the UI now). Copying a node forks the timeline.
struct TimelineNode: Sendable {
    var run: ScenarioRun
    var path: [Decision]
    var steps = 0
    var ui: [String: TraceValue] = [:]
    var uiText = ""

    /// Sorted `key=value` pairs: the UI as one comparable line.
    static func text(of ui: [String: TraceValue]) -> String {
        ui.keys.sorted().map { "\($0)=\(ui[$0]!.plainText)" }.joined(separator: ", ")
    }
}
