extension TimelinePainter {
    /// What each shape and pattern means, drawn with the very shapes and patterns, so no reader has
    /// to tell two colours apart.
    mutating func drawLegend() {
        y += 8
        svg.text("legend", x: Self.gutterX, y: y + 12, className: "lanehead")
        var x = Self.plotX
        var rowY = y
        func advance(_ painter: inout TimelinePainter, width: Int) {
            x += width
            if x > painter.plotRight - 160 {
                x = Self.plotX
                rowY += 20
            }
        }
        let lifecycle: [RunDigest.Lifecycle] = [.foreground, .background, .suspended, .notRunning, .crashed]
        for state in lifecycle {
            let (className, fill) = Self.lifecycleStyle(state, svg: svg)
            svg.rect(x: x, y: rowY + 2, width: 18, height: 12, className: className, fill: fill)
            svg.text(state.rawValue, x: x + 24, y: rowY + 12, className: "label")
            advance(&self, width: 30 + TextMetrics.width(state.rawValue))
        }
        svg.rect(x: x, y: rowY + 2, width: 18, height: 12, className: "reduced", fill: svg.url("hatch-reduced"))
        svg.text("reduced accuracy", x: x + 24, y: rowY + 12, className: "label")
        advance(&self, width: 30 + TextMetrics.width("reduced accuracy"))
        rowY += 20
        x = Self.plotX
        let markers: [(String, String)] = [
            ("circle", "authorization callback"), ("triangle", "failure callback"), ("diamond", "other callback"),
            ("hollow", "hollow: app in background"),
        ]
        for (shape, name) in markers {
            let cx = x + 8
            let cy = rowY + 8
            switch shape {
            case "circle": svg.circle(cx: cx, cy: cy, r: 5, className: "cbfg")
            case "triangle": svg.path("M\(cx - 6) \(cy - 5)L\(cx + 6) \(cy - 5)L\(cx) \(cy + 6)Z", className: "failfg")
            case "diamond":
                svg.path("M\(cx) \(cy - 6)L\(cx + 6) \(cy)L\(cx) \(cy + 6)L\(cx - 6) \(cy)Z", className: "otherfg")
            default: svg.circle(cx: cx, cy: cy, r: 5, className: "cbbg")
            }
            svg.text(name, x: x + 20, y: rowY + 12, className: "label")
            advance(&self, width: 32 + TextMetrics.width(name))
        }
        rowY += 20
        x = Self.plotX
        svg.circle(cx: x + 8, cy: rowY + 8, r: 7, className: "pass")
        svg.path("M\(x + 4) \(rowY + 8)L\(x + 7) \(rowY + 11)L\(x + 12) \(rowY + 5)", className: "mark")
        svg.text("expectation held", x: x + 20, y: rowY + 12, className: "label")
        x += 32 + TextMetrics.width("expectation held")
        svg.rect(x: x + 1, y: rowY + 1, width: 14, height: 14, className: "bad")
        svg.path(
            "M\(x + 4) \(rowY + 4)L\(x + 12) \(rowY + 12)M\(x + 12) \(rowY + 4)L\(x + 4) \(rowY + 12)",
            className: "mark")
        svg.text("failed / error", x: x + 20, y: rowY + 12, className: "label")
        x += 32 + TextMetrics.width("failed / error")
        svg.rect(x: x, y: rowY + 2, width: 18, height: 12, className: "busy", fill: svg.url("hatch-busy"))
        svg.text("many changes", x: x + 24, y: rowY + 12, className: "label")
        x += 36 + TextMetrics.width("many changes")
        svg.rect(x: x, y: rowY, width: 18, height: 16, className: "gap")
        svg.path("M\(x + 3) \(rowY)L\(x) \(rowY + 6)L\(x + 6) \(rowY + 12)L\(x + 3) \(rowY + 16)", className: "zig")
        svg.path(
            "M\(x + 15) \(rowY)L\(x + 12) \(rowY + 6)L\(x + 18) \(rowY + 12)L\(x + 15) \(rowY + 16)", className: "zig")
        svg.text("quiet stretch left out", x: x + 24, y: rowY + 12, className: "label")
        y = rowY + 24
    }
}
