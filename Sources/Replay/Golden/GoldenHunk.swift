import ScenarioLanguage

/// One differing region of a golden diff: the lines both share just before it, then the golden's
/// lines (`-`) and the run's (`+`). A diff shows one hunk for each place the run drifted, so a seed
/// change shows its header line and then every later line whose time moved.
///
/// ```text
/// and at line 12 (time 1.004113s):
///      11 |     1.000s     call   requestWhenInUseAuthorization manager=m1
///   -  12 |     1.006752s  callback  AUTH-1  authorization … status=0
///   +  12 |     1.004113s  callback  AUTH-1  authorization … status=0
/// ```
public struct GoldenHunk: Sendable {
    /// The golden's 1-based line of the hunk's first `-` line (where it would be, when it has none).
    public var expectedLine: Int
    /// The run's 1-based line of the hunk's first `+` line (where it would be, when it has none).
    public var actualLine: Int
    /// The shared lines just before it, numbered as in the golden (as the `-` lines are).
    public var context: [(Int, String)]
    /// The golden's lines.
    public var expected: [String]
    /// The run's lines.
    public var actual: [String]

    /// The hunks of an edit script from `old` to `new`, the middles of the two sides after `prefix`
    /// shared lines; the first hunk takes `context` (the last shared lines before the middles),
    /// each later one up to ``GoldenDiff/contextLines`` lines kept since the hunk before it.
    ///
    /// - Complexity: O(*n*) in the length of the script.
    static func hunks(
        _ script: [GoldenDiff.Edit], old: [String], new: [String], prefix: Int, context: [(Int, String)]
    ) -> [GoldenHunk] {
        var hunks: [GoldenHunk] = []
        var kept: [(Int, String)] = []
        var i = 0
        var j = 0
        var k = 0
        while k < script.count {
            if script[k] == .keep {
                kept.append((prefix + i + 1, old[i]))
                if kept.count > GoldenDiff.contextLines { kept.removeFirst() }
                i += 1
                j += 1
                k += 1
                continue
            }
            var hunk = GoldenHunk(
                expectedLine: prefix + i + 1, actualLine: prefix + j + 1, context: hunks.isEmpty ? context : kept,
                expected: [], actual: [])
            while k < script.count, script[k] != .keep {
                if script[k] == .delete {
                    hunk.expected.append(old[i])
                    i += 1
                } else {
                    hunk.actual.append(new[j])
                    j += 1
                }
                k += 1
            }
            hunks.append(hunk)
            kept = []
        }
        return hunks
    }

    /// A script that pairs `count` lines of each side by position: the lines that differ, a run at
    /// a time, as deletions then insertions. For regions too long to align (``GoldenDiff/full``).
    static func pairedScript(_ old: [String], _ new: [String]) -> [GoldenDiff.Edit] {
        var script: [GoldenDiff.Edit] = []
        var run = 0
        func flush() {
            script += Array(repeating: .delete, count: run) + Array(repeating: .insert, count: run)
            run = 0
        }
        for index in old.indices {
            if old[index] == new[index] {
                flush()
                script.append(.keep)
            } else {
                run += 1
            }
        }
        flush()
        return script
    }

    /// The time column of the hunk's first differing line (the run's, else the golden's), if any.
    public var time: String? {
        let first = (actual.first ?? expected.first ?? "").split(separator: " ", omittingEmptySubsequences: true).first
        guard let first, first.hasSuffix("s"), first.first?.isNumber == true else { return nil }
        return String(first)
    }

    /// The largest line number the hunk shows.
    var lastNumber: Int {
        max(expectedLine + expected.count, actualLine + actual.count, context.last.map { $0.0 } ?? 0)
    }

    /// The hunk's lines, numbers right-aligned to `width` digits, after a heading of `lead` (`golden
    /// differs` for the first, `and`) naming its line and time.
    func text(lead: String, width: Int) -> String {
        var notes = expectedLine == actualLine ? [] : ["line \(expectedLine) of the golden"]
        if let time { notes.append("time \(time)") }
        var text =
            "\(lead) at line \(actualLine)" + (notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")") + ":\n"
        func number(_ value: Int) -> String {
            let digits = String(value)
            return String(repeating: " ", count: max(0, width - digits.count)) + digits
        }
        // A golden is a file anyone may have written: its lines reach the terminal escaped.
        let shown = DisplayPath.escaped
        for (index, content) in context { text += "     \(number(index)) | \(shown(content))\n" }
        for (offset, content) in expected.enumerated() {
            text += "  -  \(number(expectedLine + offset)) | \(shown(content))\n"
        }
        for (offset, content) in actual.enumerated() {
            text += "  +  \(number(actualLine + offset)) | \(shown(content))\n"
        }
        return text
    }
}
