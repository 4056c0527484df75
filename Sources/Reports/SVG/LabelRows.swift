/// Places labels in a few stacked rows so none overlaps another: each label goes to the first row
/// where it fits beside the marker it names, cut with an ellipsis if it is long; a label that fits
/// nowhere is left out, and the caller lists it in the notes under the picture instead.
struct LabelRows {
    /// A placed label.
    struct Placement {
        var row: Int
        var x: Int
        var anchor: String
        var text: String
    }

    private var rightEdges: [Int]
    let minX: Int
    let maxX: Int
    let maxCharacters: Int
    /// Spans labels must not cross (the breaks of the time axis), sorted.
    let blocked: [(Int, Int)]
    /// How many rows hold a label so far, so a lane takes only the height it uses.
    private(set) var rowsUsed = 0

    init(rows: Int, minX: Int, maxX: Int, maxCharacters: Int = 32, blocked: [(Int, Int)] = []) {
        rightEdges = Array(repeating: Int.min, count: rows)
        self.minX = minX
        self.maxX = maxX
        self.maxCharacters = maxCharacters
        self.blocked = blocked
    }

    /// Places `label` for a marker at `x`: to the right of it, or to its left near the right edge.
    mutating func place(_ label: String, at x: Int) -> Placement? {
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
        for row in rightEdges.indices where rightEdges[row] + 6 <= left {
            rightEdges[row] = left + width
            rowsUsed = max(rowsUsed, row + 1)
            return Placement(row: row, x: textX, anchor: anchor, text: text)
        }
        return nil
    }
}
