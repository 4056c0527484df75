/// A list that keeps its first `limit` elements and counts the rest, so a picture's memory has a
/// bound that is reported (``RunDigest/leftOut``) rather than a silent cap.
struct BoundedList<Element: Sendable>: Sendable {
    private(set) var items: [Element] = []
    /// Elements not kept.
    private(set) var leftOut = 0
    let limit: Int

    init(limit: Int = RunDigest.itemLimit) {
        self.limit = limit
    }

    mutating func append(_ element: Element) {
        if items.count < limit {
            items.append(element)
        } else {
            leftOut += 1
        }
    }

    /// The note for the picture when some were left out: `only the first 10000 callbacks are drawn
    /// (12 more left out)`.
    func note(_ name: String) -> String? {
        leftOut == 0 ? nil : "only the first \(limit) \(name) are drawn (\(leftOut) more left out)"
    }
}
