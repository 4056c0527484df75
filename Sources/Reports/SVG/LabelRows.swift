/// Places labels in a few stacked rows so none overlaps another: each label goes to the first row
/// where it fits beside the marker it names, cut with an ellipsis if it is long; a label that fits
/// nowhere is left out, and the caller lists it in the notes under the picture instead.
///
/// A label's leader runs straight down from its marker through the rows above the label's, so a
/// row is taken only where that line passes clear of the labels above (a leader drawn through an
/// earlier label split its words); when no free row is clear, the earlier label is cut short of the
/// leader instead, and the caller notes it in full. Placements stay open to such cuts until the
/// lane is drawn, so the caller reads them from ``placements`` at the end.
struct LabelRows {
    /// A placed label: `text` is drawn at `x` with `anchor`, and covers `left..<right`; its leader
    /// runs down from the marker at `markerX`.
    struct Placement {
        var markerX: Int
        var row: Int
        var x: Int
        var anchor: String
        var text: String
        var left: Int
        var right: Int
    }

    /// Every label placed so far, in the order placed (`place` returns the index).
    private(set) var placements: [Placement] = []
    private var rightEdges: [Int]
    /// The index of the last label in each row: the only one a later leader can run into.
    private var lastInRow: [Int?]
    let minX: Int
    let maxX: Int
    let maxCharacters: Int
    /// Spans labels must not cross (the breaks of the time axis), sorted.
    let blocked: [(Int, Int)]
    /// How many rows hold a label so far, so a lane takes only the height it uses.
    private(set) var rowsUsed = 0

    /// Space kept between a leader and a label it passes.
    static let clearance = 3
    /// The fewest characters an earlier label is cut to, to make way for a leader.
    static let shortestCut = 6

    init(rows: Int, minX: Int, maxX: Int, maxCharacters: Int = 32, blocked: [(Int, Int)] = []) {
        rightEdges = Array(repeating: Int.min, count: rows)
        lastInRow = Array(repeating: nil, count: rows)
        self.minX = minX
        self.maxX = maxX
        self.maxCharacters = maxCharacters
        self.blocked = blocked
    }

    /// Places `label` for a marker at `x`: to the right of it, or to its left near the right edge.
    /// Returns the placement's index, or nil when it fits nowhere.
    mutating func place(_ label: String, at x: Int) -> Int? {
        var text = TextMetrics.truncated(label, toWidth: maxCharacters * TextMetrics.characterWidth)
        var width = TextMetrics.width(text)
        var left = x + 5
        var anchor = "start"
        var textX = left
        // A label stops before the next break (or the right edge), flipping left of its marker when
        // the room on the right is too small for a few characters.
        let limit = blocked.first { $0.0 >= left }?.0 ?? maxX
        if left + width > limit {
            let room = limit - left - 4
            if room >= min(width, 12 * TextMetrics.characterWidth) {
                text = TextMetrics.truncated(text, toWidth: room)
                width = TextMetrics.width(text)
            } else {
                let floor = blocked.last { $0.1 <= x }?.1 ?? minX
                left = max(floor + 4, x - 5 - width)
                text = TextMetrics.truncated(text, toWidth: x - 5 - left)
                width = TextMetrics.width(text)
                anchor = "end"
                textX = x - 5
            }
        }
        guard !text.isEmpty else { return nil }
        let free = rightEdges.indices.filter { rightEdges[$0] + 6 <= left }
        guard
            let row = free.first(where: { crossed(by: x, above: $0).isEmpty })
                ?? free.first(where: { canCut(x, above: $0) })
        else { return nil }
        for above in 0..<row { makeWay(for: x, in: above) }
        rightEdges[row] = left + width
        lastInRow[row] = placements.count
        rowsUsed = max(rowsUsed, row + 1)
        placements.append(
            Placement(markerX: x, row: row, x: textX, anchor: anchor, text: text, left: left, right: left + width))
        return placements.count - 1
    }

    /// The labels a leader at `x` running down to `row` would cross (the last of each row above).
    private func crossed(by x: Int, above row: Int) -> [Int] {
        (0..<row).compactMap { lastInRow[$0] }.filter {
            placements[$0].left - Self.clearance <= x && x <= placements[$0].right + Self.clearance
        }
    }

    /// Whether every label the leader would cross starts right of its own marker and keeps a few
    /// characters when cut short of `x`.
    private func canCut(_ x: Int, above row: Int) -> Bool {
        crossed(by: x, above: row).allSatisfy {
            placements[$0].anchor == "start"
                && x - Self.clearance - placements[$0].left >= Self.shortestCut * TextMetrics.characterWidth
        }
    }

    /// Keeps `row` clear at `x` for a leader passing down through it: the row's last label is cut
    /// short of it, and no later label in the row may start before it.
    private mutating func makeWay(for x: Int, in row: Int) {
        if let index = lastInRow[row], crossed(by: x, above: row + 1).contains(index) {
            var placement = placements[index]
            placement.text = TextMetrics.truncated(placement.text, toWidth: x - Self.clearance - placement.left)
            placement.right = placement.left + TextMetrics.width(placement.text)
            placements[index] = placement
        }
        rightEdges[row] = max(rightEdges[row], x)
    }
}
