/// Lines up two sequences of callbacks by their identity (kind, manager, fields) with a longest
/// common subsequence, so one callback too many or too few on either side leaves the rest paired;
/// what stays unpaired but has a partner of the same identity on the other side was reordered.
enum EventAlignment {
    /// The pairs and the leftovers, by index into `device` and `simulated`.
    struct Result: Equatable {
        var pairs: [(device: Int, simulated: Int)]
        var reordered: [(device: Int, simulated: Int)]
        var missing: [Int]
        var extra: [Int]

        static func == (lhs: Result, rhs: Result) -> Bool {
            lhs.pairs.map { [$0.device, $0.simulated] } == rhs.pairs.map { [$0.device, $0.simulated] }
                && lhs.reordered.map { [$0.device, $0.simulated] } == rhs.reordered.map { [$0.device, $0.simulated] }
                && lhs.missing == rhs.missing && lhs.extra == rhs.extra
        }
    }

    /// Aligns `device` with `simulated` by their keys.
    static func align(_ device: [String], _ simulated: [String]) -> Result {
        let pairs = longestCommonSubsequence(device, simulated)
        var missing = device.indices.filter { index in !pairs.contains { $0.device == index } }
        var extra = simulated.indices.filter { index in !pairs.contains { $0.simulated == index } }
        var reordered: [(device: Int, simulated: Int)] = []
        for index in missing {
            if let partner = extra.first(where: { simulated[$0] == device[index] }) {
                reordered.append((index, partner))
                extra.removeAll { $0 == partner }
            }
        }
        missing.removeAll { index in reordered.contains { $0.device == index } }
        return Result(pairs: pairs, reordered: reordered, missing: missing, extra: extra)
    }

    /// The classic dynamic programme; ties prefer pairing earlier device events, so the result is
    /// the same on every run.
    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> [(device: Int, simulated: Int)] {
        guard !a.isEmpty, !b.isEmpty else { return [] }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var pairs: [(device: Int, simulated: Int)] = []
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}
