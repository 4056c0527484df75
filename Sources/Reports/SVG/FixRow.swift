/// A row of fixes as drawn: how many there were, and the runs of adjacent pixel columns they
/// fall on (one box each), folded fix by fix, so a month of fixes takes no more than the width.
struct FixRow: Sendable {
    /// A box from column `x0` to `x1`.
    struct Run: Sendable, Equatable {
        var x0: Int
        var x1: Int
    }

    private(set) var count = 0
    private(set) var runs: [Run] = []
    private var open: Run?

    /// A fix drawn at column `x`: it joins the open run when within one column of it.
    mutating func add(x: Int) {
        count += 1
        if var run = open, x <= run.x1 + 1 {
            run.x1 = max(run.x1, x)
            open = run
            return
        }
        if let open { runs.append(open) }
        open = Run(x0: x, x1: x)
    }

    /// The row with its open run closed.
    func finished() -> FixRow {
        var copy = self
        if let open { copy.runs.append(open) }
        copy.open = nil
        return copy
    }
}
