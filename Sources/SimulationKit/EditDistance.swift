/// Levenshtein distance, for the "Did you mean …?" that every locsim error offers.
///
/// Lives in the engine module because every layer (time units, scenario words, CLI flags, model
/// names) suggests corrections the same way, and a suggestion must be deterministic: ties go to the
/// candidate listed first.
public enum EditDistance {
    /// The number of single-character insertions, deletions, substitutions and swaps of two
    /// neighbours from `a` to `b` (optimal string alignment), so the commonest typo, two letters
    /// swapped (`backgorund`), counts as one edit.
    ///
    /// - Complexity: O(`a.count` × `b.count`) time and memory.
    public static func between(_ a: String, _ b: String) -> Int {
        let left = Array(a.unicodeScalars)
        let right = Array(b.unicodeScalars)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        let width = right.count + 1
        var table = [Int](repeating: 0, count: (left.count + 1) * width)
        for j in 0...right.count { table[j] = j }
        for i in 1...left.count {
            table[i * width] = i
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                var best = min(table[(i - 1) * width + j] + 1, table[i * width + j - 1] + 1)
                best = min(best, table[(i - 1) * width + j - 1] + cost)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    best = min(best, table[(i - 2) * width + j - 2] + 1)
                }
                table[i * width + j] = best
            }
        }
        return table[left.count * width + right.count]
    }

    /// The candidate closest to `word` (case-insensitively), if it is within `maximumDistance`
    /// edits (default: a third of the word's length, at least 1, at most 3); the first listed wins a tie.
    public static func nearest(to word: String, among candidates: [String], maximumDistance: Int? = nil) -> String? {
        let limit = maximumDistance ?? min(3, max(1, word.count / 3))
        var best: (candidate: String, distance: Int)?
        let lowered = word.lowercased()
        let length = lowered.unicodeScalars.count
        for candidate in candidates {
            let other = candidate.lowercased()
            // An edit changes the length by one at most: a candidate whose length differs by more
            // than the limit (or by as much as the best so far) cannot be chosen, and measuring it
            // costs its length times the word's — a run suggests a control among a screen's texts.
            let gap = abs(other.unicodeScalars.count - length)
            guard gap <= limit, gap < (best?.distance ?? Int.max) else { continue }
            let distance = between(lowered, other)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}
