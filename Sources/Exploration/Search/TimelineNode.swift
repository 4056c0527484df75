import Replay

/// A timeline in progress: the forked run, where its decisions end in the search's
/// ``DecisionTrail``, and what has been seen on the way (the UI now). Copying a node forks the
/// timeline.
struct TimelineNode: Sendable {
    var run: ExploringRun
    /// The timeline's last decision in the search's trail (``DecisionTrail/root``: none).
    var tip = DecisionTrail.root
    /// How many decisions the timeline has made, static ones included.
    var depth = 0
    /// The number of the UI's line in the search's table (0: nothing shown yet).
    var uiLine = 0
}
