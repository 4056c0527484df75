/// The text of an SVG document built from integer coordinates only, so the same picture is the same
/// bytes on every machine: no `Double` is ever printed, and text is escaped for XML.
///
/// ```swift
/// var svg = SVGDocument()
/// svg.rect(x: 0, y: 0, width: 10, height: 10, className: "fg")
/// svg.text("8s", x: 4, y: 20, className: "tick")
/// ```
struct SVGDocument {
    /// The markup written so far.
    var markup = ""
    /// Prefix of every class and id, so several timelines inlined in one HTML page do not collide.
    var prefix: String

    init(prefix: String = "lt") {
        self.prefix = prefix
        markup.reserveCapacity(1 << 16)
    }

    /// `class="lt-NAME"` for the class `name` (several, space separated).
    func classes(_ names: String) -> String {
        names.split(separator: " ").map { "\(prefix)-\($0)" }.joined(separator: " ")
    }

    /// A `url(#…)` reference to the pattern `name`.
    func url(_ name: String) -> String { "url(#\(prefix)-\(name))" }

    mutating func raw(_ text: String) { markup += text }

    /// A rectangle; with `tooltip`, a `<title>` a browser shows on hover (a value too long for its box).
    mutating func rect(
        x: Int, y: Int, width: Int, height: Int, className: String, fill: String? = nil, tooltip: String? = nil
    ) {
        markup += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(max(width, 0))\" height=\"\(max(height, 0))\""
        markup += " class=\"\(classes(className))\""
        if let fill { markup += " fill=\"\(fill)\"" }
        if let tooltip {
            markup += "><title>\(XMLText.escaped(tooltip))</title></rect>\n"
        } else {
            markup += "/>\n"
        }
    }

    mutating func line(x1: Int, y1: Int, x2: Int, y2: Int, className: String) {
        markup += "<line x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\" class=\"\(classes(className))\"/>\n"
    }

    mutating func path(_ d: String, className: String) {
        markup += "<path d=\"\(d)\" class=\"\(classes(className))\"/>\n"
    }

    mutating func circle(cx: Int, cy: Int, r: Int, className: String) {
        markup += "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(r)\" class=\"\(classes(className))\"/>\n"
    }

    /// Text at a baseline point; `anchor` is `start`, `middle` or `end`.
    mutating func text(_ content: String, x: Int, y: Int, className: String, anchor: String = "start") {
        markup += "<text x=\"\(x)\" y=\"\(y)\" class=\"\(classes(className))\""
        if anchor != "start" { markup += " text-anchor=\"\(anchor)\"" }
        markup += ">\(XMLText.escaped(content))</text>\n"
    }

    /// `full` cut to `width` pixels (``TextMetrics/truncated(_:toWidth:)``); when it was cut, the
    /// whole text goes in a `<title>`, so a reader can still read `Shows whe…` by hovering.
    mutating func fittedText(
        _ full: String, toWidth width: Int, x: Int, y: Int, className: String, anchor: String = "start"
    ) {
        let shown = TextMetrics.truncated(full, toWidth: width)
        guard shown != full else { return text(full, x: x, y: y, className: className, anchor: anchor) }
        guard !shown.isEmpty else { return }
        markup += "<text x=\"\(x)\" y=\"\(y)\" class=\"\(classes(className))\""
        if anchor != "start" { markup += " text-anchor=\"\(anchor)\"" }
        markup += "><title>\(XMLText.escaped(full))</title>\(XMLText.escaped(shown))</text>\n"
    }
}

/// Width estimates for label placement: the labels use a monospace font, whose advance is 0.6 em
/// in every common monospace face; 7 px a character at 11 px leaves a little room.
enum TextMetrics {
    /// Pixels a label character takes at the label size.
    static let characterWidth = 7

    /// Estimated width of `text` in pixels.
    static func width(_ text: String) -> Int { text.count * characterWidth }

    /// `text` cut to at most `width` pixels, with an ellipsis when cut; empty when not even one
    /// character and the ellipsis fit.
    static func truncated(_ text: String, toWidth width: Int) -> String {
        let room = width / characterWidth
        if text.count <= room { return text }
        if room < 2 { return "" }
        return String(text.prefix(room - 1)) + "…"
    }
}
