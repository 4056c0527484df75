/// The golden diff as it was computed before it streamed, from both texts whole: a test oracle
/// the streamed comparison (``GoldenComparison`` in Replay) must match character for character.
public enum ReferenceGoldenDiff {
    /// The text `locsim test` printed for `expected` (the golden) against `actual` (the run), or nil
    /// when they are equal; each line of either text as `shown` shows it (`locsim test` escapes their
    /// control characters with ScenarioLanguage's `DisplayPath.escaped`, which this target cannot
    /// import).
    public static func description(
        expected: String, actual: String, showing shown: (String) -> String = { $0 }
    ) -> String? {
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
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        let context = (max(0, prefix - 3)..<prefix).map { ($0 + 1, old[$0]) }
        // Each hunk: (golden line, run line, context, golden lines, run lines).
        var hunks: [(Int, Int, [(Int, String)], [String], [String])] = []
        if let script = editScript(oldMiddle, newMiddle) {
            var i = 0
            var j = 0
            var kept: [(Int, String)] = []
            var k = 0
            while k < script.count {
                if script[k] == 0 {
                    kept = Array((kept + [(prefix + i + 1, oldMiddle[i])]).suffix(3))
                    (i, j, k) = (i + 1, j + 1, k + 1)
                    continue
                }
                var hunk = (prefix + i + 1, prefix + j + 1, hunks.isEmpty ? context : kept, [String](), [String]())
                while k < script.count, script[k] != 0 {
                    if script[k] == 1 {
                        hunk.3.append(oldMiddle[i]); i += 1
                    } else {
                        hunk.4.append(newMiddle[j]); j += 1
                    }
                    k += 1
                }
                hunks.append(hunk)
                kept = []
            }
        } else {
            hunks = [(prefix + 1, prefix + 1, context, oldMiddle, newMiddle)]
        }
        var omitted = 0
        for hunk in hunks.dropFirst(8) { omitted += hunk.3.count + hunk.4.count }
        let left = max(0, hunks.count - 8)
        hunks = hunks.prefix(8).map { hunk in
            omitted += max(0, hunk.3.count - 12) + max(0, hunk.4.count - 12)
            return (hunk.0, hunk.1, hunk.2, Array(hunk.3.prefix(12)), Array(hunk.4.prefix(12)))
        }
        let width = String(hunks.map { max($0.0 + $0.3.count, $0.1 + $0.4.count, $0.2.last?.0 ?? 0) }.max() ?? 1).count
        var text = ""
        for (index, hunk) in hunks.enumerated() {
            text += self.text(
                lead: index == 0 ? "golden differs" : "and", lines: (hunk.0, hunk.1), context: hunk.2,
                expected: hunk.3, actual: hunk.4, width: width, shown: shown)
        }
        if omitted > 0 {
            let regions = left == 0 ? "" : " in \(left) more region\(left == 1 ? "" : "s")"
            text += "     (and \(omitted) more differing line\(omitted == 1 ? "" : "s")\(regions) further on;"
            text += " --diff full shows them all)\n"
        }
        return text
    }

    static func text(
        lead: String, lines: (expected: Int, actual: Int), context: [(Int, String)], expected: [String],
        actual: [String], width: Int, shown: (String) -> String
    ) -> String {
        let first = (actual.first ?? expected.first ?? "").split(separator: " ").first
        let time = first.flatMap { $0.hasSuffix("s") && $0.first?.isNumber == true ? String($0) : nil }
        var notes = lines.expected == lines.actual ? [] : ["line \(lines.expected) of the golden"]
        if let time { notes.append("time \(time)") }
        var text =
            "\(lead) at line \(lines.actual)" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))") + ":\n"
        func number(_ value: Int) -> String {
            let digits = String(value)
            return String(repeating: " ", count: max(0, width - digits.count)) + digits
        }
        for (index, content) in context { text += "     \(number(index)) | \(shown(content))\n" }
        for (offset, content) in expected.enumerated() {
            text += "  -  \(number(lines.expected + offset)) | \(shown(content))\n"
        }
        for (offset, content) in actual.enumerated() {
            text += "  +  \(number(lines.actual + offset)) | \(shown(content))\n"
        }
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
