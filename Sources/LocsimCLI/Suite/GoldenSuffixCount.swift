import Replay

/// The second pass of a golden comparison whose sides differ in length: the run plays again and
/// each of its lines is paired with the golden's line as far from the golden's end as it is from
/// the run's, counting the equal pairs at the end (where the differing region stops).
final class GoldenSuffixCount: TextSink {
    private let golden: GoldenLines?
    private let offset: Int
    private var splitter = LineSplitter()
    private var index = 0
    /// Equal pairs at the end so far.
    private(set) var trailingEqual = 0

    /// Pairs run line `j` with golden line `j - offset` of the golden at `path`.
    init(path: String, offset: Int) {
        golden = GoldenLines(path: path)
        self.offset = offset
        golden?.skip(-offset)
    }

    func write(_ text: String) {
        splitter.feed(text) { pair($0) }
    }

    /// Pairs the run's last line; call once the run has ended.
    func finish() {
        splitter.finish { pair($0) }
    }

    private func pair(_ line: String) {
        defer { index += 1 }
        guard index >= offset else { return }
        trailingEqual = golden?.next() == line ? trailingEqual + 1 : 0
    }
}
