extension TimelinePainter {
    /// Failed expectations in full, then what was left out of a long run, then labels that did not
    /// fit above, by time, under a line that says what they are (a list of bare times and words
    /// left readers guessing); at most 40 lines. Each label's line starts with a number that is also
    /// drawn beside its mark in the chart, so a reader can match the two.
    mutating func drawNotes() {
        let limit = 40
        references = LabelNote.numbered(notes)
        drawReferenceMarks()
        var lines: [(number: Int?, text: String, className: String)] = failures.map { (nil, $0, "fail") }
        lines += digest.leftOut.map { (nil, $0, "label") }
        if !references.isEmpty { lines.append((nil, Self.labelsHeading, "faint")) }
        lines += references.map { ($0.number, "\(TimeText.instant($0.note.time_us))  \($0.note.text)", "label") }
        guard !lines.isEmpty else { return }
        y += 6
        svg.text("notes", x: Self.gutterX, y: y + 12, className: "lanehead")
        let indent = references.isEmpty ? 0 : TextMetrics.width("\(references.count)") + 8
        let room = plotRight - Self.plotX
        for line in lines.prefix(limit) {
            y += Self.rowHeight + 2
            if let number = line.number {
                svg.text("\(number)", x: Self.plotX, y: y, className: "note-ref")
                svg.fittedText(
                    line.text, toWidth: room - indent, x: Self.plotX + indent, y: y, className: line.className)
            } else {
                svg.fittedText(line.text, toWidth: room, x: Self.plotX, y: y, className: line.className)
            }
        }
        if lines.count > limit {
            y += Self.rowHeight + 2
            svg.text("… and \(lines.count - limit) more", x: Self.plotX, y: y, className: "faint")
        }
        y += 6
    }

    /// Each noted label's number beside its mark, haloed, drawn over the finished chart so no lane
    /// drawn later covers it.
    mutating func drawReferenceMarks() {
        for reference in references {
            svg.text(
                "\(reference.number)", x: reference.note.refX, y: reference.note.refY, className: "note-ref halo")
        }
    }

    /// The line above the labels that did not fit beside their marks in the chart.
    static let labelsHeading = "labels that did not fit beside their marks in the chart, at their marks' times:"
}
