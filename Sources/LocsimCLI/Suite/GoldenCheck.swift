import Replay

/// A scenario's text timeline checked against its golden line by line as the run writes it, and,
/// under `--update`, streamed into the golden's temporary file at the same time: neither the
/// timeline nor the golden is ever held whole.
final class GoldenCheck: TextSink {
    /// The golden's path.
    let path: String
    private let golden: GoldenLines?
    private var splitter = LineSplitter()
    /// The comparison so far.
    private(set) var comparison: GoldenComparison
    /// The new golden being written (`--update`).
    private let replacement: AtomicFileSink?
    /// Why the new golden could not be started, if it could not.
    private let replacementError: FileWriteError?

    /// A check of the golden at `path`, writing a replacement as it goes when `update` is set, keeping
    /// as much of a difference as `extent` shows.
    init(path: String, update: Bool, extent: GoldenDiff.Extent = .limited) {
        self.path = path
        comparison = GoldenComparison(extent: extent)
        golden = GoldenLines(path: path)
        var replacement: AtomicFileSink?
        var replacementError: FileWriteError?
        if update {
            do {
                replacement = try AtomicFileSink(path: path)
            } catch {
                replacementError = error
            }
        }
        self.replacement = replacement
        self.replacementError = replacementError
    }

    /// Whether a golden was there to compare with.
    var goldenExists: Bool { golden != nil }

    /// The OS error that stopped reading the golden part-way, if one did.
    var readError: String? { golden?.readError }

    func write(_ text: String) {
        replacement?.write(text)
        splitter.feed(text) { line in comparison.add(expected: golden?.next(), actual: line) }
    }

    /// Compares the run's last line and the golden's remaining lines; call once the run has ended.
    func finish() {
        splitter.finish { line in comparison.add(expected: golden?.next(), actual: line) }
        while let line = golden?.next() { comparison.add(expected: line, actual: nil) }
    }

    /// Under `--update`, puts the new golden in place when the timeline changed (throwing why it
    /// could not) and throws the temporary file away when it did not; returns whether it replaced.
    func settleUpdate() throws(FileWriteError) -> Bool {
        if comparison.isEqual {
            replacement?.discard()
            return false
        }
        if let replacementError { throw replacementError }
        guard let replacement else { return false }
        try replacement.commit()
        return true
    }

    /// Whether this check rewrites the golden (`--update`).
    var updates: Bool { replacement != nil || replacementError != nil }
}
