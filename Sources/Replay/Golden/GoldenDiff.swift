/// The first region where a run's timeline differs from its golden file, as a line diff a person
/// reads: a few lines of context, then the golden's lines (`-`) and the run's (`+`), each starting
/// with its time, so "what changed, and when" is visible at a glance.
///
/// ```text
/// golden differs at line 23 (time 28.006752s):
///      22 |    28.000s     system    AUTH-3  …
///   -  23 |    28.006752s  callback  AUTH-3  … status=0
///   +  23 |    28.004113s  callback  AUTH-3  … status=0
/// ```
public struct GoldenDiff: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the first difference.
    public let line: Int
    /// The lines of context before it, with their numbers.
    public let context: [(Int, String)]
    /// The golden's differing lines.
    public let expected: [String]
    /// The run's differing lines.
    public let actual: [String]
    /// How many more differing lines were left out.
    public let omitted: Int

    /// How many lines of context and of each side to show.
    public static let contextLines = 3
    /// The most differing lines shown per side.
    public static let maximumLines = 12

    /// The most lines a side may differ by and still be aligned by an edit script.
    public static let alignableLines = 2_000
    /// The most bytes of differing lines kept for aligning, so a golden of a few huge lines is
    /// never held whole; past it the region is shown unaligned, as past ``alignableLines``.
    public static let alignableBytes = 16 << 20

    /// The first differing region of `expected` and `actual`, or nil when they are equal: the same
    /// comparison as a streamed one (``GoldenComparison``), on texts in memory.
    public static func between(expected: String, actual: String) -> GoldenDiff? {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var comparison = GoldenComparison()
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
    /// region is `alignable` and within ``alignableLines`` a side.
    init(
        prefix: Int, context: [String], expectedMiddle: [String], actualMiddle: [String], expectedCount: Int,
        actualCount: Int, alignable: Bool
    ) {
        var oldMiddle = Array(expectedMiddle.prefix(expectedCount))
        var newMiddle = Array(actualMiddle.prefix(actualCount))
        var oldCount = expectedCount
        var newCount = actualCount
        var laterDifferences = 0
        if alignable, oldCount <= Self.alignableLines, newCount <= Self.alignableLines,
            let script = Self.editScript(oldMiddle, newMiddle)
        {
            // Show only the first run of changes (up to the next line both sides share), and count
            // the changed lines after it.
            var hunkEnd = 0
            while hunkEnd < script.count, script[hunkEnd] != .keep { hunkEnd += 1 }
            let hunk = script[..<hunkEnd]
            oldCount = hunk.filter { $0 == .delete }.count
            newCount = hunk.filter { $0 == .insert }.count
            oldMiddle = Array(oldMiddle.prefix(oldCount))
            newMiddle = Array(newMiddle.prefix(newCount))
            laterDifferences = script[hunkEnd...].filter { $0 != .keep }.count
        }
        line = prefix + 1
        self.context = context.enumerated().map { (prefix - context.count + $0.offset + 1, $0.element) }
        omitted =
            max(0, oldCount - Self.maximumLines) + max(0, newCount - Self.maximumLines) + laterDifferences
        expected = Array(oldMiddle.prefix(Self.maximumLines))
        actual = Array(newMiddle.prefix(Self.maximumLines))
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
    public var time: String? {
        let first = (actual.first ?? expected.first ?? "").split(separator: " ", omittingEmptySubsequences: true).first
        guard let first, first.hasSuffix("s"), first.first?.isNumber == true else { return nil }
        return String(first)
    }

    /// The diff as printed by `locsim test`.
    public var description: String {
        var text = "golden differs at line \(line)" + (time.map { " (time \($0))" } ?? "") + ":\n"
        let width = String(line + max(expected.count, actual.count)).count
        func number(_ value: Int) -> String {
            let digits = String(value)
            return String(repeating: " ", count: max(0, width - digits.count)) + digits
        }
        for (index, content) in context { text += "     \(number(index)) | \(content)\n" }
        for (offset, content) in expected.enumerated() { text += "  -  \(number(line + offset)) | \(content)\n" }
        for (offset, content) in actual.enumerated() { text += "  +  \(number(line + offset)) | \(content)\n" }
        if omitted > 0 { text += "     (and \(omitted) more differing lines further on)\n" }
        return text
    }

    /// Equal when they show the same region.
    public static func == (lhs: GoldenDiff, rhs: GoldenDiff) -> Bool { lhs.description == rhs.description }

    /// Hashes what it shows.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
