import SimulationKit

/// The "did you mean" of every scenario error: ``EditDistance`` with a limit tuned for short keywords,
/// where a swapped pair of letters (`sede`, `adn`) costs two edits and should still be caught.
enum Suggestion {
    /// The nearest candidate within the limit: 1 edit for words of 1–2 letters, 2 up to 8, then a
    /// third of the length up to 3. Ties go to the candidate listed first.
    static func nearest(to word: String, among candidates: [String]) -> String? {
        let length = word.unicodeScalars.count
        guard length <= 64 else { return nil }  // a runaway token is not a typo
        let limit = length <= 2 ? 1 : length <= 8 ? 2 : 3
        if let near = EditDistance.nearest(to: word, among: candidates, maximumDistance: limit) { return near }
        // A shortened name (`requestWhenInUse` for `requestWhenInUseAuthorization`): the one candidate
        // that starts with it, if only one does.
        guard length >= 4 else { return nil }
        let lowered = word.lowercased()
        let starting = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        return starting.count == 1 ? starting[0] : nil
    }
}
