/// The decisions of a search's timelines in progress, each linked to the one before it on its
/// timeline: a timeline's path is where its last decision is (its tip). A fork shares its parent's
/// decisions instead of copying them, and a decision is one append, where a path of its own per
/// timeline copied its list at the first decision after each fork.
///
/// Depth first, the decisions made under a choice are the last ones appended: once the choice's
/// options are all explored, ``truncate(to:)`` drops them, so the trail holds the path being
/// explored and the choices' siblings, not every timeline's decisions.
struct DecisionTrail {
    private var decisions: [Decision] = []
    /// The index of the decision before each one on its timeline; -1 for a first decision.
    private var previous: [Int] = []

    /// The tip of a timeline with no decision yet.
    static let root = -1

    /// How many decisions the trail holds: the mark to ``truncate(to:)`` back to.
    var count: Int { decisions.count }

    /// Appends `decision`, made on the timeline whose tip is `tip`, and returns the new tip.
    mutating func append(_ decision: Decision, after tip: Int) -> Int {
        decisions.append(decision)
        previous.append(tip)
        return decisions.count - 1
    }

    /// The decisions from the first to `tip`, in the order they were made.
    func path(to tip: Int) -> [Decision] {
        var length = 0
        var index = tip
        while index >= 0 {
            length += 1
            index = previous[index]
        }
        // Counted first, so the path is made in one allocation rather than grown decision by decision.
        var path: [Decision] = []
        path.reserveCapacity(length)
        index = tip
        while index >= 0 {
            path.append(decisions[index])
            index = previous[index]
        }
        path.reverse()
        return path
    }

    /// Drops the decisions appended since the trail held `mark`: no timeline in progress reaches them.
    mutating func truncate(to mark: Int) {
        guard mark < decisions.count else { return }
        decisions.removeLast(decisions.count - mark)
        previous.removeLast(previous.count - mark)
    }

    /// Drops every decision, keeping the storage (removed from the end: clearing in place goes
    /// through a general replacement of a range).
    mutating func removeAll() {
        truncate(to: 0)
    }
}
