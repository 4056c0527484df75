import AppModels
import Replay

extension TimelinePainter {
    /// The title, what ran (file, model, seed, profile, overrides) and the verdict: the first lines,
    /// so a picture alone is enough to reproduce the run.
    mutating func drawHeader(_ header: TraceHeader, outcome: RunOutcome?) {
        let room = options.width - 2 * Self.gutterX
        y = 24
        svg.fittedText(header.title, toWidth: room * 7 / 10, x: Self.gutterX, y: y, className: "title")
        y += 18
        var meta = "\(header.file) · model \(header.model) · seed \(header.seed) · profile \(header.profile)"
        if !header.overrides.isEmpty {
            meta += " · " + header.overrides.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
        }
        svg.fittedText(meta, toWidth: room, x: Self.gutterX, y: y, className: "meta")
        if let outcome {
            y += 16
            let failed = outcome.failures.count
            let goldenOnly = outcome.passed && options.goldenDiffers
            let unreached = outcome.notReached.count
            var verdict = goldenOnly ? "GOLDEN DIFFERS" : outcome.passed ? "PASSED" : "FAILED"
            verdict +=
                " · \(outcome.results.count) expectation\(outcome.results.count == 1 ? "" : "s"): \(outcome.results.count - failed - unreached) passed,"
            verdict += " \(failed) failed" + (unreached > 0 ? ", \(unreached) not reached" : "")
            verdict += " · \(outcome.events) events · ended at \(outcome.end)"
            if let failure = outcome.failure { verdict += " · stopped: line \(failure.location.line)" }
            if outcome.hitEventLimit { verdict += " · stopped at the event limit" }
            svg.fittedText(
                verdict, toWidth: room, x: Self.gutterX, y: y,
                className: outcome.passed && !goldenOnly ? "meta" : "fail")
        }
        y += 14
    }

    /// Every lane, top to bottom, between two time axes, with grid lines and breaks drawn across.
    mutating func drawLanes() {
        let ticks = axis.ticks()
        drawAxis(ticks, labelsAbove: true)
        let top = y
        var grid = SVGDocument(prefix: options.prefix)
        svg.raw("<g>\n")
        let gridMark = svg.markup.count
        drawSteps()
        drawLifecycle()
        drawAlerts()
        drawStatus()
        drawAccuracy()
        drawCallbacks()
        drawFixes()
        drawVerdicts()
        for lane in digest.keys { drawKey(lane) }
        let bottom = y
        for tick in ticks { grid.line(x1: tick.x, y1: top, x2: tick.x, y2: bottom, className: "grid") }
        let index = svg.markup.index(svg.markup.startIndex, offsetBy: gridMark)
        svg.markup.insert(contentsOf: grid.markup, at: index)
        svg.raw("</g>\n")
        drawBreaks(top: top, bottom: bottom)
        y += 4
        drawAxis(ticks, labelsAbove: false)
    }

    /// The axis line with its ticks and labels (above the line at the top, below at the bottom).
    mutating func drawAxis(_ ticks: [TimeAxis.Tick], labelsAbove: Bool) {
        let lineY = labelsAbove ? y + 16 : y
        svg.line(x1: Self.plotX, y1: lineY, x2: plotRight, y2: lineY, className: "axis")
        for tick in ticks {
            svg.line(x1: tick.x, y1: lineY - 4, x2: tick.x, y2: lineY + 4, className: "axis")
            // Labels at the ends of the axis stay inside the picture.
            let half = TextMetrics.width(tick.label) / 2
            let anchor = tick.x + half > options.width - 4 ? "end" : "middle"
            svg.text(
                tick.label, x: anchor == "end" ? min(tick.x + 4, options.width - 4) : tick.x,
                y: labelsAbove ? lineY - 6 : lineY + 16, className: "tick", anchor: anchor)
        }
        svg.text(
            "time", x: Self.gutterX, y: labelsAbove ? lineY - 6 : lineY + 16, className: "lanehead")
        y = lineY + (labelsAbove ? 8 : 22)
    }

    /// Quiet stretches: a white veil with zigzag edges across every lane, and how long it was.
    mutating func drawBreaks(top: Int, bottom: Int) {
        for piece in axis.breaks {
            svg.rect(x: piece.x0, y: top - 8, width: piece.x1 - piece.x0, height: bottom - top + 12, className: "gap")
            for edge in [piece.x0 + 3, piece.x1 - 3] {
                var d = "M\(edge) \(top - 8)"
                var zigY = top - 8
                var left = true
                while zigY < bottom + 4 {
                    zigY += 6
                    d += "L\(edge + (left ? -3 : 3)) \(zigY)"
                    left.toggle()
                }
                svg.path(d, className: "zig")
            }
            let label = TimeText.span(piece.end_us - piece.start_us)
            svg.text(label, x: (piece.x0 + piece.x1) / 2, y: top - 12, className: "faint", anchor: "middle")
        }
    }

    /// A lane's name in the gutter, and a separator under the lane.
    mutating func laneName(_ name: String, at baseline: Int, bold: Bool = false) {
        svg.fittedText(
            name, toWidth: Self.plotX - Self.gutterX - 10, x: Self.gutterX, y: baseline,
            className: bold ? "lanehead" : "lane")
    }

    mutating func separator() {
        svg.line(x1: Self.gutterX, y1: y, x2: plotRight, y2: y, className: "sep")
    }

    /// Scenario steps: a grey triangle each, labelled with the step as written.
    mutating func drawSteps() {
        guard !digest.steps.isEmpty else { return }
        let markerY = y + 6
        laneName("scenario steps", at: markerY + 4, bold: true)
        var rows = labelRows(3)
        var lastX = Int.min
        for step in digest.steps {
            let x = max(axis.x(step.time_us), lastX + 11)
            lastX = x
            svg.path("M\(x - 5) \(markerY - 5)L\(x + 5) \(markerY - 5)L\(x) \(markerY + 4)Z", className: "step")
            place(step.text, at: x, time_us: step.time_us, rows: &rows, top: markerY + 4)
        }
        y = markerY + 4 + max(rows.rowsUsed, 1) * Self.rowHeight + 4
        flushLabels(rows)
        separator()
    }

    /// Label rows over the plot that keep clear of the axis breaks.
    func labelRows(_ count: Int, maxCharacters: Int = 32) -> LabelRows {
        LabelRows(
            rows: count, minX: Self.plotX, maxX: plotRight, maxCharacters: maxCharacters,
            blocked: axis.breaks.map { ($0.x0, $0.x1) })
    }

    /// Draws the labels of the lane just drawn, as finally placed (a later leader may have cut one
    /// short), and notes in full each label that does not show whole.
    mutating func flushLabels(_ rows: LabelRows) {
        for label in pendingLabels {
            let placement = rows.placements[label.index]
            svg.text(
                placement.text, x: placement.x, y: label.baseline, className: label.className + " halo",
                anchor: placement.anchor)
            drawnLabels.append((label.top, label.baseline, placement))
            if placement.text != label.note.text { notes.append(label.note) }
        }
        pendingLabels = []
    }

    /// Places a label in one of the rows under a marker with a leader line, or notes it below with a
    /// reference number beside the marker, whose bottom is at `top`. Labels are drawn by
    /// `flushLabels` after the lane's markers and leaders, haloed, so no line crosses a word.
    mutating func place(
        _ label: String, at x: Int, time_us: Int64, rows: inout LabelRows, top: Int, className: String = "label"
    ) {
        let note = LabelNote(time_us: time_us, text: label, refX: x + 7, refY: top - 4)
        guard let index = rows.place(label, at: x) else {
            notes.append(note)
            return
        }
        let baseline = top + (rows.placements[index].row + 1) * Self.rowHeight - 3
        svg.line(x1: x, y1: top, x2: x, y2: baseline - 4, className: "leader")
        pendingLabels.append(PendingLabel(index: index, note: note, top: top, baseline: baseline, className: className))
    }

    /// Where the app's process was, as a band of patterns with names written in.
    mutating func drawLifecycle() {
        y += 6
        laneName("app", at: y + 15, bold: true)
        for span in digest.lifecycle {
            let x0 = axis.x(span.start_us)
            let x1 = axis.x(span.end_us)
            guard x1 > x0 else { continue }
            let (className, fill) = Self.lifecycleStyle(span.value, svg: svg)
            svg.rect(x: x0, y: y, width: x1 - x0, height: 22, className: className, fill: fill)
            let text = TextMetrics.truncated(span.value.rawValue, toWidth: x1 - x0 - 6)
            if !text.isEmpty {
                svg.text(text, x: x0 + 4, y: y + 15, className: "label")
            }
        }
        y += 28
        separator()
    }

    /// The class and pattern of a lifecycle band.
    static func lifecycleStyle(_ state: RunDigest.Lifecycle, svg: SVGDocument) -> (String, String?) {
        switch state {
        case .foreground: return ("fg", nil)
        case .background: return ("bg", svg.url("hatch-bg"))
        case .suspended: return ("susp", svg.url("dots"))
        case .notRunning: return ("off", nil)
        case .crashed: return ("crash", svg.url("cross"))
        }
    }

    /// System alerts: a box from shown to answered, labelled with the alert and the button chosen.
    mutating func drawAlerts() {
        guard !digest.alerts.isEmpty else { return }
        y += 6
        laneName("system alert", at: y + 12, bold: true)
        var rows = labelRows(2, maxCharacters: 44)
        let barY = y
        for alert in digest.alerts {
            let x0 = axis.x(alert.start_us)
            let x1 = max(axis.x(alert.end_us), x0 + 3)
            svg.rect(x: x0, y: barY, width: x1 - x0, height: 16, className: alert.answer == nil ? "open" : "alert")
            let answer = alert.answer.map { "→ \"\($0)\"" } ?? "(unanswered)"
            let rule = alert.rule.map { " \($0)" } ?? ""
            place("\(alert.alert)\(rule) \(answer)", at: x0, time_us: alert.start_us, rows: &rows, top: barY + 16)
        }
        y = barY + 16 + max(rows.rowsUsed, 1) * Self.rowHeight + 4
        flushLabels(rows)
        separator()
    }

    /// Authorization status as a step line over five named levels.
    mutating func drawStatus() {
        y += 6
        laneName("authorization status", at: y + 10, bold: true)
        let top = y + 18
        let names = [
            "4 authorizedWhenInUse", "3 authorizedAlways", "2 denied", "1 restricted", "0 notDetermined",
        ]
        let levelHeight = 15
        for (index, name) in names.enumerated() {
            let levelY = top + index * levelHeight + levelHeight / 2
            svg.line(x1: Self.plotX, y1: levelY, x2: plotRight, y2: levelY, className: "level")
            svg.text(name, x: Self.gutterX + 8, y: levelY + 4, className: "faint")
        }
        func levelY(_ status: Int64) -> Int {
            top + (4 - Int(min(max(status, 0), 4))) * levelHeight + levelHeight / 2
        }
        if digest.status.isEmpty {
            svg.text(
                "no authorization status seen", x: Self.plotX + 6, y: top + 2 * levelHeight + 4, className: "faint")
        } else {
            var d = ""
            for (index, span) in digest.status.enumerated() {
                let x0 = axis.x(span.start_us)
                let x1 = axis.x(span.end_us)
                let levelY = levelY(span.value)
                d += index == 0 ? "M\(x0) \(levelY)" : "V\(levelY)"
                d += "H\(x1)"
                svg.circle(cx: x0, cy: levelY, r: 3, className: "cbfg")
            }
            svg.path(d, className: "status")
        }
        y = top + 5 * levelHeight + 4
        separator()
    }

    /// Accuracy authorization: full (plain) or reduced (hatched), named in the band.
    mutating func drawAccuracy() {
        guard !digest.accuracy.isEmpty else { return }
        y += 5
        laneName("accuracy", at: y + 13, bold: true)
        for span in digest.accuracy {
            let x0 = axis.x(span.start_us)
            let x1 = axis.x(span.end_us)
            guard x1 > x0 else { continue }
            if span.value {
                svg.rect(x: x0, y: y, width: x1 - x0, height: 18, className: "full")
            } else {
                svg.rect(x: x0, y: y, width: x1 - x0, height: 18, className: "reduced", fill: svg.url("hatch-reduced"))
            }
            let text = TextMetrics.truncated(span.value ? "full" : "reduced", toWidth: x1 - x0 - 6)
            if !text.isEmpty { svg.text(text, x: x0 + 4, y: y + 13, className: "label") }
        }
        y += 23
        separator()
    }

    /// Callbacks other than fixes: a shape per kind (filled when the app was in the foreground,
    /// hollow in the background), labelled with the rule that made it.
    mutating func drawCallbacks() {
        guard !digest.callbacks.isEmpty else { return }
        let markerY = y + 10
        laneName("callbacks", at: markerY + 4, bold: true)
        var rows = labelRows(3, maxCharacters: 40)
        var lastX = Int.min
        for callback in digest.callbacks {
            // Markers of callbacks a few pixels apart sit side by side instead of on top of each other.
            let x = max(axis.x(callback.time_us), lastX + 12)
            lastX = x
            let suffix = callback.foreground ? "fg" : "bg"
            switch callback.name {
            case "authorization":
                svg.circle(cx: x, cy: markerY, r: 5, className: "cb" + suffix)
            case "failure":
                svg.path(
                    "M\(x - 6) \(markerY - 5)L\(x + 6) \(markerY - 5)L\(x) \(markerY + 6)Z", className: "fail" + suffix)
            default:
                svg.path(
                    "M\(x) \(markerY - 6)L\(x + 6) \(markerY)L\(x) \(markerY + 6)L\(x - 6) \(markerY)Z",
                    className: "other" + suffix)
            }
            let rule = callback.rule.map { "\($0) " } ?? ""
            let detail = callback.detail.isEmpty ? "" : " \(callback.detail)"
            place("\(rule)\(callback.name)\(detail)", at: x, time_us: callback.time_us, rows: &rows, top: markerY + 6)
        }
        y = markerY + 6 + max(rows.rowsUsed, 1) * Self.rowHeight + 4
        flushLabels(rows)
        separator()
    }

    /// Fixes in two rows, precise (≤ 100 m) and approximate, one box per run of adjacent columns.
    mutating func drawFixes() {
        guard digest.preciseFixes.count > 0 || digest.approximateFixes.count > 0 else { return }
        y += 5
        let rows: [(String, FixRow, String)] = [
            ("precise fixes", digest.preciseFixes, "precise"),
            ("approx. fixes", digest.approximateFixes, "approx"),
        ]
        for (name, row, className) in rows {
            laneName("\(name) (\(row.count))", at: y + 11)
            for run in row.runs {
                svg.rect(x: run.x0, y: y + 1, width: run.x1 - run.x0 + 2, height: 12, className: className)
            }
            y += 16
        }
        y += 3
        separator()
    }

    /// Expectation verdicts: a green circle with a tick for a pass, a red square with a cross for a
    /// failure (and errors), labelled with the line; failures are spelled out under the picture.
    mutating func drawVerdicts() {
        guard !digest.verdicts.isEmpty else { return }
        let markerY = y + 11
        laneName("expectations", at: markerY + 4, bold: true)
        var rows = labelRows(2)
        var lastX = Int.min
        for verdict in digest.verdicts {
            let x = max(axis.x(verdict.time_us), lastX + 16)
            lastX = x
            if verdict.passed {
                svg.circle(cx: x, cy: markerY, r: 7, className: "pass")
                svg.path("M\(x - 4) \(markerY)L\(x - 1) \(markerY + 3)L\(x + 4) \(markerY - 3)", className: "mark")
            } else {
                svg.rect(x: x - 7, y: markerY - 7, width: 14, height: 14, className: "bad")
                svg.path(
                    "M\(x - 4) \(markerY - 4)L\(x + 4) \(markerY + 4)M\(x + 4) \(markerY - 4)L\(x - 4) \(markerY + 4)",
                    className: "mark")
                failures.append("FAIL at \(TimeText.instant(verdict.time_us)) \(verdict.label): \(verdict.message)")
            }
            place(
                verdict.passed ? verdict.label : "\(verdict.label) FAIL", at: x, time_us: verdict.time_us, rows: &rows,
                top: markerY + 7, className: verdict.passed ? "label" : "fail")
        }
        y = markerY + 7 + max(rows.rowsUsed, 1) * Self.rowHeight + 4
        flushLabels(rows)
        separator()
    }

    /// One UI or session key: a box per value with the value written in; changes too close to draw
    /// one by one are a hatched box saying how many there were.
    mutating func drawKey(_ lane: RunDigest.KeyLane) {
        y += 3
        laneName(lane.name, at: y + 13)
        var parity = 0
        for mark in lane.marks {
            switch mark {
            case .busy(let x0, let x1, let count):
                let width = max(x1 - x0, 2)
                svg.rect(x: x0, y: y, width: width, height: 18, className: "busy", fill: svg.url("hatch-busy"))
                let text = TextMetrics.truncated("\(count) changes", toWidth: width - 6)
                if !text.isEmpty { svg.text(text, x: x0 + 3, y: y + 13, className: "label") }
            case .value(let x0, let x1, StateValue.none):
                svg.rect(x: x0, y: y, width: x1 - x0, height: 18, className: "none")
                let text = TextMetrics.truncated("none", toWidth: x1 - x0 - 6)
                if !text.isEmpty { svg.text(text, x: x0 + 4, y: y + 13, className: "faint") }
            case .value(let x0, let x1, let value):
                let full = value.description
                let cut = TextMetrics.truncated(full, toWidth: x1 - x0 - 6) != full
                svg.rect(
                    x: x0, y: y, width: x1 - x0, height: 18, className: parity == 0 ? "v0" : "v1",
                    tooltip: cut ? full : nil)
                parity = 1 - parity
                svg.fittedText(full, toWidth: x1 - x0 - 6, x: x0 + 4, y: y + 13, className: "label")
            }
        }
        y += 21
    }
}
