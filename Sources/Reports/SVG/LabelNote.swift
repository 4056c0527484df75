/// A label listed in the notes under the chart instead of (or besides, when cut) beside its mark.
/// It keeps where its mark is, so the mark and the notes line can carry the same reference number:
/// a notes list of bare times left readers hunting for the mark each line meant.
struct LabelNote {
    /// When the mark's event happened; the notes are numbered in this order.
    var time_us: Int64
    /// The label in full.
    var text: String
    /// Where the reference number goes beside the mark: its left end and baseline.
    var refX: Int
    var refY: Int

    /// A reference drawn: the number, and the note it stands for.
    struct Reference {
        var number: Int
        var note: LabelNote
    }

    /// The notes numbered from 1 in time order, ties kept in the order they were noted.
    static func numbered(_ notes: [LabelNote]) -> [Reference] {
        notes.enumerated()
            .sorted { ($0.element.time_us, $0.offset) < ($1.element.time_us, $1.offset) }
            .enumerated()
            .map { Reference(number: $0.offset + 1, note: $0.element.element) }
    }
}
