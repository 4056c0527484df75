/// Levenshtein distance, for the "Did you mean …?" that every locsim error offers.
///
/// Lives in the engine module because every layer (time units, scenario words, CLI flags, model
/// names) suggests corrections the same way, and a suggestion must be deterministic: ties go to the
/// candidate listed first.
public enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions from `a` to `b`.
    ///
    /// - Complexity: O(`a.count` × `b.count`) time, O(`b.count`) memory.
    public static func between(_ a: String, _ b: String) -> Int {
        let left = Array(a.unicodeScalars)
        let right = Array(b.unicodeScalars)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }

    /// The candidate closest to `word` (case-insensitively), if it is within `maximumDistance`
    /// edits (default: a third of the word's length, at least 1, at most 3); the first listed wins a tie.
    public static func nearest(to word: String, among candidates: [String], maximumDistance: Int? = nil) -> String? {
        let limit = maximumDistance ?? min(3, max(1, word.count / 3))
        var best: (candidate: String, distance: Int)?
        let lowered = word.lowercased()
        for candidate in candidates {
            let distance = between(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}
