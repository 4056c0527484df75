/// Where a run's timeline differs from its golden file, as a line diff a person reads: for each
/// place it drifted (a ``GoldenHunk``), a few lines of context, then the golden's lines (`-`) and the
/// run's (`+`), each starting with its time, so "what changed, and when" is visible at a glance.
/// Up to ``maximumHunks`` hunks of ``maximumLines`` lines a side are shown, and what is left out is
/// counted; ``Extent/full`` shows all of it.
///
/// ```text
/// golden differs at line 23 (time 28.004113s):
///      22 |    28.000s     system    AUTH-3  …
///   -  23 |    28.006752s  callback  AUTH-3  … status=0
///   +  23 |    28.004113s  callback  AUTH-3  … status=0
/// and at line 31 (time 40.002871s):
///   …
/// ```
public struct GoldenDiff: Hashable, Sendable, CustomStringConvertible {
    /// How much of a diff to show.
    public enum Extent: Sendable {
        /// Up to ``maximumHunks`` hunks of up to ``maximumLines`` lines a side, counting the rest;
        /// the comparison keeps at most ``alignableLines`` lines a side after the first difference.
        case limited
        /// Every hunk, every line: the comparison keeps every line from the first difference on, so
        /// its memory grows with the differing region, not only with the limit.
        case full
    }

    /// The hunks shown, in order.
    public let hunks: [GoldenHunk]
    /// How many more differing lines were left out.
    public let omitted: Int
    /// How many more hunks were left out (their lines are counted in ``omitted``).
    public let omittedHunks: Int

    /// The 1-based line of the first difference.
    public var line: Int { hunks.first?.actualLine ?? 1 }
    /// The lines of context before it, with their numbers.
    public var context: [(Int, String)] { hunks.first?.context ?? [] }
    /// The golden's lines of the first hunk.
    public var expected: [String] { hunks.first?.expected ?? [] }
    /// The run's lines of the first hunk.
    public var actual: [String] { hunks.first?.actual ?? [] }

    /// How many lines of context to show before each hunk.
    public static let contextLines = 3
    /// The most differing lines shown per side of a hunk.
    public static let maximumLines = 12
    /// The most hunks shown.
    public static let maximumHunks = 8

    /// The most lines a side may differ by and still be aligned by an edit script.
    public static let alignableLines = 2_000
    /// The most bytes of differing lines kept for aligning, so a golden of a few huge lines is
    /// never held whole; past it the region is shown unaligned, as past ``alignableLines``.
    public static let alignableBytes = 16 << 20

    /// The diff of `expected` and `actual`, or nil when they are equal: the same comparison as a
    /// streamed one (``GoldenComparison``), on texts in memory.
    public static func between(expected: String, actual: String, extent: Extent = .limited) -> GoldenDiff? {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var comparison = GoldenComparison(extent: extent)
        for index in 0..<max(old.count, new.count) {
            comparison.add(expected: index < old.count ? old[index] : nil, actual: index < new.count ? new[index] : nil)
        }
        var trailing = 0
        if let offset = comparison.suffixOffset {
            for index in max(0, offset)..<new.count {
                trailing = old[index - offset] == new[index] ? trailing + 1 : 0
            }
        }
        return comparison.diff(commonSuffix: trailing)
    }

    /// The region after `prefix` equal lines (the last of which are `context`), where the golden has
    /// `expectedCount` lines and the run `actualCount` before the lines both share at their ends.
    /// The middles hold at least each side's first lines of the region, all of them when the
    /// region is `alignable` and within ``alignableLines`` a side (or under ``Extent/full``).
    init(
        prefix: Int, context: [String], expectedMiddle: [String], actualMiddle: [String], expectedCount: Int,
        actualCount: Int, alignable: Bool, extent: Extent = .limited
    ) {
        let old = Array(expectedMiddle.prefix(expectedCount))
        let new = Array(actualMiddle.prefix(actualCount))
        let numbered = context.enumerated().map { (prefix - context.count + $0.offset + 1, $0.element) }
        var all: [GoldenHunk]
        var unseen = 0
        if alignable, old.count == expectedCount, new.count == actualCount,
            let script = Self.editScript(old, new)
                ?? (extent == .full && old.count == new.count ? GoldenHunk.pairedScript(old, new) : nil)
        {
            all = GoldenHunk.hunks(script, old: old, new: new, prefix: prefix, context: numbered)
        } else {
            // Too long or too wide to align: the region as one hunk, its first lines only.
            all = [
                GoldenHunk(
                    expectedLine: prefix + 1, actualLine: prefix + 1, context: numbered, expected: old, actual: new)
            ]
            unseen = expectedCount - old.count + actualCount - new.count
        }
        guard extent == .limited else {
            (hunks, omitted, omittedHunks) = (all, unseen, 0)
            return
        }
        var shown = Array(all.prefix(Self.maximumHunks))
        for index in shown.indices {
            unseen += max(0, shown[index].expected.count - Self.maximumLines)
            unseen += max(0, shown[index].actual.count - Self.maximumLines)
            shown[index].expected = Array(shown[index].expected.prefix(Self.maximumLines))
            shown[index].actual = Array(shown[index].actual.prefix(Self.maximumLines))
        }
        for hunk in all.dropFirst(Self.maximumHunks) { unseen += hunk.expected.count + hunk.actual.count }
        (hunks, omitted, omittedHunks) = (shown, unseen, all.count - shown.count)
    }

    /// One step of an edit script from the golden to the run.
    enum Edit: Equatable {
        case keep, delete, insert
    }

    /// The shortest edit script between two line lists (longest common subsequence), deletions
    /// before insertions within a change; nil when the lists are too long to align cheaply.
    ///
    /// - Complexity: O(*n* × *m*) time and memory, for up to 2,000 lines a side.
    static func editScript(_ old: [String], _ new: [String]) -> [Edit]? {
        let n = old.count
        let m = new.count
        guard n <= alignableLines, m <= alignableLines else { return nil }
        let width = m + 1
        var table = [Int32](repeating: 0, count: (n + 1) * width)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * width + j] =
                    old[i] == new[j]
                    ? table[(i + 1) * width + j + 1] + 1
                    : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        var script: [Edit] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                script.append(.keep)
                i += 1
                j += 1
            } else if i < n, j == m || table[(i + 1) * width + j] >= table[i * width + j + 1] {
                script.append(.delete)
                i += 1
            } else {
                script.append(.insert)
                j += 1
            }
        }
        return script
    }

    /// The time column of the first differing line, if it has one.
    public var time: String? { hunks.first?.time }

    /// The diff as printed by `locsim test`.
    public var description: String {
        let width = String(hunks.map(\.lastNumber).max() ?? 1).count
        var text = ""
        for (index, hunk) in hunks.enumerated() {
            text += hunk.text(lead: index == 0 ? "golden differs" : "and", width: width)
        }
        if omitted > 0 {
            let regions = omittedHunks == 0 ? "" : " in \(omittedHunks) more region\(omittedHunks == 1 ? "" : "s")"
            text += "     (and \(omitted) more differing line\(omitted == 1 ? "" : "s")\(regions) further on;"
            text += " --diff full shows them all)\n"
        }
        return text
    }

    /// Equal when they show the same regions.
    public static func == (lhs: GoldenDiff, rhs: GoldenDiff) -> Bool { lhs.description == rhs.description }

    /// Hashes what it shows.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
