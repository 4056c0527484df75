import Replay

/// A timeline in progress: the forked run, the decisions so far, and what has been seen on the way
/// (the UI now). Copying a node forks the timeline.
struct TimelineNode: Sendable {
    var run: ExploringRun
    var path: [Decision]
    /// The number of the UI's line in the search's table (0: nothing shown yet).
    var uiLine = 0
}
