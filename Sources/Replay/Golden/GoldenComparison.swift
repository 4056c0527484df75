/// A run's timeline compared with its golden one line of each at a time, so neither is ever held
/// whole: a month-long run is checked in the memory of a minute-long one.
///
/// It keeps what ``GoldenDiff`` shows and nothing more: the last lines both share before the first
/// difference, the first lines of each side from there on (at most ``GoldenDiff/alignableLines``,
/// the most an edit script aligns; every one under ``GoldenDiff/Extent/full``), and counts. The lines both share at their ends decide where the
/// differing region stops; when the sides have the same length they are counted on the way, and
/// otherwise a second pass pairs the lines from the end (``suffixOffset``).
///
/// ```swift
/// var comparison = GoldenComparison()
/// comparison.add(expected: "a", actual: "a")
/// comparison.add(expected: "b", actual: "c")
/// print(comparison.diff(commonSuffix: 0)!.description)   // golden differs at line 2: …
/// ```
public struct GoldenComparison: Sendable {
    /// Lines the golden had.
    public private(set) var expectedCount = 0
    /// Lines the run wrote.
    public private(set) var actualCount = 0
    /// Lines equal on both sides before the first difference.
    public private(set) var prefix = 0
    private var differs = false
    private var context: [String] = []
    private var expectedHead: [String] = []
    private var actualHead: [String] = []
    private var headBytes = 0
    /// Whether the lines kept after the first difference reached ``GoldenDiff/alignableBytes``.
    private var headCut = false
    /// Equal pairs at the end so far, the sides lined up from their first lines.
    private var trailingEqual = 0

    /// How much of the diff is kept to show.
    public let extent: GoldenDiff.Extent

    /// Nothing compared yet; `extent` says how much of a difference to keep.
    public init(extent: GoldenDiff.Extent = .limited) {
        self.extent = extent
    }

    /// Adds the next line of each side: the golden's and the run's, nil for a side that has ended.
    public mutating func add(expected: String?, actual: String?) {
        if expected != nil { expectedCount += 1 }
        if actual != nil { actualCount += 1 }
        let equal = expected != nil && expected == actual
        trailingEqual = equal ? trailingEqual + 1 : 0
        if equal && !differs {
            prefix += 1
            context.append(expected!)
            if context.count > GoldenDiff.contextLines { context.removeFirst() }
            return
        }
        differs = true
        if keeps(expected, beside: expectedHead.count) { expectedHead.append(expected!) }
        if keeps(actual, beside: actualHead.count) { actualHead.append(actual!) }
    }

    /// Whether `line` is kept after `kept` lines of its side, counting its bytes if so.
    private mutating func keeps(_ line: String?, beside kept: Int) -> Bool {
        guard let line else { return false }
        if extent == .full { return true }
        guard kept < GoldenDiff.alignableLines, !headCut else { return false }
        headBytes += line.utf8.count
        if headBytes > GoldenDiff.alignableBytes { headCut = true }
        return !headCut
    }

    /// Whether both sides had the same lines.
    public var isEqual: Bool { !differs }

    /// When the sides differ and have different lengths: how far the run's lines are ahead of the
    /// golden's when the two are paired from the end (run line `j` with golden line `j - offset`).
    /// The caller counts the equal pairs at the end over a second pass and passes them to
    /// ``diff(commonSuffix:)``. Nil when no second pass is needed.
    public var suffixOffset: Int? {
        differs && expectedCount != actualCount ? actualCount - expectedCount : nil
    }

    /// The differing regions, or nil when the sides are equal. `commonSuffix` is the number of
    /// equal pairs at the end when paired by ``suffixOffset`` (ignored when that is nil).
    public func diff(commonSuffix: Int = 0) -> GoldenDiff? {
        guard differs else { return nil }
        let shared = suffixOffset == nil ? trailingEqual : commonSuffix
        let suffix = min(shared, min(expectedCount, actualCount) - prefix)
        return GoldenDiff(
            prefix: prefix, context: context, expectedMiddle: expectedHead, actualMiddle: actualHead,
            expectedCount: expectedCount - prefix - suffix, actualCount: actualCount - prefix - suffix,
            alignable: !headCut, extent: extent)
    }
}
