/// The golden diff as it was computed before it streamed, from both texts whole: a test oracle
/// the streamed comparison (``GoldenComparison`` in Replay) must match character for character.
public enum ReferenceGoldenDiff {
    /// The text `locsim test` printed for `expected` (the golden) against `actual` (the run), or nil
    /// when they are equal.
    public static func description(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        var oldMiddle = Array(old[prefix..<(old.count - suffix)])
        var newMiddle = Array(new[prefix..<(new.count - suffix)])
        var laterDifferences = 0
        if let script = editScript(oldMiddle, newMiddle) {
            var hunkEnd = 0
            while hunkEnd < script.count, script[hunkEnd] != 0 { hunkEnd += 1 }
            let hunk = script[..<hunkEnd]
            oldMiddle = Array(oldMiddle.prefix(hunk.filter { $0 == 1 }.count))
            newMiddle = Array(newMiddle.prefix(hunk.filter { $0 == 2 }.count))
            laterDifferences = script[hunkEnd...].filter { $0 != 0 }.count
        }
        let context = (max(0, prefix - 3)..<prefix).map { ($0 + 1, old[$0]) }
        let omitted = max(0, oldMiddle.count - 12) + max(0, newMiddle.count - 12) + laterDifferences
        return text(
            line: prefix + 1, context: context, expected: Array(oldMiddle.prefix(12)),
            actual: Array(newMiddle.prefix(12)), omitted: omitted)
    }

    static func text(line: Int, context: [(Int, String)], expected: [String], actual: [String], omitted: Int) -> String
    {
        let first = (actual.first ?? expected.first ?? "").split(separator: " ").first
        let time = first.flatMap { $0.hasSuffix("s") && $0.first?.isNumber == true ? String($0) : nil }
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

    /// 0 keep, 1 delete, 2 insert; nil past 2,000 lines a side.
    static func editScript(_ old: [String], _ new: [String]) -> [Int]? {
        let n = old.count
        let m = new.count
        guard n <= 2_000, m <= 2_000 else { return nil }
        let width = m + 1
        var table = [Int32](repeating: 0, count: (n + 1) * width)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * width + j] =
                    old[i] == new[j]
                    ? table[(i + 1) * width + j + 1] + 1 : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        var script: [Int] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                script.append(0)
                i += 1
                j += 1
            } else if i < n, j == m || table[(i + 1) * width + j] >= table[i * width + j + 1] {
                script.append(1)
                i += 1
            } else {
                script.append(2)
                j += 1
            }
        }
        return script
    }
}
